import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopicsStatusBadge,
  WidgetFrame,
  selectAccountKind,
  selectCurrentSymbol,
  useAppDispatch,
  useAppSelector,
  type TopicRef,
} from 'shared-core';
import { handleApiError, rejectedLoadError, useHostServices, useLiveTopic } from 'shared-http';
import { OPEN_ORDERS_TABLE } from 'shared-core/dataTable';
import { NS } from '../../i18n';
import { REMOTE_VERSION } from '../../version';
import { ORDER_TOPIC } from '../openOrders/api';
import {
  cancelAllNotices,
  NOTICE_MS,
  parseDoubleConfirm,
  singleCancelNotices,
  type Notice,
} from '../openOrders/bulkNotices';
import { OpenOrdersSubTabs } from '../openOrders/OpenOrdersSubTabs';
import {
  cancelAllRequest,
  effectiveSubTab,
  shownSubTabs,
  showsCancelAll,
  type OpenOrderSubTab,
  type SubTabContext,
} from '../openOrders/subTabs';
import { CurrentInstrumentFilter } from '../openOrders/CurrentInstrumentFilter';
import { OpenOrdersTable } from '../openOrders/OpenOrdersTable';
import {
  cancelAllInSubTab,
  cancelOpenOrder,
  currentOnlyToggled,
  loadOpenOrders,
  makeSelectSubTabRows,
  selectCancelAllPending,
  selectChosenSubTab,
  selectSubTabCounts,
  subTabSelected,
  selectActiveTab,
  selectCancelling,
  selectCurrentOnly,
  selectOpenOrderCount,
  selectOpenOrderList,
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

/** A sub-tab's own table id: its column layout is saved apart (ordinary keeps the original id). */
export const subTabTableId = (tab: OpenOrderSubTab): string =>
  tab === 'ordinary' ? OPEN_ORDERS_TABLE : `${OPEN_ORDERS_TABLE}_${tab.toUpperCase()}`;

const DOUBLE_CONFIRM_LIST = '/user/double-confirm/list';

/** The connected order panel: tab strip, open orders from the snapshot and `user.order` pushes. */
export function OrderPanelWidget() {
  const { t } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const activeTab = useAppSelector(selectActiveTab);
  const account = useAppSelector(selectAccountKind);
  const chosenSubTab = useAppSelector(selectChosenSubTab);
  const counts = useAppSelector(selectSubTabCounts);
  const cancelAllPending = useAppSelector(selectCancelAllPending);
  // Spread access is not in the profile the simulator serves: no spread tab until it is.
  const subTabContext = useMemo<SubTabContext>(
    () => ({ account, conditionalTab: true, spreadAccess: false }),
    [account],
  );
  const subTabs = useMemo(() => shownSubTabs(subTabContext), [subTabContext]);
  const subTab = effectiveSubTab(chosenSubTab, subTabContext);
  const selectRows = useMemo(() => makeSelectSubTabRows(subTab), [subTab]);
  const rows = useAppSelector(selectRows);
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

  // The double-confirm flags (cancelAllConfirm, cancelOrderNotifyClose): read once per session.
  const [flags, setFlags] = useState(() => parseDoubleConfirm(''));
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ confirms?: unknown }>(DOUBLE_CONFIRM_LIST, undefined, { signal: controller.signal })
      .then((r) => setFlags(parseDoubleConfirm(r.confirms)))
      .catch(() => undefined); // unknown flags: ask nothing extra, show every notice
    return () => controller.abort();
  }, [http]);
  const cancelNoticeOff = flags.has('cancelOrderNotifyClose');

  const notify = useCallback(
    (notices: readonly Notice[]) => {
      for (const n of notices)
        bus.publish({
          type: 'toast',
          severity: n.severity,
          title: t(n.title),
          messageKey: `${NS}:${n.key}`,
          durationMs: NOTICE_MS,
        });
    },
    [bus, t],
  );

  const onCancel = (orderId: string) => {
    const order = orders.find((o) => o.orderId === orderId);
    if (!order) return;
    void dispatch(cancelOpenOrder({ http, order })).then((action) => {
      if (cancelOpenOrder.rejected.match(action)) {
        const e = rejectedLoadError(action.payload, action.error);
        // The exchange refused: 'CancelFailure'. No answer (network, HTTP, timeout): the shared
        // catalogue says the server could not be reached, as the cancel may have gone through.
        if (e.kind === 'business') notify(singleCancelNotices({ ok: false, code: e.code }, cancelNoticeOff));
        else handleApiError(e, { bus });
      } else notify(singleCancelNotices({ ok: true }, cancelNoticeOff));
    });
  };

  const onCancelAll = () => {
    const request = cancelAllRequest(subTab, { allMarkets: !currentOnly, symbol: currentSymbol });
    void dispatch(cancelAllInSubTab({ http, subTab, request })).then((action) => {
      if (cancelAllInSubTab.fulfilled.match(action)) notify(cancelAllNotices({ ok: true }, cancelNoticeOff));
      else if (cancelAllInSubTab.rejected.match(action) && !action.meta.condition) {
        const e = rejectedLoadError(action.payload, action.error);
        notify(cancelAllNotices({ ok: false, code: e.code }, cancelNoticeOff));
        // the fail path: what was cancelled and what is left, from the exchange
        void reload();
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
        <>
          <OpenOrdersSubTabs
            tabs={subTabs}
            active={subTab}
            counts={counts}
            onChange={(tab) => dispatch(subTabSelected(tab))}
            showCancelAll={showsCancelAll({ ordersInSubTab: rows.length, settingOn: true, onOpenOrders: true })}
            confirmCancelAll={flags.has('cancelAllConfirm')}
            cancelAllPending={cancelAllPending !== null}
            onCancelAll={onCancelAll}
          />
          <OpenOrdersTable
            key={subTab}
            tableId={subTabTableId(subTab)}
            showTrigger={subTab === 'conditional' || subTab === 'tpsl'}
            label={t(`subTabs.${subTab}`)}
            rows={rows}
            status={status}
            error={error}
            cancelling={cancelling}
            onCancel={onCancel}
            onRetry={() => void reload()}
            onTrace={onTrace}
          />
        </>
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
