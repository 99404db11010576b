import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopicsStatusBadge,
  usePrefetchWhenIdle,
  WidgetFrame,
  selectAccountKind,
  selectCurrentSymbol,
  type ContractSymbolConfig,
  selectUser,
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
  withDoubleConfirm,
  confirmsText,
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
  selectListedOpenOrderCount,
  selectOpenOrderList,
  selectOpenOrdersError,
  selectOpenOrdersStatus,
  tabSelected,
} from '../openOrders/slice';
import { asksBeforeCloseAll, showsCloseAll, showsOptionTip } from '../closeAll/rules';
import { useCloseAll } from '../closeAll/useCloseAll';
import { useCompliance } from '../compliance/useCompliance';
import { InstrumentTypeFilter } from '../tabs/InstrumentTypeFilter';
import {
  AssetsContent,
  BorrowingsContent,
  CloseAllContent,
  LAZY_TAB_CONTENT,
  LtRecordsContent,
  OrderHistoryContent,
  PnlContent,
  PositionsContent,
  RepayContent,
  TradeHistoryContent,
} from '../tabs/lazyContent';
import { ToolsContent } from '../tabs/lazyContent';
import { OrderPanelTabs } from '../tabs/OrderPanelTabs';
import { PanelSettings } from '../tabs/PanelSettings';
import {
  activeAfterHide,
  allowedFilters,
  filterAfterAllMarkets,
  hideTab,
  matchesFilter,
  moveTab,
  restoreTab,
  storedFilter,
  visibleTabs,
} from '../tabs/prefs';
import type { PanelTab } from '../tabs/tabs';
import type { InstrumentFilter, TabContentProps } from '../tabs/types';
import { usePanelPrefs } from '../tabs/usePanelPrefs';
import { allowedTabs, hasSpreadAccess, showsInstrumentFilter, showsUta1Tips } from '../tabs/visibility';
import { PanelTips } from '../tips/PanelTips';
import { useLeveragedToken } from '../leveragedToken/useLeveragedToken';
import { spreadMatchesFilter, spreadRows, spreadRowsInScope } from '../spread/rules';
import { SpreadOrdersTable } from '../spread/SpreadOrdersTable';
import { useSpreadOrders } from '../spread/useSpreadOrders';
import { useTradeNotices } from '../notifications/useTradeNotices';

/** What the panel shows live: open orders, from `user.order` pushes (quiet: live while its socket answers). */
const LIVE_DEPENDENCIES: readonly TopicRef[] = [{ stream: 'private', topic: ORDER_TOPIC }];

/** A sub-tab's own table id: its column layout is saved apart (ordinary keeps the original id). */
export const subTabTableId = (tab: OpenOrderSubTab): string =>
  tab === 'ordinary' ? OPEN_ORDERS_TABLE : `${OPEN_ORDERS_TABLE}_${tab.toUpperCase()}`;

const DOUBLE_CONFIRM_LIST = '/user/double-confirm/list';
const SYMBOL_CONFIG_PATH = '/contract/v5/public/symbol-config';
const DOUBLE_CONFIRM_SAVE = '/user/double-confirm/save';

/** The connected order panel: tab strip, open orders from the snapshot and `user.order` pushes. */
export function OrderPanelWidget() {
  const { t, i18n } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const chosenTab = useAppSelector(selectActiveTab);
  const user = useAppSelector(selectUser);
  const compliance = useCompliance(http);
  const [prefs, updatePrefs] = usePanelPrefs(user?.userId);
  const account = useAppSelector(selectAccountKind);
  const chosenSubTab = useAppSelector(selectChosenSubTab);
  const counts = useAppSelector(selectSubTabCounts);
  const cancelAllPending = useAppSelector(selectCancelAllPending);
  // spread access from the profile (exchange-sim `spreadAccess`); the sub-tab also needs UTA2, not demo
  const spreadAccess = hasSpreadAccess(user);
  const subTabContext = useMemo<SubTabContext>(
    () => ({ account, conditionalTab: compliance.flags.conditionalTab, spreadAccess }),
    [account, compliance.flags.conditionalTab, spreadAccess],
  );
  // §2.1: the leveraged-token records exist only while the page shows a leveraged token
  const leveragedToken = useLeveragedToken(http, useAppSelector(selectCurrentSymbol));
  const allowed = useMemo(
    () => allowedTabs(account, compliance.flags).filter((t) => t !== 'leveragedToken' || leveragedToken !== null),
    [account, compliance.flags, leveragedToken],
  );
  const tabs = useMemo(() => visibleTabs(prefs.layout, allowed), [prefs.layout, allowed]);
  // a tab removed by compliance or hidden falls back to the first one shown
  const activeTab: PanelTab = tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'openOrders');
  const subTabs = useMemo(() => shownSubTabs(subTabContext), [subTabContext]);
  const subTab = effectiveSubTab(chosenSubTab, subTabContext);
  // the spread-trading sub-tab lists the combination orders (their own list, features/spread)
  const spread = useSpreadOrders(http, subTabs.includes('spread'));
  // order values at each symbol's precision from its config (tickSize, lotFraction), not guessed
  // from the decimals of a wire string; until the configs answer, the wire's decimals
  const [configs, setConfigs] = useState<Readonly<Record<string, ContractSymbolConfig>>>({});
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ list?: ContractSymbolConfig[] }>(SYMBOL_CONFIG_PATH, undefined, { signal: controller.signal, cache: true })
      .then((r) => {
        const bySymbol: Record<string, ContractSymbolConfig> = {};
        for (const c of Array.isArray(r?.list) ? r.list : [])
          if (c && typeof c.symbol === 'string') bySymbol[c.symbol] = c;
        setConfigs(bySymbol);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [http]);
  const selectRows = useMemo(() => makeSelectSubTabRows(subTab, configs), [subTab, configs]);
  const subTabRows = useAppSelector(selectRows);
  const orders = useAppSelector(selectOpenOrderList);
  const count = useAppSelector(selectListedOpenOrderCount);
  const status = useAppSelector(selectOpenOrdersStatus);
  const error = useAppSelector(selectOpenOrdersError);
  const cancelling = useAppSelector(selectCancelling);
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const currentOnly = useAppSelector(selectCurrentOnly);
  const allMarkets = !currentOnly;
  // the filter last chosen, stored per user; read back per tab and account (§5)
  const setChosenFilter = (f: InstrumentFilter) => updatePrefs((p) => ({ ...p, instrumentFilter: f }));
  const filterShown = showsInstrumentFilter(account, compliance.flags);
  const instrumentFilter: InstrumentFilter = filterShown
    ? filterAfterAllMarkets(storedFilter(prefs.instrumentFilter, activeTab, account), allMarkets)
    : 'ALL';
  const rows = useMemo(
    () =>
      instrumentFilter === 'ALL' ? subTabRows : subTabRows.filter((r) => matchesFilter(r.symbol, instrumentFilter)),
    [subTabRows, instrumentFilter],
  );
  const accountSpreadRows = useMemo(() => spreadRows(spread.list, i18n.language), [spread.list, i18n.language]);
  const allSpreadRows = useMemo(
    () => spreadRowsInScope(accountSpreadRows, currentOnly ? currentSymbol : null),
    [accountSpreadRows, currentOnly, currentSymbol],
  );
  const shownSpreadRows = spreadMatchesFilter(instrumentFilter) ? allSpreadRows : [];
  const shownCounts = useMemo(() => ({ ...counts, spread: allSpreadRows.length }), [counts, allSpreadRows.length]);
  const rowsInSubTab = subTab === 'spread' ? shownSpreadRows.length : rows.length;
  const [assetsEpoch, setAssetsEpoch] = useState(0);
  const onRepaid = useCallback(() => setAssetsEpoch((n) => n + 1), []);
  // §4.1: turning all-markets off resets the filter to ALL
  const setAllMarkets = (on: boolean) => {
    if (!on) setChosenFilter('ALL');
    dispatch(currentOnlyToggled(!on));
  };

  const settingsOrder = useMemo(() => prefs.layout.order.filter((t) => allowed.includes(t)), [prefs.layout, allowed]);
  const onHideTab = (tab: PanelTab, neverAskAgain: boolean) => {
    updatePrefs((p) => ({ ...p, layout: hideTab(p.layout, tab), confirmHide: neverAskAgain ? false : p.confirmHide }));
    if (tab === activeTab) dispatch(tabSelected(activeAfterHide(tabs, activeTab, tab)));
  };
  const onMoveTab = (tab: PanelTab, by: -1 | 1) => {
    const over = settingsOrder[settingsOrder.indexOf(tab) + by];
    if (over) updatePrefs((p) => ({ ...p, layout: moveTab(p.layout, tab, over) }));
  };

  // the other tabs' content: lazy chunks, in before the trader opens them
  usePrefetchWhenIdle(LAZY_TAB_CONTENT);
  const reload = useCallback(() => dispatch(loadOpenOrders({ http })), [dispatch, http]);

  // The count on the tab is always live, whichever tab is open.
  useLiveTopic({ stream: 'private', topic: ORDER_TOPIC, reload });
  // order-panel §4.5: the trade notices of the seven topics, on the host's toast stack
  useTradeNotices();
  const onTrace = useCallback((code: number, detail?: string) => bus.publish({ type: 'trace', code, detail }), [bus]);

  // The double-confirm list (cancelAllConfirm, cancelOrderNotifyClose, …): read at start, then
  // followed when a widget saves it (the notice switches publish doubleConfirm.changed).
  const [confirms, setConfirms] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ confirms?: unknown }>(DOUBLE_CONFIRM_LIST, undefined, { signal: controller.signal })
      .then((r) => setConfirms(confirmsText(r.confirms)))
      .catch(() => undefined); // unknown flags: ask nothing extra, show every notice
    const changed = bus.on('doubleConfirm.changed').subscribe((e) => setConfirms(confirmsText(e.confirms)));
    return () => {
      controller.abort();
      changed.unsubscribe();
    };
  }, [http, bus]);
  const flags = useMemo(() => parseDoubleConfirm(confirms), [confirms]);
  const cancelNoticeOff = flags.has('cancelOrderNotifyClose');
  const closeAll = useCloseAll(http, bus, activeTab === 'positions');
  const onCloseAll = (dontAskAgain: boolean) => {
    if (dontAskAgain) {
      // the flag is the trader's choice: kept for this page even if saving it fails; the whole
      // list is saved (the save replaces it), so the other settings' flags stay as they were
      const next = withDoubleConfirm(confirms, 'hideCloseAllPosition', true);
      bus.publish({ type: 'doubleConfirm.changed', confirms: next.join(',') });
      void http.post(DOUBLE_CONFIRM_SAVE, { confirms: next }).catch(() => undefined);
    }
    closeAll.closeAll();
  };

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
        if (e.kind === 'business') notify(singleCancelNotices({ ok: false, code: e.code }));
        else handleApiError(e, { bus });
      } // gone through: the order's push brings its cancel notice (features/notifications)
    });
  };

  const onCancelAll = () => {
    const request = cancelAllRequest(subTab, { allMarkets: !currentOnly, symbol: currentSymbol });
    void dispatch(cancelAllInSubTab({ http, subTab, request })).then((action) => {
      // the spread list is not pushed: read it again whatever the answer
      if (subTab === 'spread' && !(cancelAllInSubTab.rejected.match(action) && action.meta.condition)) spread.reload();
      if (cancelAllInSubTab.fulfilled.match(action)) notify(cancelAllNotices({ ok: true }, cancelNoticeOff));
      else if (cancelAllInSubTab.rejected.match(action) && !action.meta.condition) {
        const e = rejectedLoadError(action.payload, action.error);
        notify(cancelAllNotices({ ok: false, code: e.code }, cancelNoticeOff));
        // the fail path: what was cancelled and what is left, from the exchange
        void reload();
      }
    });
  };

  const content: TabContentProps = { instrumentFilter, allMarkets };

  return (
    <WidgetFrame
      title={t('title')}
      versionLabel={REMOTE_VERSION}
      status={<TopicsStatusBadge deps={LIVE_DEPENDENCIES} />}
      actions={
        <>
          {filterShown ? (
            <InstrumentTypeFilter
              value={instrumentFilter}
              options={allowedFilters(activeTab)}
              disabled={!allMarkets}
              onChange={setChosenFilter}
            />
          ) : null}
          <CurrentInstrumentFilter
            symbol={currentSymbol}
            checked={currentOnly}
            onChange={(checked) => setAllMarkets(!checked)}
          />
          <PanelSettings
            tabs={settingsOrder}
            hidden={prefs.layout.hidden}
            settings={{ ...prefs.settings, allMarkets }}
            confirmHide={prefs.confirmHide}
            onHide={onHideTab}
            onRestore={(tab) => updatePrefs((p) => ({ ...p, layout: restoreTab(p.layout, tab) }))}
            onMove={onMoveTab}
            onSettingChange={(key, on) => {
              if (key === 'allMarkets') setAllMarkets(on);
              else updatePrefs((p) => ({ ...p, settings: { ...p.settings, [key]: on } }));
            }}
          />
        </>
      }
      testId="order-panel-widget"
    >
      <OrderPanelTabs
        active={activeTab}
        tabs={tabs}
        // the account's open orders, spread orders included (whatever the all-markets scope)
        openOrderCount={count + accountSpreadRows.length}
        onChange={(tab) => dispatch(tabSelected(tab))}
        onReorder={(tab, over) => updatePrefs((p) => ({ ...p, layout: moveTab(p.layout, tab, over) }))}
      />
      <PanelTips
        userId={user?.userId}
        activeTab={activeTab}
        openOrderCount={count}
        uta1Tips={showsUta1Tips(account, compliance.flags)}
        newUserTips={compliance.flags.integratedNewUserTips}
      />
      {activeTab === 'openOrders' ? (
        <>
          <OpenOrdersSubTabs
            tabs={subTabs}
            active={subTab}
            counts={shownCounts}
            onChange={(tab) => {
              if (tab === 'spread') spread.reload();
              dispatch(subTabSelected(tab));
            }}
            // under a narrowing instrument filter the exchange's cancel-all would also take orders
            // the trader does not see: it is offered for the whole sub-tab only
            showCancelAll={
              instrumentFilter === 'ALL' &&
              showsCancelAll({ ordersInSubTab: rowsInSubTab, settingOn: prefs.settings.cancelAll, onOpenOrders: true })
            }
            confirmCancelAll={flags.has('cancelAllConfirm')}
            cancelAllPending={cancelAllPending !== null}
            onCancelAll={onCancelAll}
          />
          {subTab === 'spread' ? (
            <SpreadOrdersTable
              rows={shownSpreadRows}
              status={spread.status}
              error={spread.error}
              onRetry={spread.reload}
              onTrace={onTrace}
            />
          ) : (
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
          )}
        </>
      ) : activeTab === 'positions' ? (
        <Suspense fallback={null}>
          <CloseAllContent.Component
            showButton={
              instrumentFilter === 'ALL' && showsCloseAll(closeAll.summary, prefs.settings.closeAll, allMarkets)
            }
            showOptionTip={showsOptionTip(closeAll.summary)}
            confirm={asksBeforeCloseAll(flags)}
            pending={closeAll.pending}
            onCloseAll={onCloseAll}
          />
          <PositionsContent.Component {...content} />
        </Suspense>
      ) : activeTab === 'orderHistory' ? (
        <Suspense fallback={null}>
          <OrderHistoryContent.Component {...content} />
        </Suspense>
      ) : activeTab === 'tradeHistory' ? (
        <Suspense fallback={null}>
          <TradeHistoryContent.Component {...content} />
        </Suspense>
      ) : activeTab === 'assets' ? (
        <Suspense fallback={null}>
          <RepayContent.Component demo={account.demo} onRepaid={onRepaid} />
          <AssetsContent.Component key={assetsEpoch} {...content} />
        </Suspense>
      ) : activeTab === 'pnl' ? (
        <Suspense fallback={null}>
          <PnlContent.Component {...content} />
        </Suspense>
      ) : activeTab === 'borrowings' ? (
        <Suspense fallback={null}>
          <BorrowingsContent.Component {...content} />
        </Suspense>
      ) : activeTab === 'leveragedToken' ? (
        <Suspense fallback={null}>
          <LtRecordsContent.Component {...content} />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <ToolsContent.Component {...content} />
        </Suspense>
      )}
    </WidgetFrame>
  );
}
