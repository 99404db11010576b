/**
 * Pure rules of the borrowings tab (order-panel.md §1, §2.1, §6): what a unified account borrows
 * per coin, read defensively from the wire and formatted for the locale.
 */
import { EMPTY_VALUE, formatNumberForLocale, toDecimal } from 'shared-core';
import { coinDecimals } from '../assets/rules';

export interface WireBorrowing {
  coin: string;
  borrowAmount: string;
  interest: string;
  totalLiability: string;
  hourlyBorrowRate: string;
  availableToBorrow: string;
  maxBorrow: string;
  borrowedAt: number;
}

export interface BorrowingRowView {
  coin: string;
  borrowAmount: string;
  interest: string;
  totalLiability: string;
  /** the hourly rate as a percentage, e.g. 0.00025% */
  hourlyRate: string;
  availableToBorrow: string;
  maxBorrow: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && toDecimal(v) !== null ? v : undefined);

/** A wire entry, or null when it is not one (no coin, or a figure that is not a number). */
export function parseBorrowing(raw: unknown): WireBorrowing | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.coin !== 'string' || r.coin === '') return null;
  const borrowAmount = text(r.borrowAmount);
  if (borrowAmount === undefined) return null;
  return {
    coin: r.coin,
    borrowAmount,
    interest: text(r.interest) ?? '0',
    totalLiability: text(r.totalLiability) ?? borrowAmount,
    hourlyBorrowRate: text(r.hourlyBorrowRate) ?? '',
    availableToBorrow: text(r.availableToBorrow) ?? '',
    maxBorrow: text(r.maxBorrow) ?? '',
    borrowedAt: typeof r.borrowedAt === 'number' ? r.borrowedAt : 0,
  };
}

/** Rates shown to 6 decimals of a percent (0.0000025 → 0.000250%). */
export const RATE_PERCENT_DECIMALS = 6;

/** A fraction as a percentage in the locale (`--` when absent). */
export function formatRatePercent(rate: string, locale: string): string {
  const n = toDecimal(rate);
  if (!n) return EMPTY_VALUE;
  return `${formatNumberForLocale(n.multipliedBy(100), locale, RATE_PERCENT_DECIMALS)}%`;
}

const amount = (v: string, coin: string, locale: string): string =>
  v === '' ? EMPTY_VALUE : formatNumberForLocale(v, locale, coinDecimals(coin));

/** The rows of the tab: valid entries with something borrowed, by coin. Interest rounds up (never under-stated). */
export function borrowingRows(list: readonly unknown[], locale: string): BorrowingRowView[] {
  return list
    .map(parseBorrowing)
    .filter((b): b is WireBorrowing => b !== null && toDecimal(b.borrowAmount)!.isGreaterThan(0))
    .sort((a, b) => a.coin.localeCompare(b.coin))
    .map((b) => {
      const interest = toDecimal(b.interest)!;
      const dp = coinDecimals(b.coin);
      return {
        coin: b.coin,
        borrowAmount: amount(b.borrowAmount, b.coin, locale),
        interest: formatNumberForLocale(interest.decimalPlaces(dp, 0 /* ROUND_UP */), locale, dp),
        totalLiability: amount(b.totalLiability, b.coin, locale),
        hourlyRate: formatRatePercent(b.hourlyBorrowRate, locale),
        availableToBorrow: amount(b.availableToBorrow, b.coin, locale),
        maxBorrow: amount(b.maxBorrow, b.coin, locale),
      };
    });
}
