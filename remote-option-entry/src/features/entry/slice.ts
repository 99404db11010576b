/**
 * The option entry's form state ('optionEntryForm'): the draft leg, the batch, the persisted
 * settings, the submission in progress and its outcomes. The server's data (account, risk config,
 * depth) is in accountSlice.ts.
 * In the shared store (not component state) so a session end, a remount or a stream drop keeps
 * every input the trader typed.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  pushBatchApplied,
  stepByTick,
  type OptionCommonConfig,
  type RootState,
  type WireOrder,
  type WithSlice,
} from 'shared-core';
import { ticketClosed } from '../chain/slice';
import { pushedOrders, type PushedOrder } from './orderPushes';
import {
  capOneTickInside,
  checkPrice,
  checkSize,
  DEFAULT_SETTINGS,
  rememberLastModes,
  type LastSend,
  type EntryLeg,
  type EntryMode,
  type EntrySettings,
  type FieldIssue,
  type LegMarket,
} from './rules';

/** At most this many legs in one batch call (the batch endpoint takes 1..20). */
export const MAX_BATCH_LEGS = 20;

export type OutcomeStatus =
  | 'pending'
  | 'placed'
  | 'deviationWarning'
  | 'deviationExceeded'
  | 'failed'
  /** the answer was lost (timeout, network): being reconciled from the order stream and list */
  | 'unknown'
  /** reconciled: the exchange never received it; nothing was placed */
  | 'notPlaced';

export interface LegOutcome {
  /** the submission it belongs to (LegOutcome ids repeat: the draft keeps its id across sends) */
  submissionId: number;
  legId: string;
  symbol: string;
  outRequestId: string;
  /** side, quantity and price as sent, for the outcome list */
  side: EntryLeg['side'];
  qty: string;
  price: string;
  status: OutcomeStatus;
  code: number;
  message: string;
  orderId?: string;
  /** time in force as sent: an IOC / FOK that ended unfilled says so */
  timeInForce: EntryLeg['timeInForce'];
  /** the order's latest state from `user.order` pushes (New, Filled, Cancelled, …) */
  orderStatus?: string;
  /** filled quantity from the same push */
  filledQty?: string;
}

/** The submissions shown under "Last submissions" (errors stay until dismissed). */
export const MAX_SUBMISSIONS_KEPT = 5;

export interface SeenPrice {
  /** the price that would have been sent when the trader looked */
  price: string;
  markPrice: string;
}

export interface Deviation {
  legId: string;
  symbol: string;
  key: 'BuyOffsetErr' | 'SellOffsetErr';
  deviation: string;
}

/** A confirmation the trader must answer before anything is sent (spec §4 check result). */
export interface ConfirmRequest {
  kind: 'DOUBLE_CONFIRM' | 'OFFSET_CONFIRM';
  legIds: string[];
  seen: Record<string, SeenPrice>;
  deviations: Deviation[];
  /** prices moved past the deviation threshold since the dialog opened: confirm again */
  moved: string[];
  /** the price stream was not live when the check ran */
  stale: boolean;
}

/** Text typed into a number field that is not a number the field takes (shared-core parseNumberInput). */
export interface InputIssue {
  field: 'price' | 'iv' | 'qty';
  /** a key of the common namespace, e.g. `common:numberInput.ambiguousSeparator` */
  key: string;
  params: Record<string, string | number>;
}

const FIELD_OF_PATCH: Readonly<Record<string, InputIssue['field']>> = {
  orderPrice: 'price',
  iv: 'iv',
  orderQty: 'qty',
};

export interface CancelRequest {
  orderId: string;
  symbol: string;
  side: WireOrder['side'];
  price: string;
  qty: string;
}

export interface OptionEntryFormState {
  mode: EntryMode;
  draft: EntryLeg | null;
  batch: EntryLeg[];
  settings: EntrySettings;
  phase: 'idle' | 'confirm' | 'sending' | 'reconciling';
  confirm: ConfirmRequest | null;
  /** issues of the last failed placement check, per leg, shown until the leg is edited */
  issues: Record<string, FieldIssue[]>;
  /** per leg: number fields whose text is not a number; the leg cannot be sent until fixed */
  inputIssues: Record<string, InputIssue[]>;
  /** per leg: what leaving or stepping a field corrected (warnings under the field), until the next edit of it */
  corrections: Record<string, FieldIssue[]>;
  outcomes: LegOutcome[];
  deviationsBySymbol: Record<string, { warning: boolean; exceeding: boolean }>;
  cancel: CancelRequest | null;
  cancelling: string[];
  legSeq: number;
  /** the submission being sent or reconciled (outcomes of older ones are history) */
  submissionSeq: number;
  /** the order last sent and when: the same order is not sent again within the re-arm window */
  lastSend: LastSend | null;
}

export const initialFormState: OptionEntryFormState = {
  mode: 'basic',
  draft: null,
  batch: [],
  settings: DEFAULT_SETTINGS,
  phase: 'idle',
  confirm: null,
  issues: {},
  inputIssues: {},
  corrections: {},
  outcomes: [],
  deviationsBySymbol: {},
  cancel: null,
  cancelling: [],
  legSeq: 0,
  submissionSeq: 0,
  lastSend: null,
};

function applyOrder(state: OptionEntryFormState, o: PushedOrder): void {
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

const touchLeg = (state: OptionEntryFormState, id: string) => {
  delete state.issues[id];
};

export type LegPatch = Partial<Omit<EntryLeg, 'id'>>;

/** An edit of the draft or of a batch leg: the fields it sets lose their input issues, the leg its check issues. */
function editLeg(state: OptionEntryFormState, id: string, patch: LegPatch): void {
  const fixed = new Set(Object.keys(patch).map((k) => FIELD_OF_PATCH[k]));
  const left = (state.inputIssues[id] ?? []).filter((i) => !fixed.has(i.field));
  if (left.length > 0) state.inputIssues[id] = left;
  else delete state.inputIssues[id];
  if (state.draft?.id === id) state.draft = { ...state.draft, ...patch };
  const i = state.batch.findIndex((l) => l.id === id);
  if (i >= 0) state.batch[i] = { ...state.batch[i]!, ...patch };
  touchLeg(state, id);
}

/** The price step of the IV field, in percent. */
export const IV_STEP = '0.5';

/** What the price intents read besides the form: the leg as it would be sent now, its config, market and band. */
export interface PriceIntentContext {
  leg: Pick<EntryLeg, 'orderPrice' | 'side'>;
  cfg: OptionCommonConfig;
  mkt: LegMarket | null;
  /** the view's min-sell / max-buy (null without market: the config's bounds) */
  minSell: string | null;
  maxBuy: string | null;
}

export const optionEntryFormSlice = createSlice({
  name: 'optionEntryForm',
  initialState: initialFormState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<EntrySettings>) {
      state.settings = action.payload;
    },
    settingChanged(
      state,
      action: PayloadAction<
        Partial<Pick<EntrySettings, 'confirmOnOrder' | 'confirmOnCancel' | 'batchMode' | 'postOnly'>>
      >,
    ) {
      state.settings = { ...state.settings, ...action.payload };
    },
    modeChanged(state, action: PayloadAction<EntryMode>) {
      state.mode = action.payload;
    },
    draftOpened(state, action: PayloadAction<EntryLeg>) {
      state.draft = action.payload;
      state.legSeq += 1;
      if (state.phase === 'confirm') {
        state.phase = 'idle';
        state.confirm = null;
      }
    },
    /** An edit of the draft or of a batch leg. */
    legEdited(state, action: PayloadAction<{ id: string; patch: LegPatch }>) {
      editLeg(state, action.payload.id, action.payload.patch);
    },
    /** Text typed into the price field: the leg's own price from now on, the last corrections gone. */
    priceTyped(state, action: PayloadAction<{ id: string; value: string }>) {
      const { id, value } = action.payload;
      editLeg(state, id, { orderPrice: value, source: 'user' });
      state.corrections[id] = [];
    },
    /** Text typed into the quantity field. */
    qtyTyped(state, action: PayloadAction<{ id: string; value: string }>) {
      const { id, value } = action.payload;
      editLeg(state, id, { orderQty: value });
      state.corrections[id] = [];
    },
    /**
     * Leaving the price field (spec §5 price check): the price as it would be sent is clamped, put
     * on the tick, and one tick inside a max-buy / min-sell it was pulled onto (rules/priceCheck.ts);
     * what was corrected is said under the field.
     */
    priceBlurred(state, action: PayloadAction<{ id: string; intent: PriceIntentContext }>) {
      const { id, intent } = action.payload;
      const { leg, cfg, mkt } = intent;
      const r = capOneTickInside(checkPrice(leg.orderPrice, leg.side, cfg, mkt), leg.side, cfg);
      state.corrections[id] = r.issues;
      if (leg.orderPrice !== '' && r.price !== leg.orderPrice)
        editLeg(state, id, { orderPrice: r.price, source: 'user' });
    },
    /** A price step (arrow keys, the stepper): one tick, within the band of the leg's side. */
    priceStepped(state, action: PayloadAction<{ id: string; direction: 1 | -1; intent: PriceIntentContext }>) {
      const { id, direction, intent } = action.payload;
      const { leg, cfg, mkt, minSell, maxBuy } = intent;
      const next = stepByTick(leg.orderPrice || (mkt?.markPrice ?? ''), cfg.tickSize, direction, {
        min: leg.side === 'sell' ? (minSell ?? cfg.minOrderPrice) : cfg.minOrderPrice,
        max: leg.side === 'buy' ? (maxBuy ?? cfg.maxOrderPrice) : cfg.maxOrderPrice,
      });
      state.corrections[id] = [];
      if (next !== null) editLeg(state, id, { orderPrice: next, source: 'user' });
    },
    /** An IV step: IV_STEP percent, not below 0. */
    ivStepped(state, action: PayloadAction<{ id: string; direction: 1 | -1; iv: string }>) {
      const { id, direction, iv } = action.payload;
      const next = stepByTick(iv || '0', IV_STEP, direction, { min: '0' });
      if (next !== null) editLeg(state, id, { iv: next, source: 'user' });
    },
    /**
     * Leaving the quantity field (spec §5 size check): capped at the maximum (a MaxOrderSize
     * warning, which the intent also tells with a toast), onto the increment.
     */
    qtyBlurred(state, action: PayloadAction<{ id: string; qty: string; filledQty: string; cfg: OptionCommonConfig }>) {
      const { id, qty, filledQty, cfg } = action.payload;
      if (qty === '') return;
      const r = checkSize(qty, cfg, filledQty);
      state.corrections[id] = r.issues;
      if (r.qty !== qty) editLeg(state, id, { orderQty: r.qty });
    },
    /** A quantity step: one size increment, within min and max size. */
    qtyStepped(state, action: PayloadAction<{ id: string; direction: 1 | -1; qty: string; cfg: OptionCommonConfig }>) {
      const { id, direction, qty, cfg } = action.payload;
      const next = stepByTick(qty || '0', cfg.minOrderSizeIncrement, direction, {
        min: cfg.minOrderSize,
        max: cfg.maxOrderSize,
      });
      state.corrections[id] = [];
      if (next !== null) editLeg(state, id, { orderQty: next });
    },
    /** The draft goes into the batch (as it is now); a fresh copy stays in the form for the next leg. */
    addedToBatch(state, action: PayloadAction<{ leg: EntryLeg; nextDraftId: string }>) {
      if (state.batch.length >= MAX_BATCH_LEGS) return;
      state.batch.push(action.payload.leg);
      if (state.draft) state.draft = { ...state.draft, id: action.payload.nextDraftId };
      state.legSeq += 1;
    },
    batchLegRemoved(state, action: PayloadAction<string>) {
      state.batch = state.batch.filter((l) => l.id !== action.payload);
      touchLeg(state, action.payload);
    },
    batchCleared(state) {
      state.batch = [];
    },
    checkFailed(state, action: PayloadAction<Record<string, FieldIssue[]>>) {
      state.issues = action.payload;
      state.phase = 'idle';
      state.confirm = null;
    },
    confirmOpened(state, action: PayloadAction<ConfirmRequest>) {
      state.confirm = action.payload;
      state.phase = 'confirm';
    },
    confirmClosed(state) {
      if (state.phase === 'confirm') state.phase = 'idle';
      state.confirm = null;
    },
    /**
     * A send begins: phase, the new submission's outcomes (older submissions stay, the oldest
     * dropped past MAX_SUBMISSIONS_KEPT) and the order as sent (the re-arm guard).
     */
    sendStarted(state, action: PayloadAction<{ outcomes: Omit<LegOutcome, 'submissionId'>[]; lastSend: LastSend }>) {
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
      state,
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
    sendFailed(state, action: PayloadAction<{ legIds: string[]; lost: boolean; code: number; message: string }>) {
      const { legIds, lost, code, message } = action.payload;
      for (const o of currentOutcomes(state)) {
        if (o.status !== 'pending' || !legIds.includes(o.legId)) continue;
        o.status = lost ? 'unknown' : 'failed';
        o.code = code;
        o.message = message;
      }
      settlePhase(state);
    },
    /** The order list was read after a lost answer: what it lacks was never placed. */
    /** The order list could not be read either: the trader is told to check the open orders. */
    reconcileGaveUp(state) {
      if (state.phase === 'reconciling') state.phase = 'idle';
    },
    reconciled(state, action: PayloadAction<Record<string, string>>) {
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
    outcomesDismissed(state, action: PayloadAction<number | undefined>) {
      const id = action.payload;
      const inFlight = state.phase === 'sending' || state.phase === 'reconciling';
      state.outcomes = state.outcomes.filter(
        (o) => (id !== undefined && o.submissionId !== id) || (inFlight && o.submissionId === state.submissionSeq),
      );
      if (id === undefined || id === state.submissionSeq) state.deviationsBySymbol = {};
    },
    /** A number field's text is not a number it takes: the leg keeps its last value and cannot be sent. */
    inputInvalid(state, action: PayloadAction<{ legId: string; issue: InputIssue }>) {
      const { legId, issue } = action.payload;
      state.inputIssues[legId] = [...(state.inputIssues[legId] ?? []).filter((i) => i.field !== issue.field), issue];
      delete state.issues[legId];
    },
    /** A repeat of the order just sent was refused (rules/submitGuard.ts): said on the leg. */
    repeatRefused(state, action: PayloadAction<string[]>) {
      state.issues = Object.fromEntries(
        action.payload.map((id) => [
          id,
          [{ field: 'qty', key: 'JustSent', params: {}, severity: 'error' } as FieldIssue],
        ]),
      );
    },
    cancelRequested(state, action: PayloadAction<CancelRequest>) {
      state.cancel = action.payload;
    },
    cancelDismissed(state) {
      state.cancel = null;
    },
    cancelStarted(state, action: PayloadAction<string>) {
      state.cancel = null;
      if (!state.cancelling.includes(action.payload)) state.cancelling.push(action.payload);
    },
    cancelFinished(state, action: PayloadAction<{ orderId: string; cancelled: boolean }>) {
      // the account slice drops a cancelled order from the open orders
      state.cancelling = state.cancelling.filter((id) => id !== action.payload.orderId);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(ticketClosed, (state) => {
        state.draft = null;
      })
      .addCase(pushBatchApplied, (state, action) => {
        for (const o of pushedOrders(action.payload)) applyOrder(state, o);
      });
  },
});

export const {
  priceTyped,
  qtyTyped,
  priceBlurred,
  priceStepped,
  ivStepped,
  qtyBlurred,
  qtyStepped,
  settingsLoaded,
  settingChanged,
  modeChanged,
  draftOpened,
  legEdited,
  addedToBatch,
  batchLegRemoved,
  batchCleared,
  checkFailed,
  confirmOpened,
  confirmClosed,
  sendStarted,
  sendSettled,
  sendFailed,
  reconciled,
  reconcileGaveUp,
  outcomesDismissed,
  repeatRefused,
  inputInvalid,
  cancelRequested,
  cancelDismissed,
  cancelStarted,
  cancelFinished,
} = optionEntryFormSlice.actions;

declare module 'shared-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof optionEntryFormSlice> {}
}

export const selectForm = (state: RootState): OptionEntryFormState => state.optionEntryForm ?? initialFormState;
export const selectSettings = (state: RootState) => selectForm(state).settings;
