/**
 * Greeks of an order leg (spec §3 Greeks, §9 "the sign of the greeks depends on put or call and
 * buy or sell"): shared-core's optionGreeks per contract at the mark IV, spot = underlyingPrice,
 * r = 0, 365-day year, signed for the trader's exposure (isBuy false flips every sign; the put/call
 * sign comes from the model: a put's delta and rho are negative), times the leg's quantity.
 *
 * Units: delta per 1 unit of the underlying price, gamma per unit², vega = price change per vol
 * POINT (+1 % IV), theta = price change per calendar DAY, rho per rate point (+1 %). Display
 * decimals (half up): delta 4, gamma 6, vega 4, theta 4, rho 4.
 */
import type BigNumber from 'bignumber.js';
import { optionGreeks, yearsToExpiry } from 'shared-core';
import { fixed, fromFloat, nonNegative, parseMarket, positive, type ParsedMarket } from './decimals';
import { type EntryLeg, type LegMarket } from './types';

export interface LegGreeks {
  delta: string;
  gamma: string;
  vega: string;
  theta: string;
  rho: string;
}

export const GREEK_DECIMALS = { delta: 4, gamma: 6, vega: 4, theta: 4, rho: 4 } as const;

type GreeksLeg = Pick<EntryLeg, 'symbolType' | 'strikePrice' | 'deliveryTime' | 'side' | 'orderQty'>;

/** legGreeks on parsed values. */
export function legGreeksDecimal(
  leg: GreeksLeg,
  qty: BigNumber,
  pm: ParsedMarket | null,
  nowMs: number,
): LegGreeks | null {
  if (!pm || !pm.underlying || !pm.markIv) return null;
  const strike = positive(leg.strikePrice);
  const t = yearsToExpiry(leg.deliveryTime, nowMs);
  if (!strike || !Number.isFinite(t)) return null;
  const g = optionGreeks(
    pm.underlying.toNumber(),
    strike.toNumber(),
    t,
    pm.markIv.toNumber(),
    leg.symbolType === 'C',
    leg.side === 'buy',
  );
  const delta = fromFloat(g.delta);
  const gamma = fromFloat(g.gamma);
  const vega = fromFloat(g.vega);
  const theta = fromFloat(g.theta);
  const rho = fromFloat(g.rho);
  if (!delta || !gamma || !vega || !theta || !rho) return null;
  return {
    delta: fixed(delta.times(qty), GREEK_DECIMALS.delta),
    gamma: fixed(gamma.times(qty), GREEK_DECIMALS.gamma),
    vega: fixed(vega.times(qty), GREEK_DECIMALS.vega),
    theta: fixed(theta.times(qty), GREEK_DECIMALS.theta),
    rho: fixed(rho.times(qty), GREEK_DECIMALS.rho),
  };
}

/**
 * The leg's greeks × its quantity (see the module comment); null when the quantity is not a number
 * >= 0 (e.g. still empty), the market (underlying, mark IV) or the strike is missing. Expired
 * options give intrinsic greeks (delta by moneyness, the rest 0), as shared-core defines.
 */
export function legGreeks(leg: GreeksLeg, mkt: LegMarket | null, nowMs: number): LegGreeks | null {
  const qty = nonNegative(leg.orderQty);
  return qty ? legGreeksDecimal(leg, qty, parseMarket(mkt), nowMs) : null;
}
