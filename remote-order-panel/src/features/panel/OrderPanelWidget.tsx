import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopicsStatusBadge,
  WidgetFrame,
  selectCurrentSymbol,
  useAppDispatch,
  useAppSelector,
  type TopicRef,
} from 'shared-core';
import { handleApiError, rejectedLoadError, useHostServices, useLiveTopic } from 'shared-http';
import { NS } from '../../i18n';
import { REMOTE_VERSION } from '../../version';
import { ORDER_TOPIC } from '../openOrders/api';
import { CurrentInstrumentFilter } from '../openOrders/CurrentInstrumentFilter';
import { OpenOrdersTable } from '../openOrders/OpenOrdersTable';
import {
  cancelOpenOrder,
  currentOnlyToggled,
  loadOpenOrders,
  selectActiveTab,
  selectCancelling,
  selectCurrentOnly,
  selectOpenOrderCount,
  selectOpenOrderList,
  selectOpenOrderRows,
  selectOpenOrdersError,
  selectOpenOrdersStatus,
  tabSelected,
} from '../openOrders/slice';
import { AssetsTab } from '../assets/AssetsTab';
import { OrderHistoryTab } from '../history/OrderHistoryTab';
import { TradeHistoryTab } from '../history/TradeHistoryTab';
import { PositionsTab } from '../positionsTab/PositionsTab';
import { ComingSoon, OrderPanelTabs } from '../tabs/OrderPanelTabs';
import type { TabContentProps } from '../tabs/types';

/** What the panel shows live: open orders, from `user.order` pushes (quiet: live while its socket answers). */
const LIVE_DEPENDENCIES: readonly TopicRef[] = [{ stream: 'private', topic: ORDER_TOPIC }];

/** The connected order panel: tab strip, open orders from the snapshot and `user.order` pushes. */
export function OrderPanelWidget() {
  const { t } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const activeTab = useAppSelector(selectActiveTab);
  const rows = useAppSelector(selectOpenOrderRows);
  const orders = useAppSelector(selectOpenOrderList);
  const count = useAppSelector(selectOpenOrderCount);
  const status = useAppSelector(selectOpenOrdersStatus);
  const error = useAppSelector(selectOpenOrdersError);
  const cancelling = useAppSelector(selectCancelling);
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const currentOnly = useAppSelector(selectCurrentOnly);

  const reload = useCallback(() => dispatch(loadOpenOrders({ http })), [dispatch, http]);

  // The count on the tab is always live, whichever tab is open.
  useLiveTopic({ stream: 'private', topic: ORDER_TOPIC, reload });
  const onTrace = useCallback((code: number, detail?: string) => bus.publish({ type: 'trace', code, detail }), [bus]);

  const onCancel = (orderId: string) => {
    const order = orders.find((o) => o.orderId === orderId);
    if (!order) return;
    void dispatch(cancelOpenOrder({ http, order })).then((action) => {
      if (cancelOpenOrder.rejected.match(action)) {
        const e = rejectedLoadError(action.payload, action.error);
        handleApiError(e, { bus });
      }
    });
  };

  const content: TabContentProps = { instrumentFilter: 'ALL', allMarkets: !currentOnly };

  return (
    <WidgetFrame
      title={t('title')}
      versionLabel={REMOTE_VERSION}
      status={<TopicsStatusBadge deps={LIVE_DEPENDENCIES} />}
      actions={
        <CurrentInstrumentFilter
          symbol={currentSymbol}
          checked={currentOnly}
          onChange={(checked) => dispatch(currentOnlyToggled(checked))}
        />
      }
      testId="order-panel-widget"
    >
      <OrderPanelTabs active={activeTab} openOrderCount={count} onChange={(tab) => dispatch(tabSelected(tab))} />
      {activeTab === 'openOrders' ? (
        <OpenOrdersTable
          rows={rows}
          status={status}
          error={error}
          cancelling={cancelling}
          onCancel={onCancel}
          onRetry={() => void reload()}
          onTrace={onTrace}
        />
      ) : activeTab === 'positions' ? (
        <PositionsTab {...content} />
      ) : activeTab === 'orderHistory' ? (
        <OrderHistoryTab {...content} />
      ) : activeTab === 'tradeHistory' ? (
        <TradeHistoryTab {...content} />
      ) : activeTab === 'assets' ? (
        <AssetsTab {...content} />
      ) : (
        <ComingSoon tab={activeTab} />
      )}
    </WidgetFrame>
  );
}
