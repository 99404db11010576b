import BigNumber from 'bignumber.js';
import { roundToTickDecimal, toDecimal } from 'shared-core';

/**
 * TP/SL trigger price ↔ price gain / ROI / P&L (positions.md §2, §3, §5), exact with
 * bignumber.js. The sub-input of a field is a magnitude in the field's own direction: a take
 * profit's value is the profit, a stop loss's the loss (so both sliders start at 0). Prices come
 * back rounded to the tick (nearest), so price → value → price is exact and value → price →
 * value moves by less than one tick's worth.
 */

export type TpSlLeg = 'tp' | 'sl';
/** §3: the input type of a field: by ROI, by price gain (percent), by P&L. */
export type TpSlInputType = 'roi' | 'price' | 'pnl';

/** What the conversions need of the position and its contract. */
export interface ConversionBase {
  /** Entry price (the order's price in the order scene). */
  entry: string;
  /** Quantity the TP/SL covers. */
  qty: string;
  /** Leverage as a multiple (10 = 10x), not the server's hundredths. */
  leverage: string;
  long: boolean;
  /** Inverse contracts: P&L in the coin, qty in USD contracts. */
  inverse: boolean;
  tickSize: string;
}

// divisions keep 30 significant decimals; the result is rounded to the tick or to the display
const D = BigNumber.clone({ DECIMAL_PLACES: 30 });
const dec = (v: string): BigNumber | null => {
  const d = toDecimal(v);
  return d ? new D(d) : null;
};

/** +1 when the leg's value is a move in the position's favour (long TP, short SL…), else −1. */
const direction = (base: ConversionBase, leg: TpSlLeg): number => (base.long ? 1 : -1) * (leg === 'tp' ? 1 : -1);

/**
 * The trigger price at which the leg reaches `value` (a magnitude: percent for 'price' and 'roi',
 * settle-coin money for 'pnl'), rounded to the tick. null when it has no such price (a loss past
 * 100 %, a short's inverse profit beyond what the price can give, bad numbers).
 */
export function priceFor(base: ConversionBase, leg: TpSlLeg, type: TpSlInputType, value: string): string | null {
  const entry = dec(base.entry);
  const v = dec(value);
  const tick = toDecimal(base.tickSize);
  if (!entry || !v || !tick || entry.isLessThanOrEqualTo(0) || tick.isLessThanOrEqualTo(0)) return null;
  const s = v.multipliedBy(direction(base, leg)); // signed move in the long direction
  let price: BigNumber;
  if (type === 'price') price = entry.multipliedBy(s.dividedBy(100).plus(1));
  else if (type === 'roi') {
    const lev = dec(base.leverage);
    if (!lev || lev.isLessThanOrEqualTo(0)) return null;
    const r = s.dividedBy(lev.multipliedBy(100));
    if (base.inverse) {
      const den = new D(1).minus(r);
      if (den.isLessThanOrEqualTo(0)) return null;
      price = entry.dividedBy(den);
    } else price = entry.multipliedBy(r.plus(1));
  } else {
    const qty = dec(base.qty);
    if (!qty || qty.isLessThanOrEqualTo(0)) return null;
    if (base.inverse) {
      const den = new D(1).dividedBy(entry).minus(s.dividedBy(qty));
      if (den.isLessThanOrEqualTo(0)) return null;
      price = new D(1).dividedBy(den);
    } else price = entry.plus(s.dividedBy(qty));
  }
  const rounded = roundToTickDecimal(price, tick, 'nearest');
  return rounded.isGreaterThan(0) ? rounded.toFixed(tick.decimalPlaces() ?? 0) : null;
}

/**
 * The leg's value at trigger `price`, unrounded (the view rounds it for display): positive when
 * the price lies on the leg's side (profit for a TP, loss for a SL), negative when not.
 */
export function valueAt(base: ConversionBase, leg: TpSlLeg, type: TpSlInputType, price: string): BigNumber | null {
  const entry = dec(base.entry);
  const p = dec(price);
  if (!entry || !p || entry.isLessThanOrEqualTo(0) || p.isLessThanOrEqualTo(0)) return null;
  const dir = direction(base, leg);
  if (type === 'price')
    return p
      .minus(entry)
      .dividedBy(entry)
      .multipliedBy(100 * dir);
  if (type === 'roi') {
    const lev = dec(base.leverage);
    if (!lev || lev.isLessThanOrEqualTo(0)) return null;
    const move = base.inverse ? new D(1).minus(entry.dividedBy(p)) : p.minus(entry).dividedBy(entry);
    return move.multipliedBy(lev).multipliedBy(100 * dir);
  }
  const qty = dec(base.qty);
  if (!qty) return null;
  const pnl = base.inverse
    ? qty.multipliedBy(new D(1).dividedBy(entry).minus(new D(1).dividedBy(p)))
    : qty.multipliedBy(p.minus(entry));
  return pnl.multipliedBy(dir);
}

/** The P&L (signed, settle coin) if the leg fires at `price`: what the profit / loss tips say. */
export function pnlAt(base: ConversionBase, price: string): BigNumber | null {
  // a take profit's value is the position's P&L at that price
  return valueAt(base, 'tp', 'pnl', price);
}

/** §5: the sub-input's maxima per leg and type. */
export const SUB_INPUT_MAX: Readonly<Record<TpSlLeg, Readonly<Record<TpSlInputType, string>>>> = {
  tp: { price: '999999999.9', roi: '999999999.9', pnl: '999999999' },
  sl: { price: '99.9', roi: '999999999.9', pnl: '999999999' },
};

/** §5 / §9: the sub-input sliders (the P&L input has none). */
export const SLIDER_RANGE: Readonly<Record<TpSlLeg, Readonly<Record<'price' | 'roi', { max: number; step: number }>>>> =
  {
    tp: { price: { max: 25, step: 1 }, roi: { max: 150, step: 0.1 } },
    sl: { price: { max: 10, step: 1 }, roi: { max: 75, step: 0.1 } },
  };

/** §3 / §5: the quantity slider of the TP/SL form. */
export const QTY_SLIDER = { min: 0, max: 100, step: 5 } as const;

/**
 * §5 sign rules and maxima: the typed sub-value as a magnitude (a minus sign is dropped: the
 * leg's direction gives the sign), capped at the leg's maximum; null when not a number.
 */
export function clampSubValue(leg: TpSlLeg, type: TpSlInputType, value: string): string | null {
  const v = toDecimal(value);
  if (!v) return null;
  const max = new BigNumber(SUB_INPUT_MAX[leg][type]);
  const abs = v.abs();
  return (abs.isGreaterThan(max) ? max : abs).toFixed();
}

/** §4 / §6: the input types offered; portfolio margin has no ROI and is forced to price. */
export function inputTypesFor(portfolioMargin: boolean): TpSlInputType[] {
  return portfolioMargin ? ['price', 'pnl'] : ['roi', 'price', 'pnl'];
}

/** §4: the input type actually used (a remembered ROI on a portfolio-margin account becomes price). */
export function effectiveInputType(stored: TpSlInputType | undefined, portfolioMargin: boolean): TpSlInputType {
  const t = stored ?? 'roi';
  return portfolioMargin && t === 'roi' ? 'price' : t;
}

/** A quantity from the slider's percent of the position, floored to the lot step. */
export function qtyFromPercent(size: string, percent: number, lotStep: string): string {
  const s = toDecimal(size)?.abs();
  const step = toDecimal(lotStep);
  if (!s || !step || step.isLessThanOrEqualTo(0)) return '0';
  const raw = s.multipliedBy(percent).dividedBy(100);
  return raw
    .dividedBy(step)
    .integerValue(BigNumber.ROUND_FLOOR)
    .multipliedBy(step)
    .toFixed(step.decimalPlaces() ?? 0);
}
