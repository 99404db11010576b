import { ComingSoon } from '../tabs/OrderPanelTabs';
import type { TabContentProps } from '../tabs/types';

/** INTERFACE ONLY (issue 18 builds it): the content of the tradeHistory tab. */
export function TradeHistoryTab(_props: TabContentProps) {
  return <ComingSoon tab="tradeHistory" />;
}
