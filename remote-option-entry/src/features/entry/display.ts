/**
 * Pure formatting of what the form, the batch list, the dialogs and the outcome list show: rules
 * results (LegView, outcomes) in, display strings out. No React here, so it is tested as a table.
 */
import BigNumber from 'bignumber.js';
import { EMPTY_VALUE, formatDecimal, type OptionCommonConfig, type WireOrder } from 'shared-core';
import type { LegDisplay } from './EntryForm';
import type { LegOutcome } from './slice';
import { marginOrderKind, type EntryLeg, type LegView, type OpenOrderForMargin, type PositionForMargin } from './rules';

const priceDecimals = (cfg: OptionCommonConfig | null): number => cfg?.fePriceFractionPrecision ?? 2;

/** A decimal string grouped for reading, or the empty marker. */
export const shown = (value: string | null | undefined, decimals: number): string =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : formatDecimal(value, decimals);

/** A deviation fraction ("0.1234") as a percent with 2 decimals ("12.34"). */
export const deviationPercent = (fraction: string): string => new BigNumber(fraction).times(100).toFixed(2);

/** The account's open orders as the margin rules read them (remaining quantity). */
export function openOrdersForMargin(orders: Readonly<Record<string, WireOrder>>): OpenOrderForMargin[] {
  return Object.values(orders).map((o) => ({
    side: o.side === 'Buy' ? 'buy' : 'sell',
    symbol: o.symbol,
    price: o.price,
    qty: o.leavesQty || o.qty,
  }));
}

export interface DisplayContext {
  cfg: OptionCommonConfig | null;
  position: PositionForMargin | null;
  openOrders: readonly OpenOrderForMargin[];
  /** available balance of the leg's settle coin, or null when unknown (signed out) */
  available: string | null;
}

/** The form's figures of a leg. */
export function legDisplay(leg: EntryLeg, view: LegView, ctx: DisplayContext): LegDisplay {
  const dp = priceDecimals(ctx.cfg);
  let margin: LegDisplay['margin'] = null;
  if (view.margin && view.effectivePrice) {
    const kind = marginOrderKind(leg.side, leg.orderQty, view.effectivePrice, ctx.position, ctx.openOrders).kind;
    const required = new BigNumber(view.margin.required);
    margin = {
      kind,
      premium: shown(view.margin.premium, 4),
      fee: shown(view.margin.fee, 4),
      initialMargin: shown(view.margin.initialMargin, 4),
      required: shown(view.margin.required, 4),
      available: ctx.available === null ? null : shown(ctx.available, 4),
      insufficient: ctx.available !== null && required.isGreaterThan(ctx.available),
      coin: leg.settleCoin,
    };
  }
  return {
    maxBuy: shown(view.maxBuy, dp),
    minSell: shown(view.minSell, dp),
    equivalent:
      view.ivEquivalent === null ? '' : leg.placeType === 'iv' ? shown(view.ivEquivalent, dp) : view.ivEquivalent,
    marketPrice: shown(view.effectivePrice, dp),
    greeks: view.greeks,
    margin,
    deviation: view.deviation ? { key: view.deviation.key, pct: deviationPercent(view.deviation.deviation) } : null,
  };
}

export type Severity = 'success' | 'error' | 'warning' | 'info';

/**
 * i18n key and severity of an outcome. `settled`: no submission is in flight or being reconciled,
 * so an outcome still unknown means the order list could not be read (check it by hand).
 */
export function outcomeText(o: Pick<LegOutcome, 'status'>, settled: boolean): { key: string; severity: Severity } {
  switch (o.status) {
    case 'placed':
      return { key: 'outcome.placed', severity: 'success' };
    case 'pending':
      return { key: 'outcome.pending', severity: 'info' };
    case 'failed':
      return { key: 'outcome.failed', severity: 'error' };
    case 'deviationWarning':
      return { key: 'outcome.deviationWarning', severity: 'warning' };
    case 'deviationExceeded':
      return { key: 'outcome.deviationExceeded', severity: 'error' };
    case 'unknown':
      return settled
        ? { key: 'outcome.unknownGaveUp', severity: 'warning' }
        : { key: 'outcome.unknown', severity: 'info' };
    case 'notPlaced':
      return { key: 'outcome.notPlaced', severity: 'warning' };
  }
}

/** The sum of the legs' required margins per settle coin ("1,234.5 USDC + 10 USDT"), null when none is known. */
export function totalRequired(items: readonly { coin: string; required: string | null }[]): string | null {
  const byCoin = new Map<string, BigNumber>();
  for (const { coin, required } of items) {
    if (required === null) continue;
    byCoin.set(coin, (byCoin.get(coin) ?? new BigNumber(0)).plus(required));
  }
  if (byCoin.size === 0) return null;
  return [...byCoin].map(([coin, sum]) => `${formatDecimal(sum.toFixed(), 4)} ${coin}`).join(' + ');
}
