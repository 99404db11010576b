/*
 * The content of the tabs other than open orders: lazy chunks (shared-core lazyWithPrefetch), so the
 * panel's first screen (the strip and the open orders) does not fetch them; prefetched once the page
 * settled (usePrefetchWhenIdle in the widget) and when the pointer comes over the strip.
 */
import { lazyWithPrefetch } from 'shared-core';

export const OrderHistoryContent = lazyWithPrefetch(() =>
  import('../history/OrderHistoryTab').then((m) => m.OrderHistoryTab),
);
export const TradeHistoryContent = lazyWithPrefetch(() =>
  import('../history/TradeHistoryTab').then((m) => m.TradeHistoryTab),
);
export const AssetsContent = lazyWithPrefetch(() => import('../assets/AssetsTab').then((m) => m.AssetsTab));
export const PositionsContent = lazyWithPrefetch(() =>
  import('../positionsTab/PositionsTab').then((m) => m.PositionsTab),
);
export const PnlContent = lazyWithPrefetch(() => import('../pnl/PnlTab').then((m) => m.PnlTab));
export const BorrowingsContent = lazyWithPrefetch(() =>
  import('../borrowings/BorrowingsTab').then((m) => m.BorrowingsTab),
);
export const LtRecordsContent = lazyWithPrefetch(() =>
  import('../leveragedToken/LtRecordsTab').then((m) => m.LtRecordsTab),
);
export const RepayContent = lazyWithPrefetch(() => import('../repay/RepayPanel').then((m) => m.RepayPanel));
export const ToolsContent = lazyWithPrefetch(() => import('../tools/ToolsTab').then((m) => m.ToolsTab));
export const CloseAllContent = lazyWithPrefetch(() => import('../closeAll/CloseAllBar').then((m) => m.CloseAllBar));

/** Prefetched once the page settled. */
export const LAZY_TAB_CONTENT = [
  PositionsContent,
  CloseAllContent,
  OrderHistoryContent,
  TradeHistoryContent,
  AssetsContent,
  RepayContent,
  BorrowingsContent,
  ToolsContent,
  PnlContent,
  LtRecordsContent,
];
