import { ComingSoon } from '../tabs/OrderPanelTabs';
import type { TabContentProps } from '../tabs/types';

/** INTERFACE ONLY (issue 18 builds it): the content of the orderHistory tab. */
export function OrderHistoryTab(_props: TabContentProps) {
  return <ComingSoon tab="orderHistory" />;
}
