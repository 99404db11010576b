/**
 * Pure rules of the open-orders sub-tabs (order-panel.md §2.2, §3, §5, §6): which bucket an order
 * belongs to, which sub-tabs an account sees, the fallback to ordinary, the live counts per kind
 * and the cancel-all payload of each sub-tab. No React, no Redux.
 */
import { parseOptionSymbolName, type AccountKind, type WireOrder } from 'shared-core';

/** The open-orders sub-tabs of §2.2, in display order. */
export const OPEN_ORDER_SUB_TABS = [
  'ordinary',
  'conditional',
  'tpsl',
  'trailingStop',
  'oco',
  'mmrClose',
  'spread',
] as const;
export type OpenOrderSubTab = (typeof OPEN_ORDER_SUB_TABS)[number];

export const isOpenOrderSubTab = (value: unknown): value is OpenOrderSubTab =>
  (OPEN_ORDER_SUB_TABS as readonly unknown[]).includes(value);

/** §3 order counts by kind, keyed as the spec names them. */
export const COUNT_KEYS: Readonly<Record<OpenOrderSubTab, string>> = {
  ordinary: 'currentLimitMarket',
  conditional: 'currentConditional',
  tpsl: 'currentStopLimit',
  trailingStop: 'currentTrailingStop',
  oco: 'currentOco',
  mmrClose: 'currentMMR',
  spread: 'currentFutureSpread',
};

/** §3 order-type codes for cancel, per sub-tab. */
export const CANCEL_CODES: Readonly<Record<OpenOrderSubTab, string>> = {
  ordinary: 'Activity',
  conditional: 'NormalStop',
  tpsl: 'TpSlOcoStopOrder',
  trailingStop: 'TrailOrders',
  oco: 'TakeProfitStopLossOCO',
  mmrClose: 'MmRateCloseStopOrder',
  spread: 'FutureSpreadOrder',
};

const TP_SL_STOP_TYPES = /TakeProfit|StopLoss/;

export const isOptionSymbol = (symbol: string): boolean => parseOptionSymbolName(symbol) !== null;

/**
 * The sub-tab an open order is listed under, or null when it is listed nowhere: an option's TP/SL
 * order is dropped from the buckets (positions.md §4: option positions carry no TP/SL here).
 * A working order (not Untriggered) is ordinary, as the exchange's `Activity` cancel takes it; an
 * untriggered one goes by its stopOrderType. Partial TP/SL orders (PartialTakeProfit /
 * PartialStopLoss) are TP/SL, never a plain Limit/Market row.
 */
export function subTabOf(order: Pick<WireOrder, 'orderStatus' | 'stopOrderType' | 'symbol'>): OpenOrderSubTab | null {
  const stop = order.stopOrderType ?? '';
  const untriggered = order.orderStatus === 'Untriggered';
  const partialTpSl = stop === 'PartialTakeProfit' || stop === 'PartialStopLoss';
  let tab: OpenOrderSubTab;
  if (!untriggered && !partialTpSl) tab = 'ordinary';
  else if (/oco/i.test(stop)) tab = 'oco';
  else if (partialTpSl || TP_SL_STOP_TYPES.test(stop)) tab = 'tpsl';
  else if (stop === 'TrailingStop') tab = 'trailingStop';
  else if (stop === 'MmRateClose') tab = 'mmrClose';
  else tab = 'conditional';
  if (tab === 'tpsl' && isOptionSymbol(order.symbol)) return null;
  return tab;
}

/** Live counts per sub-tab (every tab is counted, shown or not). */
export function countBySubTab(
  orders: readonly Pick<WireOrder, 'orderStatus' | 'stopOrderType' | 'symbol'>[],
): Record<OpenOrderSubTab, number> {
  const counts = Object.fromEntries(OPEN_ORDER_SUB_TABS.map((t) => [t, 0])) as Record<OpenOrderSubTab, number>;
  for (const o of orders) {
    const tab = subTabOf(o);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

/** The orders of one sub-tab. */
export function ordersOfSubTab<T extends Pick<WireOrder, 'orderStatus' | 'stopOrderType' | 'symbol'>>(
  orders: readonly T[],
  tab: OpenOrderSubTab,
): T[] {
  return orders.filter((o) => subTabOf(o) === tab);
}

/** What decides which sub-tabs exist besides the account kind. */
export interface SubTabContext {
  account: Pick<AccountKind, 'unified' | 'demo' | 'portfolioMargin'>;
  /** compliance flag conditionalTab (order-panel §6); true when the configuration does not say. */
  conditionalTab: boolean;
  /** the account may trade futures spreads */
  spreadAccess: boolean;
}

/** order-panel.md §2.2 and §6: is this open-orders sub-tab shown? */
export function isSubTabShown(tab: OpenOrderSubTab, ctx: SubTabContext): boolean {
  switch (tab) {
    case 'ordinary':
    case 'tpsl':
    case 'trailingStop':
      return true;
    case 'conditional':
      return ctx.conditionalTab;
    case 'oco':
      return !ctx.account.demo;
    case 'mmrClose':
      return !ctx.account.portfolioMargin;
    case 'spread':
      return ctx.account.unified === 2 && ctx.spreadAccess && !ctx.account.demo;
  }
}

export const shownSubTabs = (ctx: SubTabContext): OpenOrderSubTab[] =>
  OPEN_ORDER_SUB_TABS.filter((t) => isSubTabShown(t, ctx));

/** §4.1: a chosen (or stored) sub-tab that is not shown falls back to ordinary. */
export function effectiveSubTab(chosen: unknown, ctx: SubTabContext): OpenOrderSubTab {
  return isOpenOrderSubTab(chosen) && isSubTabShown(chosen, ctx) ? chosen : 'ordinary';
}

/** §5: the cancel-all button shows only with more than one order in the active sub-tab, the setting on, on open orders. */
export const showsCancelAll = (args: { ordersInSubTab: number; settingOn: boolean; onOpenOrders: boolean }): boolean =>
  args.onOpenOrders && args.settingOn && args.ordersInSubTab > 1;

export type CancelAllRequest =
  | {
      kind: 'integrated';
      body: { orderTypeList: string[]; symbol?: string };
    }
  | {
      kind: 'futureSpread';
      body: { cancel_all: true; contract_type: string; product_type: string; symbol?: string };
    };

/**
 * §3 / §7 cancel-all payload of a sub-tab. With all-markets on, every order of the sub-tab the
 * trader sees is cancelled (no symbol, no business line: the panel lists every line, so the
 * `usdt` marker would leave the USDC and inverse orders on screen); off, only the page's symbol.
 * The spread tab uses the combination endpoint (contract type and product type of a futures spread).
 */
export function cancelAllRequest(
  tab: OpenOrderSubTab,
  scope: { allMarkets: boolean; symbol: string | null },
): CancelAllRequest {
  const symbol = !scope.allMarkets && scope.symbol ? scope.symbol : undefined;
  if (tab === 'spread')
    return {
      kind: 'futureSpread',
      body: {
        cancel_all: true,
        contract_type: 'FutureSpread',
        product_type: 'Combination',
        ...(symbol ? { symbol } : {}),
      },
    };
  return { kind: 'integrated', body: { orderTypeList: [CANCEL_CODES[tab]], ...(symbol ? { symbol } : {}) } };
}
