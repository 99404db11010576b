/**
 * One evaluation of a leg on parsed values, shared by the submit checks, the request builder and
 * the per-tick recompute, so that each tick parses the leg and its market once and every consumer
 * agrees on the price that would be sent.
 */
import BigNumber from 'bignumber.js';
import { roundToTickDecimal } from 'shared-core';
import { ONE, type ParsedConfig, type ParsedMarket } from './decimals';
import { ivWireDecimal, MAX_ORDER_IV_FRACTION, MAX_ORDER_IV_PERCENT, priceForIvDecimal } from './ivConversion';
import { correctPriceDecimal, maxBuyDecimal, minSellDecimal, parseTyped, priceBoundsErrors } from './priceCheck';
import { correctSizeDecimal } from './sizeCheck';
import { type EntryLeg, type EntrySide, type FieldIssue } from './types';
import { nonNegative } from './decimals';

/** Spec §9: the market-order reference price floats 0.2 (20 %) around the mark. */
export const MARKET_PRICE_FLOAT = new BigNumber('0.2');
const BUY_FLOAT = ONE.plus(MARKET_PRICE_FLOAT);
const SELL_FLOAT = ONE.minus(MARKET_PRICE_FLOAT);

/**
 * Reference price of a market order (spec §9 "floating point of 0.2"): buy = mark × 1.2 rounded UP
 * to the tick and capped at the max-buy price; sell = mark × 0.8 rounded DOWN and floored at the
 * min-sell price; both kept inside [minOrderPrice, maxOrderPrice]. The simulator ignores a market
 * order's price (it fills up to max-buy / min-sell); the client sends this one for the record and
 * uses it for the margin estimate. null without a mark or a usable config.
 */
export function marketReferenceDecimal(
  side: EntrySide,
  pc: ParsedConfig,
  pm: ParsedMarket | null,
  maxBuy: BigNumber | null,
  minSell: BigNumber | null,
): BigNumber | null {
  const p = pc.price;
  if (!p || !pm || !pm.mark) return null;
  if (side === 'buy') {
    let v = roundToTickDecimal(pm.mark.times(BUY_FLOAT), p.tick, 'up');
    if (maxBuy && v.isGreaterThan(maxBuy)) v = maxBuy;
    return BigNumber.max(p.min, BigNumber.min(p.max, v));
  }
  let v = roundToTickDecimal(pm.mark.times(SELL_FLOAT), p.tick, 'down');
  if (minSell && v.isLessThan(minSell)) v = minSell;
  return BigNumber.min(p.max, BigNumber.max(p.min, v));
}

export interface LegEvaluation {
  maxBuy: BigNumber | null;
  minSell: BigNumber | null;
  /** the price that would be sent (usd: as typed; iv: derived from the IV; market: reference), or null */
  price: BigNumber | null;
  /** the quantity as typed, when a number > 0 */
  qty: BigNumber | null;
  /** errors that block submit */
  issues: FieldIssue[];
}

const error = (
  field: FieldIssue['field'],
  key: FieldIssue['key'],
  params: Record<string, string> = {},
): FieldIssue => ({
  field,
  key,
  params,
  severity: 'error',
});
const asError = (i: FieldIssue): FieldIssue => (i.severity === 'error' ? i : { ...i, severity: 'error' });

/** Evaluate one leg (see LegEvaluation); `pm` null = no market data for the leg. */
export function evaluateLeg(leg: EntryLeg, pc: ParsedConfig, pm: ParsedMarket | null, nowMs: number): LegEvaluation {
  const issues: FieldIssue[] = [];
  const maxBuy = maxBuyDecimal(pc, pm);
  const minSell = minSellDecimal(pc, pm);
  const p = pc.price;

  // Quantity: every order needs one; it must already be corrected (on the increment, in bounds) and
  // not below the filled quantity.
  const typedQty = parseTyped(leg.orderQty);
  const qty = typedQty && typedQty.isGreaterThan(0) ? typedQty : null;
  if (!qty) issues.push(error('qty', 'PleaseEnterTheQuantity'));
  else if (pc.size) {
    for (const i of correctSizeDecimal(qty, pc.size, nonNegative(leg.orderFilledQty)).issues) issues.push(asError(i));
  }

  let price: BigNumber | null = null;
  if (leg.placeType === 'usd') {
    const typed = parseTyped(leg.orderPrice);
    if (!typed || !typed.isGreaterThan(0)) issues.push(error('price', 'PleaseEnterEhePrice'));
    else {
      price = typed;
      // A price the client would still correct was not corrected: an error on submit.
      if (p)
        for (const i of correctPriceDecimal(typed, leg.side, p, maxBuy, minSell, null).issues) issues.push(asError(i));
    }
  } else if (leg.placeType === 'iv') {
    const iv = ivWireDecimal(leg.iv);
    if (!iv) issues.push(error('iv', 'PleaseEnterTheIV'));
    else if (iv.isGreaterThan(MAX_ORDER_IV_FRACTION))
      issues.push(error('iv', 'PleaseEnterTheIV', { max: MAX_ORDER_IV_PERCENT }));
    else if (!pm) issues.push(error('price', 'PleaseEnterEhePrice', { reason: 'noMarket' }));
    else {
      price = p ? priceForIvDecimal(iv, leg, pm, p.tick, p.min, nowMs) : null;
      if (!price || !p) issues.push(error('price', 'PleaseEnterEhePrice', { reason: 'noPrice' }));
      else issues.push(...priceBoundsErrors(price, leg.side, p, maxBuy, minSell));
    }
  } else {
    price = marketReferenceDecimal(leg.side, pc, pm, maxBuy, minSell);
    if (!pm || !pm.mark) issues.push(error('price', 'PleaseEnterEhePrice', { reason: 'noMarket' }));
  }
  return { maxBuy, minSell, price, qty, issues };
}

/** A price as text: the tick's decimals, or more when it has more (an uncorrected typed price). */
export function priceText(v: BigNumber, tickDp: number): string {
  return v.toFixed(Math.max(tickDp, v.decimalPlaces() ?? 0));
}
