import BigNumber from 'bignumber.js';
import { isOnTick, toDecimal } from 'shared-core';

/**
 * The TP/SL form's validation (positions.md §5, §8): every message key of the spec, pure. The
 * form holds canonical decimal strings ('' = empty). Blocking messages stop the save (nothing is
 * sent); tips only inform.
 */

export type TpSlScene = 'order' | 'position';
export type TpSlMode = 'Full' | 'Partial';
export type OrderKind = 'Market' | 'Limit';

export interface TpSlFormValues {
  mode: TpSlMode;
  takeProfit: string;
  stopLoss: string;
  tpOrderType: OrderKind;
  slOrderType: OrderKind;
  limitTakeProfit: string;
  limitStopLoss: string;
  /** Partial mode: the quantity each leg covers ('' = not set). */
  tpSize: string;
  slSize: string;
  /** The TP-over flag of §5 (a TP typed past what the sub-input may express). */
  tpOver?: boolean;
}

export interface TpSlContext {
  scene: TpSlScene;
  long: boolean;
  /** §5: the entry price in the order scene, the last price at open in the position scene. */
  referencePrice: string;
  liqPrice: string;
  /** Position (or order) quantity: the most a partial TP/SL may cover. */
  size: string;
  tickSize: string;
  lotSize: string;
  maxQty: string;
  /** UTA accounts get no stop-loss-beyond-liquidation warning. */
  unified: boolean;
  demo: boolean;
}

export type TpSlField = 'takeProfit' | 'stopLoss' | 'limitTakeProfit' | 'limitStopLoss' | 'tpSize' | 'slSize';

export interface TpSlMessage {
  key: string;
  field: TpSlField;
  params?: Record<string, string>;
  /** Blocks the save. */
  blocking: boolean;
}

/** §9: the close-to-liquidation tip tolerance (0.1 %). */
export const CLOSE_LIQ_TOLERANCE = '0.001';

const num = (v: string): BigNumber | null => (v === '' ? null : toDecimal(v));
const isSet = (v: string): boolean => {
  const d = num(v);
  return !!d && !d.isZero();
};

/** §5 item by item; an empty form yields nothing (the save is then a clear or a no-op). */
export function validateTpSl(f: TpSlFormValues, c: TpSlContext): TpSlMessage[] {
  const out: TpSlMessage[] = [];
  const block = (field: TpSlField, key: string, params?: Record<string, string>) =>
    out.push({ field, key, params, blocking: true });
  const tip = (field: TpSlField, key: string, params?: Record<string, string>) =>
    out.push({ field, key, params, blocking: false });
  const partial = f.mode === 'Partial';
  const ref = num(c.referencePrice);
  const liq = num(c.liqPrice);
  const tick = num(c.tickSize);
  const lot = num(c.lotSize);

  // 'takeProfitOver': a TP or SL of the string 0, or the TP-over flag
  if (f.takeProfit === '0' || f.tpOver === true) block('takeProfit', 'takeProfitOver');
  if (f.stopLoss === '0') block('stopLoss', 'takeProfitOver');

  const legs = [
    ['takeProfit', f.takeProfit, 'tp'],
    ['stopLoss', f.stopLoss, 'sl'],
  ] as const;
  for (const [field, value, leg] of legs) {
    const p = num(value);
    if (!p || p.isZero()) continue;
    // tick: a multiple of the tick size when the tick is above 1 (finer ticks are rounded on input)
    if (tick && tick.isGreaterThan(1) && !isOnTick(p, tick)) block(field, 'priceErrorTickTip', { tick: c.tickSize });
    // the reference price: long TP not below, SL not above; short the other way round
    if (ref && ref.isGreaterThan(0)) {
      const pos = c.scene === 'position' ? 'Pos' : '';
      const below = p.isLessThan(ref);
      const above = p.isGreaterThan(ref);
      if (leg === 'tp' && c.long && below) block(field, `tp${pos}PriceTooLow`, { price: c.referencePrice });
      if (leg === 'tp' && !c.long && above) block(field, `tp${pos}PriceTooHigh`, { price: c.referencePrice });
      if (leg === 'sl' && c.long && above) block(field, `sl${pos}PriceTooHigh`, { price: c.referencePrice });
      if (leg === 'sl' && !c.long && below) block(field, `sl${pos}PriceTooLow`, { price: c.referencePrice });
    }
    if (leg === 'sl' && liq && liq.isGreaterThan(0)) {
      const beyond = c.long ? p.isLessThanOrEqualTo(liq) : p.isGreaterThanOrEqualTo(liq);
      if (beyond && !c.unified)
        block(field, c.long ? 'buySlPriceUpLiqPrice' : 'sellSlPriceUpLiqPrice', { liqPrice: c.liqPrice });
      else if (!beyond && p.minus(liq).abs().dividedBy(liq).isLessThanOrEqualTo(CLOSE_LIQ_TOLERANCE))
        tip(field, 'slCloseToLiqPriceTip', { liqPrice: c.liqPrice });
    }
  }

  // limit closes need their limit price (and the trigger)
  if (f.tpOrderType === 'Limit' && (isSet(f.takeProfit) || isSet(f.limitTakeProfit)))
    if (!isSet(f.limitTakeProfit) || !isSet(f.takeProfit)) block('limitTakeProfit', 'tpLimitPriceEmpty');
  if (f.slOrderType === 'Limit' && (isSet(f.stopLoss) || isSet(f.limitStopLoss)))
    if (!isSet(f.limitStopLoss) || !isSet(f.stopLoss)) block('limitStopLoss', 'slLimitPriceEmpty');
  for (const [field, value] of [
    ['limitTakeProfit', f.limitTakeProfit],
    ['limitStopLoss', f.limitStopLoss],
  ] as const) {
    const p = num(value);
    if (p && !p.isZero() && tick && tick.isGreaterThan(1) && !isOnTick(p, tick))
      block(field, 'priceErrorTickTip', { tick: c.tickSize });
  }

  if (partial) {
    const size = num(c.size)?.abs() ?? null;
    const max = num(c.maxQty);
    // the most one partial may cover: the position, capped by the symbol's maximum (not in demo)
    const limit = size && max && !c.demo && max.isGreaterThan(0) ? BigNumber.min(size, max) : size;
    for (const [field, priceValue, sizeValue, name] of [
      ['tpSize', f.takeProfit, f.tpSize, 'takeProfit'],
      ['slSize', f.stopLoss, f.slSize, 'stopLoss'],
    ] as const) {
      const q = num(sizeValue);
      if (isSet(priceValue) && (!q || q.isZero())) {
        block(field, 'slTips1', { leg: name });
        continue;
      }
      if (!q || q.isZero()) continue;
      if (lot && lot.isGreaterThan(1) && !isOnTick(q, lot)) block(field, 'qtyErrorTickTip', { lot: c.lotSize });
      if (limit && q.isGreaterThan(limit)) block(field, 'tpSlQtyOver', { max: limit.toFixed() });
      if (max && max.isGreaterThan(0) && q.isGreaterThan(max)) tip(field, 'maxQtySplitOrderTip', { max: c.maxQty });
    }
  }
  return out;
}

/** Any message that stops the save. */
export const blocks = (messages: readonly TpSlMessage[]): boolean => messages.some((m) => m.blocking);
