import type BigNumber from 'bignumber.js';
import { parseDecimal, type DecimalInput } from 'shared-core';
import type { OrderSide } from './types';

/*
 * The limit close risk check (positions.md §5, §9 "Last-trade buffer ticks: 100 for BTC, 50 for
 * others"): a Buy close must be priced below ask1 + buffer (the last price when there is no ask),
 * a Sell close above bid1 − buffer (the last price when there is no bid). On failure the dialog
 * asks for confirmation (RiskTipT, RiskTipC2, RiskTipC2op1) and logs an alert event.
 * The buffer is applied to the last price as well: §9 names it the last-trade buffer.
 */

/** §5 "an alert event is logged": the trace code (bus `trace`, never shown) of a risk confirmed anyway. */
export const CLOSE_RISK_CONFIRMED_TRACE = 50160;

export const riskBufferTicks = (baseCoin: string): number => (baseCoin === 'BTC' ? 100 : 50);

export interface RiskQuote {
  ask1?: DecimalInput;
  bid1?: DecimalInput;
  last?: DecimalInput;
}

export interface RiskCheck {
  ok: boolean;
  /** The bound the price was held against (ref ± buffer); null when no quote was known. */
  bound: string | null;
}

const positive = (v: DecimalInput): BigNumber | null => {
  const d = parseDecimal(v);
  return d && d.isGreaterThan(0) ? d : null;
};

export function limitCloseRisk(
  closeSide: OrderSide,
  price: DecimalInput,
  quote: RiskQuote,
  inst: { tickSize: string; baseCoin: string },
): RiskCheck {
  const p = parseDecimal(price);
  const tick = parseDecimal(inst.tickSize);
  if (!p || !tick) return { ok: true, bound: null };
  const buffer = tick.multipliedBy(riskBufferTicks(inst.baseCoin));
  const ref =
    closeSide === 'Buy'
      ? (positive(quote.ask1) ?? positive(quote.last))
      : (positive(quote.bid1) ?? positive(quote.last));
  if (!ref) return { ok: true, bound: null };
  const decimals = tick.decimalPlaces() ?? 0;
  if (closeSide === 'Buy') {
    const bound = ref.plus(buffer);
    return { ok: p.isLessThan(bound), bound: bound.toFixed(decimals) };
  }
  const bound = ref.minus(buffer);
  return { ok: p.isGreaterThan(bound), bound: bound.toFixed(decimals) };
}
