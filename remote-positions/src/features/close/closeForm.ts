import { formatInputValue, parseDecimal, parseNumberInput } from 'shared-core';
import {
  clampCloseQty,
  initialCloseQty,
  liqPriceCorrection,
  percentOfQty,
  qtyFromPercent,
  stepClosePrice,
  tickSizeFixError,
  type CloseInstrument,
  type CloseKind,
  type OrderSide,
} from './rules';

/*
 * What the trader typed in the close dialog, and how each edit changes it (positions.md §4, §5):
 * a pure reducer over the rules, so the component only dispatches. Prices and quantities are kept
 * canonical ('.' decimal point) beside the text as typed in the trader's locale.
 */

/** A message key and its parameters, worded by the component. */
export interface Worded {
  key: string;
  params?: Record<string, string | number>;
}

export interface CloseFormState {
  priceText: string;
  price: string;
  priceError: Worded | null;
  /** a correction the dialog made (30017 / 30018), said under the field */
  priceNotice: Worded | null;
  qtyText: string;
  qty: string;
  qtyError: Worded | null;
  percent: number;
  postOnly: boolean;
  /** the trader typed or stepped a price: a late last price no longer fills it */
  priceTouched: boolean;
}

export interface CloseFormContext {
  kind: CloseKind;
  size: string;
  inst: CloseInstrument;
  lang: string;
  positionSide: OrderSide;
}

export type CloseFormAction =
  | { type: 'opened' }
  | { type: 'lastPriceLoaded'; price: string }
  | { type: 'priceTyped'; text: string }
  | { type: 'priceStepped'; direction: 1 | -1; fallback: string }
  | { type: 'priceBlurred'; liqPrice: string | undefined; checksLiquidation: boolean }
  | { type: 'qtyTyped'; text: string }
  | { type: 'qtyBlurred' }
  | { type: 'percentSet'; percent: number }
  | { type: 'postOnlySet'; on: boolean };

/** §4 step 1: quantity 0, fields reset. */
export const EMPTY_FORM: CloseFormState = {
  priceText: '',
  price: '',
  priceError: null,
  priceNotice: null,
  qtyText: '0',
  qty: '0',
  qtyError: null,
  percent: 0,
  postOnly: false,
  priceTouched: false,
};

const decimalsOf = (step: string): number => parseDecimal(step)?.decimalPlaces() ?? 0;

function withPrice(
  state: CloseFormState,
  price: string,
  ctx: CloseFormContext,
  notice: Worded | null = null,
): CloseFormState {
  const fix = tickSizeFixError(price, ctx.inst.tickSize);
  return {
    ...state,
    price,
    priceText: formatInputValue(price, ctx.lang),
    priceError: fix ? { key: fix, params: { tick: ctx.inst.tickSize } } : null,
    priceNotice: notice,
  };
}

function withQty(state: CloseFormState, qty: string, ctx: CloseFormContext): CloseFormState {
  return {
    ...state,
    qty,
    qtyText: formatInputValue(qty, ctx.lang),
    qtyError: null,
    percent: percentOfQty(qty, ctx.size),
  };
}

export function closeFormReducer(
  state: CloseFormState,
  action: CloseFormAction,
  ctx: CloseFormContext,
): CloseFormState {
  switch (action.type) {
    case 'opened': {
      // §4 step 2: the size capped at the maximum, the slider at 100 %
      const qty = initialCloseQty(ctx.kind, ctx.size, ctx.inst);
      return { ...withQty(EMPTY_FORM, qty, ctx), percent: parseDecimal(qty)?.isGreaterThan(0) ? 100 : 0 };
    }
    case 'lastPriceLoaded':
      // a limit close takes the fetched price, unless the trader already typed one
      return ctx.kind === 'limit' && !state.priceTouched ? withPrice(state, action.price, ctx) : state;
    case 'priceTyped': {
      const r = parseNumberInput(action.text, ctx.lang, { precision: decimalsOf(ctx.inst.tickSize) });
      if (r.kind === 'error')
        return {
          ...state,
          priceText: action.text,
          price: '',
          priceError: { key: r.key, params: r.params },
          priceNotice: null,
          priceTouched: true,
        };
      const price = r.kind === 'ok' ? r.value : '';
      const fix = tickSizeFixError(price, ctx.inst.tickSize);
      return {
        ...state,
        priceText: action.text,
        price,
        priceError: fix ? { key: fix, params: { tick: ctx.inst.tickSize } } : null,
        priceNotice: null,
        priceTouched: true,
      };
    }
    case 'priceStepped': {
      const next = stepClosePrice(state.price || action.fallback, action.direction, ctx.inst);
      return next === null ? state : { ...withPrice(state, next, ctx), priceTouched: true };
    }
    case 'priceBlurred': {
      if (!action.checksLiquidation || state.priceError) return state;
      const c = liqPriceCorrection(ctx.positionSide, state.price, action.liqPrice, ctx.inst.tickSize);
      return c ? withPrice(state, c.price, ctx, { key: c.key, params: { price: c.price } }) : state;
    }
    case 'qtyTyped': {
      // more decimals than the lot are rounded down when the field is left (§5), not refused
      const r = parseNumberInput(action.text, ctx.lang);
      if (r.kind === 'error')
        return { ...state, qtyText: action.text, qty: '', qtyError: { key: r.key, params: r.params } };
      const qty = r.kind === 'ok' ? r.value : '';
      return { ...state, qtyText: action.text, qty, qtyError: null, percent: percentOfQty(qty, ctx.size) };
    }
    case 'qtyBlurred': {
      if (state.qtyError || state.qty === '') return state;
      const kept = clampCloseQty(state.qty, ctx.kind, ctx.size, ctx.inst);
      return kept === null ? { ...state, qtyError: { key: 'closeDialog.qtyInvalid' } } : withQty(state, kept, ctx);
    }
    case 'percentSet': {
      const qty = qtyFromPercent(action.percent, ctx.kind, ctx.size, ctx.inst);
      return { ...withQty(state, qty, ctx), percent: Math.max(0, Math.min(100, Math.round(action.percent))) };
    }
    case 'postOnlySet':
      return { ...state, postOnly: action.on };
  }
}

/** The form as the dialog opens (§4 steps 1–2): the size capped at the maximum, 100 %, and the last price once known. */
export function openedForm(ctx: CloseFormContext | null, lastPrice: string | undefined): CloseFormState {
  if (!ctx) return EMPTY_FORM;
  const opened = closeFormReducer(EMPTY_FORM, { type: 'opened' }, ctx);
  return lastPrice ? closeFormReducer(opened, { type: 'lastPriceLoaded', price: lastPrice }, ctx) : opened;
}

/** The quantity as it would be sent: what was typed, clamped (a send never carries an unclamped quantity). */
export function qtyToSend(state: CloseFormState, ctx: CloseFormContext): string | null {
  if (state.qtyError) return null;
  return clampCloseQty(state.qty, ctx.kind, ctx.size, ctx.inst);
}
