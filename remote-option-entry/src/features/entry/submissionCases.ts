/**
 * The placement's phases and outcomes as case reducers of the form slice (slice.ts): check,
 * confirmation, send, per-order outcomes, reconciliation of lost answers, the re-arm guard.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PushedOrder } from './orderPushes';
import {
  MAX_SUBMISSIONS_KEPT,
  type ConfirmRequest,
  type LegOutcome,
  type OptionEntryFormState,
  type OutcomeStatus,
} from './formState';
import { rememberLastModes, type EntryLeg, type FieldIssue, type LastSend } from './rules';

/** A `user.order` push: the outcome of its outRequestId learns what became of the order. */
export function applyOrder(state: OptionEntryFormState, o: PushedOrder): void {
  // A pushed order confirms a placement whose answer is pending or was lost.
  const outcome = state.outcomes.find((x) => x.outRequestId === o.orderLinkId);
  if (outcome) {
    outcome.orderStatus = o.orderStatus;
    if (typeof o.cumExecQty === 'string') outcome.filledQty = o.cumExecQty;
  }
  if (outcome && (outcome.status === 'pending' || outcome.status === 'unknown' || outcome.status === 'notPlaced')) {
    if (o.orderStatus === 'Rejected') {
      outcome.status = 'failed';
    } else {
      outcome.status = 'placed';
      outcome.code = 0;
      outcome.orderId = o.orderId;
    }
  }
  if (state.phase === 'reconciling') settlePhase(state);
}

/** The outcomes of the submission in flight (or the last one). */
export const currentOutcomes = (state: Pick<OptionEntryFormState, 'outcomes' | 'submissionSeq'>): LegOutcome[] =>
  state.outcomes.filter((o) => o.submissionId === state.submissionSeq);

/** Outcomes that leave nothing on the exchange: sending the same order again doubles nothing. */
const NOTHING_PLACED: ReadonlySet<OutcomeStatus> = new Set([
  'failed',
  'deviationWarning',
  'deviationExceeded',
  'notPlaced',
]);

/**
 * After an answer: still sending while any leg waits, reconciling while any is unknown. When the
 * exchange took none of the submission's orders, the re-arm guard is lifted: an immediate retry
 * cannot double anything.
 */
function settlePhase(state: OptionEntryFormState): void {
  const current = currentOutcomes(state);
  if (current.length > 0 && current.every((o) => NOTHING_PLACED.has(o.status))) state.lastSend = null;
  if (current.some((o) => o.status === 'pending')) state.phase = 'sending';
  else if (current.some((o) => o.status === 'unknown')) state.phase = 'reconciling';
  else state.phase = 'idle';
}

/** The submission case reducers (spread into the slice's reducers). */
export const submissionCases = {
  checkFailed(state: OptionEntryFormState, action: PayloadAction<Record<string, FieldIssue[]>>) {
    state.issues = action.payload;
    state.phase = 'idle';
    state.confirm = null;
  },
  confirmOpened(state: OptionEntryFormState, action: PayloadAction<ConfirmRequest>) {
    state.confirm = action.payload;
    state.phase = 'confirm';
  },
  confirmClosed(state: OptionEntryFormState) {
    if (state.phase === 'confirm') state.phase = 'idle';
    state.confirm = null;
  },
  /**
   * A send begins: phase, the new submission's outcomes (older submissions stay, the oldest
   * dropped past MAX_SUBMISSIONS_KEPT) and the order as sent (the re-arm guard).
   */
  sendStarted(
    state: OptionEntryFormState,
    action: PayloadAction<{ outcomes: Omit<LegOutcome, 'submissionId'>[]; lastSend: LastSend }>,
  ) {
    state.phase = 'sending';
    state.confirm = null;
    state.issues = {};
    state.submissionSeq += 1;
    const id = state.submissionSeq;
    const kept = new Set([...new Set(state.outcomes.map((o) => o.submissionId))].slice(-(MAX_SUBMISSIONS_KEPT - 1)));
    state.outcomes = [
      ...state.outcomes.filter((o) => kept.has(o.submissionId)),
      ...action.payload.outcomes.map((o) => ({ ...o, submissionId: id })),
    ];
    state.deviationsBySymbol = {};
    state.lastSend = action.payload.lastSend;
  },
  sendSettled(
    state: OptionEntryFormState,
    action: PayloadAction<{
      outcomes: Record<string, Pick<LegOutcome, 'status' | 'code' | 'message' | 'orderId'>>;
      deviationsBySymbol: OptionEntryFormState['deviationsBySymbol'];
      sent: Pick<EntryLeg, 'placeType' | 'source'>[];
    }>,
  ) {
    const { outcomes, deviationsBySymbol, sent } = action.payload;
    for (const o of currentOutcomes(state)) {
      const r = outcomes[o.legId];
      // A push may already have confirmed it: a placed order stays placed.
      if (r && o.status !== 'placed') Object.assign(o, r);
    }
    state.deviationsBySymbol = deviationsBySymbol;
    const placed = new Set(
      currentOutcomes(state)
        .filter((o) => o.status === 'placed')
        .map((o) => o.legId),
    );
    state.batch = state.batch.filter((l) => !placed.has(l.id));
    if (placed.size > 0) state.settings = rememberLastModes(state.settings, sent);
    settlePhase(state);
  },
  /** The batch call itself failed: a definite rejection (business code) or a lost answer. */
  sendFailed(
    state: OptionEntryFormState,
    action: PayloadAction<{ legIds: string[]; lost: boolean; code: number; message: string }>,
  ) {
    const { legIds, lost, code, message } = action.payload;
    for (const o of currentOutcomes(state)) {
      if (o.status !== 'pending' || !legIds.includes(o.legId)) continue;
      o.status = lost ? 'unknown' : 'failed';
      o.code = code;
      o.message = message;
    }
    settlePhase(state);
  },
  /** The order list could not be read either: the trader is told to check the open orders. */
  reconcileGaveUp(state: OptionEntryFormState) {
    if (state.phase === 'reconciling') state.phase = 'idle';
  },
  /** The order list was read after a lost answer: what it lacks was never placed. */
  reconciled(state: OptionEntryFormState, action: PayloadAction<Record<string, string>>) {
    for (const o of currentOutcomes(state)) {
      if (o.status !== 'unknown') continue;
      const orderId = action.payload[o.outRequestId];
      if (orderId) {
        o.status = 'placed';
        o.code = 0;
        o.orderId = orderId;
      } else o.status = 'notPlaced';
    }
    if (state.phase === 'reconciling') settlePhase(state);
  },
  /** Dismisses one submission's outcomes (its id), or all of them (no payload). */
  outcomesDismissed(state: OptionEntryFormState, action: PayloadAction<number | undefined>) {
    const id = action.payload;
    const inFlight = state.phase === 'sending' || state.phase === 'reconciling';
    state.outcomes = state.outcomes.filter(
      (o) => (id !== undefined && o.submissionId !== id) || (inFlight && o.submissionId === state.submissionSeq),
    );
    if (id === undefined || id === state.submissionSeq) state.deviationsBySymbol = {};
  },
  /** A repeat of the order just sent was refused (rules/submitGuard.ts): said on the leg. */
  repeatRefused(state: OptionEntryFormState, action: PayloadAction<string[]>) {
    state.issues = Object.fromEntries(
      action.payload.map((id) => [
        id,
        [{ field: 'qty', key: 'JustSent', params: {}, severity: 'error' } as FieldIssue],
      ]),
    );
  },
};
