/**
 * The placement flow (spec §4 "Order placement check result", §7 batch place), as thunks over the
 * shared store:
 *
 *   requestPlacement ─ ERROR ──────────────► issues shown next to their fields, nothing sent
 *        │ DOUBLE_CONFIRM / OFFSET_CONFIRM ► confirmation dialog ─ confirmPlacement ─┐
 *        │ SUCCESS ─────────────────────────────────────────────────────────────────┴► sendOrders
 *
 * - One submission at a time: anything but the `idle` phase refuses a new one (the form is locked
 *   while a request is in flight or its outcome is being reconciled).
 * - One intent, one order: the order just sent is refused unchanged for SAME_ORDER_REARM_MS
 *   (rules/submitGuard.ts), so a double Enter or double click that lands after the exchange already
 *   answered sends nothing twice. Both gates are read synchronously, before any await.
 * - Each leg is checked and sent with its own coin's config and position (a BTC leg keeps BTC's
 *   tick while the chain shows ETH); reduce-only legs need an opposite position.
 * - Every send makes new outRequestIds; none is ever sent twice.
 * - Prices that follow the market (a price source, an IV, a market order) are re-read at the
 *   moment of sending. If they moved past the deviation threshold since the dialog opened, the
 *   dialog says so and asks again instead of sending.
 * - A lost answer (timeout, network, 5xx, no body) is never retried: the order stream and then the
 *   order list tell whether the exchange took each order.
 * - A price stream that is not live turns a SUCCESS into a confirmation that says so.
 */
import BigNumber from 'bignumber.js';
import {
  selectDependenciesStatus,
  selectTickers,
  type AppDispatch,
  type OptionCommonConfig,
  type RootState,
} from 'shared-core';
import { tickersTopic } from '../chain/api';
import { coinOfSymbol, selectLegConfig } from './selectors';
import { handleApiError, handleOrderOutcome, isApiError, toLoadError } from 'shared-http';
import { selectDepth, selectOpenOrderEntities, selectPositions } from './accountSlice';
import type { EntryDeps, EntryThunk } from './deps';
import { cancelOrder, fetchOrders, placeBatch } from './api';
import { legMarket, resolveLeg } from './legs';
import {
  batchEndpoint,
  buildOrderRequest,
  collectOutcomes,
  isRepeatOfLastSend,
  newRequestId,
  placementCheck,
  sentTimeInForce,
  submissionFingerprint,
  type EntryLeg,
  type LegMarket,
  type PositionForMargin,
} from './rules';
import {
  cancelFinished,
  cancelRequested,
  cancelStarted,
  checkFailed,
  confirmOpened,
  reconcileGaveUp,
  reconciled,
  repeatRefused,
  selectForm,
  sendFailed,
  sendSettled,
  sendStarted,
} from './slice';
import type { CancelRequest, ConfirmRequest, LegOutcome, SeenPrice } from './formState';
import { currentOutcomes } from './submissionCases';

/** The placement thunks' dependencies, their extra argument (deps.ts). */
export type SubmitDeps = EntryDeps;

interface Entry {
  leg: EntryLeg;
  mkt: LegMarket | null;
  /** the leg's own coin's common config */
  cfg: OptionCommonConfig;
  position: PositionForMargin | null;
}

/** How long to wait before reading the order list after a lost answer, and how often to try. */
export const RECONCILE_DELAYS_MS = [1000, 2000, 4000] as const;

const defaultDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The legs one submission covers: the batch in batch mode, else the draft. */
export function legsToSend(state: RootState): EntryLeg[] {
  const form = selectForm(state);
  if (form.settings.batchMode) return form.batch;
  return form.draft ? [form.draft] : [];
}

/**
 * Each leg as it would be sent now, with its market, its own coin's config and its position; null
 * when a leg's config is not loaded (nothing can be checked, so nothing is sent).
 */
function entriesNow(state: RootState, legs: readonly EntryLeg[], nowMs: number): Entry[] | null {
  const tickers = selectTickers(state);
  const depth = selectDepth(state);
  const positions = selectPositions(state);
  const entries: Entry[] = [];
  for (const leg of legs) {
    const cfg = selectLegConfig(state, leg.symbol);
    if (!cfg) return null;
    const mkt = legMarket(leg.symbol, tickers, depth);
    const position = positions.find((p) => p.symbol === leg.symbol) ?? null;
    entries.push({ leg: resolveLeg(leg, mkt, cfg, nowMs), mkt, cfg, position });
  }
  return entries;
}

/** The price each leg would be sent at now (market legs: their protected price), and the mark. */
function seenPrices(entries: readonly Entry[], nowMs: number): Record<string, SeenPrice> {
  const seen: Record<string, SeenPrice> = {};
  for (const { leg, mkt, cfg } of entries) {
    if (!mkt) continue;
    const request = buildOrderRequest(leg, mkt, cfg, { requestId: 'x', placeMode: 1, nowMs });
    seen[leg.id] = { price: request.orderPrice, markPrice: mkt.markPrice };
  }
  return seen;
}

/** Relative move of b from a, or null when either is not a positive number. */
function relativeMove(a: string | undefined, b: string | undefined): BigNumber | null {
  const x = new BigNumber(a ?? NaN);
  const y = new BigNumber(b ?? NaN);
  if (!x.isFinite() || !y.isFinite() || x.lte(0)) return null;
  return y.minus(x).abs().div(x);
}

/**
 * Legs whose price or mark moved by at least the deviation threshold since `before`, or that
 * gained a deviation warning they did not have: the trader looked at other numbers.
 */
export function movedLegs(
  before: ConfirmRequest,
  seen: Record<string, SeenPrice>,
  deviations: ConfirmRequest['deviations'],
  threshold: string,
): string[] {
  const t = new BigNumber(threshold);
  const moved: string[] = [];
  for (const id of before.legIds) {
    const a = before.seen[id];
    const b = seen[id];
    const priceMove = relativeMove(a?.price, b?.price);
    const markMove = relativeMove(a?.markPrice, b?.markPrice);
    const newWarning = deviations.some((d) => d.legId === id) && !before.deviations.some((d) => d.legId === id);
    if ((priceMove && priceMove.gte(t)) || (markMove && markMove.gte(t)) || newWarning) moved.push(id);
  }
  return moved;
}

/** Submit (button or Enter): checks every leg; errors, a confirmation, or the send. */
export const requestPlacement: EntryThunk<Promise<void>> = async (dispatch, getState, deps) => {
  const state = getState();
  const form = selectForm(state);
  if (form.phase !== 'idle') return;
  const legs = legsToSend(state);
  if (legs.length === 0) return;
  const nowMs = (deps.now ?? Date.now)();
  // A field whose text is not a number (shown under it) keeps the leg from being sent.
  if (legs.some((l) => (form.inputIssues[l.id] ?? []).length > 0)) return;
  if (isRepeatOfLastSend(form.lastSend, submissionFingerprint(legs), nowMs)) {
    dispatch(repeatRefused(legs.map((l) => l.id)));
    return;
  }
  const entries = entriesNow(state, legs, nowMs);
  if (!entries) return;
  const check = placementCheck(entries, entries[0]!.cfg, { confirmOnOrder: form.settings.confirmOnOrder }, nowMs);
  if (check.result === 'ERROR') {
    dispatch(checkFailed(check.issuesByLeg));
    return;
  }
  // The prices these legs are sent at must be live: each leg's coin tickers (per-topic staleness).
  const priceTopics = [...new Set(legs.map((l) => coinOfSymbol(l.symbol)))].flatMap((c) =>
    c ? [{ stream: 'public' as const, topic: tickersTopic(c) }] : [],
  );
  const stale = selectDependenciesStatus(state, priceTopics) !== 'live';
  if (check.result === 'SUCCESS' && !stale) {
    await sendOrders(entries)(dispatch, getState, deps);
    return;
  }
  dispatch(
    confirmOpened({
      kind: check.result === 'OFFSET_CONFIRM' ? 'OFFSET_CONFIRM' : 'DOUBLE_CONFIRM',
      legIds: legs.map((l) => l.id),
      seen: seenPrices(entries, nowMs),
      deviations: check.deviations,
      moved: [],
      stale,
    }),
  );
};

/** Confirm in the dialog: re-reads the market; asks again if it moved, else sends. */
export const confirmPlacement: EntryThunk<Promise<void>> = async (dispatch, getState, deps) => {
  const state = getState();
  const form = selectForm(state);
  const before = form.confirm;
  if (form.phase !== 'confirm' || !before) return;
  const legs = legsToSend(state).filter((l) => before.legIds.includes(l.id));
  if (legs.length === 0) return;
  const nowMs = (deps.now ?? Date.now)();
  const entries = entriesNow(state, legs, nowMs);
  if (!entries) return;
  const cfg = entries[0]!.cfg;
  const check = placementCheck(entries, cfg, { confirmOnOrder: true }, nowMs);
  if (check.result === 'ERROR') {
    dispatch(checkFailed(check.issuesByLeg));
    return;
  }
  const seen = seenPrices(entries, nowMs);
  const moved = movedLegs(before, seen, check.deviations, cfg.priceDeviationPercentage);
  if (moved.length > 0) {
    dispatch(confirmOpened({ ...before, seen, deviations: check.deviations, moved }));
    return;
  }
  await sendOrders(entries)(dispatch, getState, deps);
};

/** A lost answer: no code from the exchange, so whether the orders exist is unknown. */
const isLostAnswer = (e: unknown): boolean =>
  !isApiError(e) || e.kind === 'timeout' || e.kind === 'network' || e.kind === 'malformed' || e.kind === 'http';

type OrderRequest = ReturnType<typeof buildOrderRequest>;
type PendingOutcome = Omit<LegOutcome, 'submissionId'>;
/** The requests of one submission by batch endpoint (one call each). */
type SendGroups = Map<string, { entry: Entry; request: OrderRequest }[]>;

/**
 * The last gate, read synchronously before anything is awaited: nothing is sent while a submission
 * is in flight or a field's text is not a number, and the order just sent is refused (said on its
 * legs). Returns the submission's fingerprint for the re-arm guard, or null when nothing may be sent.
 */
function passSendGate(
  dispatch: AppDispatch,
  state: RootState,
  entries: readonly Entry[],
  nowMs: number,
): string | null {
  const form = selectForm(state);
  if (form.phase === 'sending' || form.phase === 'reconciling') return null;
  if (entries.some((e) => (form.inputIssues[e.leg.id] ?? []).length > 0)) return null;
  // the legs as the trader set them (a following price by its source), not as resolved for sending
  const asSet = new Map(legsToSend(state).map((l) => [l.id, l]));
  const fingerprint = submissionFingerprint(entries.map((e) => asSet.get(e.leg.id) ?? e.leg));
  if (isRepeatOfLastSend(form.lastSend, fingerprint, nowMs)) {
    dispatch(repeatRefused(entries.map((e) => e.leg.id)));
    return null;
  }
  return fingerprint;
}

/** Each leg's request (a new outRequestId every time), grouped by batch endpoint, and its pending outcome. */
function planSend(
  entries: readonly Entry[],
  placeMode: 1 | 2,
  deps: EntryDeps,
  nowMs: number,
): { groups: SendGroups; pending: PendingOutcome[] } {
  const groups: SendGroups = new Map();
  const pending: PendingOutcome[] = [];
  for (const entry of entries) {
    if (!entry.mkt) continue;
    const request = buildOrderRequest(entry.leg, entry.mkt, entry.cfg, { requestId: newRequestId(), placeMode, nowMs });
    const path = batchEndpoint(entry.leg.settleCoin, deps.useAltUsdcPath ?? false);
    groups.set(path, [...(groups.get(path) ?? []), { entry, request }]);
    pending.push({
      legId: entry.leg.id,
      symbol: entry.leg.symbol,
      outRequestId: request.outRequestId,
      side: entry.leg.side,
      qty: request.orderQty,
      price: request.orderPrice,
      status: 'pending',
      code: 0,
      message: '',
      timeInForce: sentTimeInForce(entry.leg),
    });
  }
  return { groups, pending };
}

/** Per-leg outcomes of a batch answer; a result missing from the list is reconciled like a lost answer. */
function settledOutcomes(
  perLeg: ReturnType<typeof collectOutcomes>['perLeg'],
): Record<string, Pick<LegOutcome, 'status' | 'code' | 'message' | 'orderId'>> {
  return Object.fromEntries(
    Object.entries(perLeg).map(([legId, o]) => [
      legId,
      { ...o, status: o.status === 'missing' ? 'unknown' : o.status },
    ]),
  );
}

/** One batch endpoint's call: its per-order outcomes (the codes that are toasted, toasted), or its failure. */
const sendGroup =
  (path: string, group: readonly { entry: Entry; request: OrderRequest }[]): EntryThunk<Promise<void>> =>
  async (dispatch, _getState, deps) => {
    const legs = group.map((g) => ({ id: g.entry.leg.id, symbol: g.entry.leg.symbol }));
    try {
      const results = await placeBatch(
        deps.http,
        path,
        group.map((g) => g.request),
      );
      const collected = collectOutcomes(legs, results);
      for (const toast of collected.toastCodes) {
        handleOrderOutcome({ errorCode: toast.code, errorMsg: toast.message }, { bus: deps.bus });
      }
      dispatch(
        sendSettled({
          outcomes: settledOutcomes(collected.perLeg),
          deviationsBySymbol: collected.deviationsBySymbol,
          sent: group.map((g) => g.entry.leg),
        }),
      );
    } catch (e) {
      const lost = isLostAnswer(e);
      const code = toLoadError(e).code;
      const message = e instanceof Error ? e.message : String(e);
      if (isApiError(e) && !e.handled) handleApiError(e, { bus: deps.bus });
      dispatch(sendFailed({ legIds: legs.map((l) => l.id), lost, code, message }));
    }
  };

/** Sends the legs (one call per batch endpoint) and records every per-order outcome. */
export const sendOrders =
  (entries: readonly Entry[]): EntryThunk<Promise<void>> =>
  async (dispatch, getState, deps) => {
    const nowMs = (deps.now ?? Date.now)();
    const fingerprint = passSendGate(dispatch, getState(), entries, nowMs);
    if (fingerprint === null) return;
    const placeMode = selectForm(getState()).settings.batchMode ? 2 : 1;
    const { groups, pending } = planSend(entries, placeMode, deps, nowMs);
    if (pending.length === 0) return;
    dispatch(sendStarted({ outcomes: pending, lastSend: { fingerprint, atMs: nowMs } }));
    for (const [path, group] of groups) await sendGroup(path, group)(dispatch, getState, deps);
    if (selectForm(getState()).phase === 'reconciling') await reconcile(dispatch, getState, deps);
  };

/** Reads the order list for the legs whose answer was lost (never re-sends them). */
export const reconcile: EntryThunk<Promise<void>> = async (dispatch, getState, deps) => {
  const delay = deps.delay ?? defaultDelay;
  for (const ms of RECONCILE_DELAYS_MS) {
    await delay(ms);
    const unknown = currentOutcomes(selectForm(getState())).filter((o) => o.status === 'unknown');
    if (unknown.length === 0) return; // the order stream settled them meanwhile
    try {
      const found: Record<string, string> = {};
      for (const symbol of new Set(unknown.map((o) => o.symbol))) {
        for (const order of await fetchOrders(deps.http, { status: 'all', symbol })) {
          if (order.orderLinkId) found[order.orderLinkId] = order.orderId;
        }
      }
      dispatch(reconciled(found));
      return;
    } catch {
      // the list could not be read: wait longer and try again
    }
  }
  dispatch(reconcileGaveUp());
};

/** Cancel from the entry's open orders: confirmed first when the setting says so. */
export const requestCancel =
  (order: CancelRequest): EntryThunk<Promise<void>> =>
  async (dispatch, getState, deps) => {
    if (selectForm(getState()).settings.confirmOnCancel) {
      dispatch(cancelRequested(order));
      return;
    }
    await performCancel(order)(dispatch, getState, deps);
  };

/** Cancel from the entry's open orders by id: the order as the list has it now (nothing when it left the list). */
export const requestCancelOf =
  (orderId: string): EntryThunk<Promise<void>> =>
  async (dispatch, getState, deps) => {
    const o = selectOpenOrderEntities(getState())[orderId];
    if (!o) return;
    await requestCancel({ orderId, symbol: o.symbol, side: o.side, price: o.price, qty: o.qty })(
      dispatch,
      getState,
      deps,
    );
  };

/** Confirmed in the cancel dialog: cancels the order it asked about. */
export const confirmCancel: EntryThunk<Promise<void>> = async (dispatch, getState, deps) => {
  const order = selectForm(getState()).cancel;
  if (order) await performCancel(order)(dispatch, getState, deps);
};

export const performCancel =
  (order: CancelRequest): EntryThunk<Promise<void>> =>
  async (dispatch, getState, deps) => {
    if (selectForm(getState()).cancelling.includes(order.orderId)) return;
    dispatch(cancelStarted(order.orderId));
    try {
      await cancelOrder(deps.http, order.orderId, order.symbol);
      dispatch(cancelFinished({ orderId: order.orderId, cancelled: true }));
    } catch (e) {
      if (isApiError(e) && !e.handled) handleApiError(e, { bus: deps.bus });
      dispatch(cancelFinished({ orderId: order.orderId, cancelled: false }));
    }
  };
