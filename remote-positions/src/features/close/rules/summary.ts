import BigNumber from 'bignumber.js';
import { parseDecimal, type DecimalInput } from 'shared-core';
import type { CloseInstrument, OrderSide } from './types';

/*
 * The summary line (positions.md §2): the expected profit or loss of the close, plus the close
 * fee, at the close price (the limit price, or the last price for a market close). The fee rate
 * is the symbol's, served by the simulator (GET /contract/v5/public/fee-rate): contracts pay rate
 * × value (inverse: qty ÷ price × rate, in the coin); options min(rate × index, cap × price) per
 * contract.
 */

export interface FeeRate {
  feeBase: 'value' | 'index';
  /** the taker rate: a close is assumed to take (a post-only limit close pays the maker rate) */
  takerFeeRate: string;
  makerFeeRate: string;
  maxPriceProportion?: string;
}

export interface CloseSummaryInput {
  positionSide: OrderSide;
  entryPrice: DecimalInput;
  closePrice: DecimalInput;
  qty: DecimalInput;
  fee: FeeRate | null;
  /** post-only limit closes pay the maker rate */
  maker: boolean;
  /** options: the index price the fee is charged on */
  indexPrice?: DecimalInput;
}

export interface CloseSummary {
  /** signed, in the settle coin (inverse: the coin), rounded to the coin's decimals */
  pnl: string;
  /** the close fee (≥ 0); null while the fee rate is unknown */
  fee: string | null;
  /** pnl − fee; null while the fee rate is unknown */
  net: string | null;
}

export function closeSummary(
  input: CloseSummaryInput,
  inst: Pick<CloseInstrument, 'inverse' | 'moneyDecimals'>,
): CloseSummary | null {
  const entry = parseDecimal(input.entryPrice);
  const price = parseDecimal(input.closePrice);
  const qty = parseDecimal(input.qty);
  if (!entry || !price || !qty || !entry.isGreaterThan(0) || !price.isGreaterThan(0) || !qty.isGreaterThan(0))
    return null;
  const dir = input.positionSide === 'Buy' ? 1 : -1;
  const pnl = inst.inverse
    ? qty.multipliedBy(new BigNumber(1).dividedBy(entry).minus(new BigNumber(1).dividedBy(price))).multipliedBy(dir)
    : price.minus(entry).multipliedBy(qty).multipliedBy(dir);
  const decimals = inst.moneyDecimals;
  const round = (v: BigNumber) => v.decimalPlaces(decimals, BigNumber.ROUND_HALF_UP);
  const fee = input.fee ? feeOf(input.fee, input.maker, qty, price, input.indexPrice, inst.inverse) : null;
  // net from the rounded figures, so the line the trader reads adds up
  const shownPnl = round(pnl);
  const shownFee = fee ? round(fee) : null;
  return {
    pnl: shownPnl.toFixed(decimals),
    fee: shownFee ? shownFee.toFixed(decimals) : null,
    net: shownFee ? shownPnl.minus(shownFee).toFixed(decimals) : null,
  };
}

function feeOf(
  f: FeeRate,
  maker: boolean,
  qty: BigNumber,
  price: BigNumber,
  index: DecimalInput,
  inverse: boolean,
): BigNumber | null {
  const rate = parseDecimal(maker ? f.makerFeeRate : f.takerFeeRate);
  if (!rate) return null;
  if (f.feeBase === 'index') {
    const idx = parseDecimal(index);
    const cap = parseDecimal(f.maxPriceProportion ?? '0.125')!;
    const perContract = idx ? BigNumber.min(rate.multipliedBy(idx), cap.multipliedBy(price)) : cap.multipliedBy(price);
    return perContract.multipliedBy(qty);
  }
  return inverse ? qty.dividedBy(price).multipliedBy(rate) : qty.multipliedBy(price).multipliedBy(rate);
}
