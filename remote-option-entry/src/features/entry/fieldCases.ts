/**
 * The ticket's field edits as case reducers of the form slice (slice.ts): what typing, leaving or
 * stepping a field does to a leg. The blur / step / cap corrections of spec §5 are here
 * (priceBlurred, priceStepped, ivStepped, qtyBlurred, qtyStepped); intents.ts gathers what they read.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { stepByTick, type OptionCommonConfig } from 'shared-core';
import type { InputIssue, OptionEntryFormState } from './formState';
import { capOneTickInside, checkPrice, checkSize, type EntryLeg, type LegMarket } from './rules';

const FIELD_OF_PATCH: Readonly<Record<string, InputIssue['field']>> = {
  orderPrice: 'price',
  iv: 'iv',
  orderQty: 'qty',
};

export const touchLeg = (state: OptionEntryFormState, id: string) => {
  delete state.issues[id];
};

export type LegPatch = Partial<Omit<EntryLeg, 'id'>>;

/** An edit of the draft or of a batch leg: the fields it sets lose their input issues, the leg its check issues. */
export function editLeg(state: OptionEntryFormState, id: string, patch: LegPatch): void {
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

/** The field case reducers (spread into the slice's reducers). */
export const fieldCases = {
  /** An edit of the draft or of a batch leg. */
  legEdited(state: OptionEntryFormState, action: PayloadAction<{ id: string; patch: LegPatch }>) {
    editLeg(state, action.payload.id, action.payload.patch);
  },
  /** Text typed into the price field: the leg's own price from now on, the last corrections gone. */
  priceTyped(state: OptionEntryFormState, action: PayloadAction<{ id: string; value: string }>) {
    const { id, value } = action.payload;
    editLeg(state, id, { orderPrice: value, source: 'user' });
    state.corrections[id] = [];
  },
  /** Text typed into the IV field: the leg's own IV from now on. */
  ivTyped(state: OptionEntryFormState, action: PayloadAction<{ id: string; value: string }>) {
    const { id, value } = action.payload;
    editLeg(state, id, { iv: value, source: 'user' });
  },
  /** Text typed into the quantity field. */
  qtyTyped(state: OptionEntryFormState, action: PayloadAction<{ id: string; value: string }>) {
    const { id, value } = action.payload;
    editLeg(state, id, { orderQty: value });
    state.corrections[id] = [];
  },
  /**
   * Leaving the price field (spec §5 price check): the price as it would be sent is clamped, put
   * on the tick, and one tick inside a max-buy / min-sell it was pulled onto (rules/priceCheck.ts);
   * what was corrected is said under the field.
   */
  priceBlurred(state: OptionEntryFormState, action: PayloadAction<{ id: string; intent: PriceIntentContext }>) {
    const { id, intent } = action.payload;
    const { leg, cfg, mkt } = intent;
    const r = capOneTickInside(checkPrice(leg.orderPrice, leg.side, cfg, mkt), leg.side, cfg);
    state.corrections[id] = r.issues;
    if (leg.orderPrice !== '' && r.price !== leg.orderPrice)
      editLeg(state, id, { orderPrice: r.price, source: 'user' });
  },
  /** A price step (arrow keys, the stepper): one tick, within the band of the leg's side. */
  priceStepped(
    state: OptionEntryFormState,
    action: PayloadAction<{ id: string; direction: 1 | -1; intent: PriceIntentContext }>,
  ) {
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
  ivStepped(state: OptionEntryFormState, action: PayloadAction<{ id: string; direction: 1 | -1; iv: string }>) {
    const { id, direction, iv } = action.payload;
    const next = stepByTick(iv || '0', IV_STEP, direction, { min: '0' });
    if (next !== null) editLeg(state, id, { iv: next, source: 'user' });
  },
  /**
   * Leaving the quantity field (spec §5 size check): capped at the maximum (a MaxOrderSize
   * warning, which the intent also tells with a toast), onto the increment.
   */
  qtyBlurred(
    state: OptionEntryFormState,
    action: PayloadAction<{ id: string; qty: string; filledQty: string; cfg: OptionCommonConfig }>,
  ) {
    const { id, qty, filledQty, cfg } = action.payload;
    if (qty === '') return;
    const r = checkSize(qty, cfg, filledQty);
    state.corrections[id] = r.issues;
    if (r.qty !== qty) editLeg(state, id, { orderQty: r.qty });
  },
  /** A quantity step: one size increment, within min and max size. */
  qtyStepped(
    state: OptionEntryFormState,
    action: PayloadAction<{ id: string; direction: 1 | -1; qty: string; cfg: OptionCommonConfig }>,
  ) {
    const { id, direction, qty, cfg } = action.payload;
    const next = stepByTick(qty || '0', cfg.minOrderSizeIncrement, direction, {
      min: cfg.minOrderSize,
      max: cfg.maxOrderSize,
    });
    state.corrections[id] = [];
    if (next !== null) editLeg(state, id, { orderQty: next });
  },
  /** A number field's text is not a number it takes: the leg keeps its last value and cannot be sent. */
  inputInvalid(state: OptionEntryFormState, action: PayloadAction<{ legId: string; issue: InputIssue }>) {
    const { legId, issue } = action.payload;
    state.inputIssues[legId] = [...(state.inputIssues[legId] ?? []).filter((i) => i.field !== issue.field), issue];
    delete state.issues[legId];
  },
};
