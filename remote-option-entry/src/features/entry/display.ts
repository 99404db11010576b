/**
 * Pure formatting of what the form, the batch list, the dialogs and the outcome list show: rules
 * results (LegView, outcomes) in, display strings out. No React here, so it is tested as a table.
 */
import BigNumber from 'bignumber.js';
import {
  EMPTY_VALUE,
  formatNumberForLocale,
  RESTING_ORDER_STATUSES,
  type DepthLevel,
  type OptionCommonConfig,
  type WireOrder,
} from 'shared-core';
import type { LegDisplay } from './form/formView';
import type { LegOutcome } from './formState';
import { type EntryLeg, type LegView, type MarginLineKind, type OpenOrderForMargin } from './rules';

const priceDecimals = (cfg: OptionCommonConfig | null): number => cfg?.fePriceFractionPrecision ?? 2;

/** A decimal string grouped for reading in the trader's locale (German `1.234,50`), or the empty marker. */
export const shown = (value: string | null | undefined, decimals: number, locale = 'en'): string =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : formatNumberForLocale(value, locale, decimals);

/** A decimal text in the locale's format with the decimals it has (greeks come already rounded). */
const sameDecimals = (value: string, locale: string): string =>
  shown(value, (value.split('.')[1] ?? '').length, locale);

/** A deviation fraction ("0.1234") as a percent with 2 decimals ("12.34"). */
export const deviationPercent = (fraction: string, locale = 'en'): string =>
  shown(new BigNumber(fraction).shiftedBy(2).toFixed(2), 2, locale);

/**
 * The account's open orders as the margin rules read them (spec §4 margin order kind: resting
 * orders cover a position): only orders resting on the book (an Untriggered order is not on it
 * until its trigger fires), by their leaves quantity (what still rests; an order without one covers
 * nothing). The simulator's 30031 check counts the same orders (shared-core RESTING_ORDER_STATUSES).
 */
export function openOrdersForMargin(orders: Readonly<Record<string, WireOrder>>): OpenOrderForMargin[] {
  return Object.values(orders)
    .filter((o) => RESTING_ORDER_STATUSES.has(o.orderStatus))
    .map((o) => ({
      side: o.side === 'Buy' ? 'buy' : 'sell',
      symbol: o.symbol,
      price: o.price,
      qty: o.leavesQty,
    }));
}

export interface DisplayContext {
  cfg: OptionCommonConfig | null;
  /** the margin line's kind, as the recompute classified the order (rules/recompute.ts recomputeLegDetailed) */
  marginKind: MarginLineKind | null;
  /** available balance of the leg's settle coin, or null when unknown (signed out) */
  available: string | null;
  /** the trader's language: numbers are shown in its format */
  locale?: string;
}

/** The form's figures of a leg. */
export function legDisplay(leg: EntryLeg, view: LegView, ctx: DisplayContext): LegDisplay {
  const dp = priceDecimals(ctx.cfg);
  const lng = ctx.locale ?? 'en';
  const sizeDp = ctx.cfg?.minOrderSizeIncrementScale ?? 2;
  let margin: LegDisplay['margin'] = null;
  if (view.margin && view.effectivePrice && ctx.marginKind) {
    // A reduce-only order only reduces: never "open", whatever the resting orders cover.
    const kind = ctx.marginKind;
    const required = new BigNumber(view.margin.required);
    margin = {
      kind,
      premium: shown(view.margin.premium, 4, lng),
      fee: shown(view.margin.fee, 4, lng),
      initialMargin: shown(view.margin.initialMargin, 4, lng),
      required: shown(view.margin.required, 4, lng),
      available: ctx.available === null ? null : shown(ctx.available, 4, lng),
      insufficient: ctx.available !== null && required.isGreaterThan(ctx.available),
      coin: leg.settleCoin,
    };
  }
  return {
    maxBuy: shown(view.maxBuy, dp, lng),
    minSell: shown(view.minSell, dp, lng),
    equivalent:
      view.ivEquivalent === null
        ? ''
        : leg.placeType === 'iv'
          ? shown(view.ivEquivalent, dp, lng)
          : shown(view.ivEquivalent, 2, lng),
    marketPrice: shown(view.effectivePrice, dp, lng),
    reducible: view.reduce ? shown(view.reduce.reducible, sizeDp, lng) : null,
    greeks: view.greeks
      ? {
          delta: sameDecimals(view.greeks.delta, lng),
          gamma: sameDecimals(view.greeks.gamma, lng),
          vega: sameDecimals(view.greeks.vega, lng),
          theta: sameDecimals(view.greeks.theta, lng),
          rho: sameDecimals(view.greeks.rho, lng),
        }
      : null,
    margin,
    deviation: view.deviation
      ? { key: view.deviation.key, pct: deviationPercent(view.deviation.deviation, lng) }
      : null,
  };
}

/** A level of the book as its row shows it: bid size and price, ask price and size ('--' where a side has none). */
export interface BookRow {
  bidQty: string;
  bid: string;
  ask: string;
  askQty: string;
}

/** The best `levels` of each side of a book, side by side, in the trader's locale (prices on the tick's decimals). */
export function bookRows(
  bids: readonly DepthLevel[],
  asks: readonly DepthLevel[],
  decimals: { price: number; size: number },
  locale: string,
  levels = 5,
): BookRow[] {
  const dash = '--';
  const at = (level: DepthLevel | undefined, field: 'price' | 'totalQty', dp: number) =>
    level ? formatNumberForLocale(level[field], locale, dp) : dash;
  return Array.from({ length: levels }, (_, i) => ({
    bidQty: at(bids[i], 'totalQty', decimals.size),
    bid: at(bids[i], 'price', decimals.price),
    ask: at(asks[i], 'price', decimals.price),
    askQty: at(asks[i], 'totalQty', decimals.size),
  }));
}

export type Severity = 'success' | 'error' | 'warning' | 'info';

/**
 * A text the view models hand to a component: an i18n key of the entry's namespace (or
 * `common:…`) and its parameters; the component words it with `t(key, params)`.
 */
export interface Worded {
  key: string;
  params: Record<string, string | number>;
}

/** An order as its one-line summary words it: "Buy 1 BTC-27DEC24-60000-C at 5,300" (figures formatted). */
export interface OrderSummary {
  side: EntryLeg['side'];
  qty: string;
  symbol: string;
  price: string;
}

/** Orders that never rest: what they could not fill at once is cancelled. */
const IMMEDIATE: ReadonlySet<string> = new Set(['ImmediateOrCancel', 'FillOrKill']);

/**
 * i18n key, severity and parameters of an outcome. `settled`: no submission is in flight or being
 * reconciled, so an outcome still unknown means the order list could not be read (check it by
 * hand). A placed order is told by what became of it, as the `user.order` pushes say: filled,
 * partly filled, or — for IOC / FOK and market orders — cancelled unfilled or with the rest
 * cancelled, which is not "placed".
 */
export function outcomeText(
  o: Pick<LegOutcome, 'status' | 'orderStatus' | 'filledQty' | 'qty' | 'timeInForce'>,
  settled: boolean,
): { key: string; severity: Severity; params?: Record<string, string> } {
  switch (o.status) {
    case 'placed': {
      const filled = new BigNumber(o.filledQty ?? '0');
      const someFilled = filled.isFinite() && filled.isGreaterThan(0);
      const fill = { filled: someFilled ? filled.toFixed() : '0', qty: o.qty, tif: o.timeInForce };
      if (o.orderStatus === 'Filled') return { key: 'outcome.filled', severity: 'success' };
      if (o.orderStatus === 'PartiallyFilled')
        return { key: 'outcome.partiallyFilled', severity: 'success', params: fill };
      if (
        (o.orderStatus === 'Cancelled' || o.orderStatus === 'PartiallyFilledCanceled') &&
        IMMEDIATE.has(o.timeInForce)
      )
        return someFilled
          ? { key: 'outcome.partiallyCancelled', severity: 'warning', params: fill }
          : { key: 'outcome.cancelledUnfilled', severity: 'warning', params: fill };
      return { key: 'outcome.placed', severity: 'success' };
    }
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
export function totalRequired(
  items: readonly { coin: string; required: string | null }[],
  locale = 'en',
): string | null {
  const byCoin = new Map<string, BigNumber>();
  for (const { coin, required } of items) {
    if (required === null) continue;
    byCoin.set(coin, (byCoin.get(coin) ?? new BigNumber(0)).plus(required));
  }
  if (byCoin.size === 0) return null;
  return [...byCoin].map(([coin, sum]) => `${shown(sum.toFixed(), 4, locale)} ${coin}`).join(' + ');
}
