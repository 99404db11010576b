import { Dec } from '../util/decimal';

/**
 * Borrowing of a unified account (order-panel.md §1, §2.1 "Borrowings"): in a UTA the spot and
 * margin wallet of a coin may go below zero; what is below zero is borrowed. Interest accrues per
 * whole hour since the borrowing began (the `borrowSince.<coin>` setting, ms) at the coin's
 * hourly rate; with no start known nothing has accrued yet.
 */

/** Hourly borrow rate per coin (a plain fraction) and the most one account may borrow of it. */
export const BORROW_TERMS: Readonly<Record<string, { hourlyRate: string; maxBorrow: string }>> = {
  USDT: { hourlyRate: '0.0000025', maxBorrow: '50000' },
  USDC: { hourlyRate: '0.0000022', maxBorrow: '50000' },
  BTC: { hourlyRate: '0.0000011', maxBorrow: '2' },
  ETH: { hourlyRate: '0.0000013', maxBorrow: '30' },
  SOL: { hourlyRate: '0.0000040', maxBorrow: '500' },
};

export const BORROW_SINCE_KEY = (coin: string): string => `borrowSince.${coin}`;

export interface BorrowingRecord {
  coin: string;
  /** what is below zero, > 0 */
  borrowAmount: string;
  /** borrowAmount × hourlyBorrowRate × whole hours since borrowedAt */
  interest: string;
  /** borrowAmount + interest */
  totalLiability: string;
  hourlyBorrowRate: string;
  /** maxBorrow − borrowAmount, never below 0 */
  availableToBorrow: string;
  maxBorrow: string;
  /** ms; 0 when not known */
  borrowedAt: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** Borrowings of an account from its balances: one per coin below zero, by coin. */
export function borrowingsOf(
  balances: Readonly<Record<string, string>>,
  settings: Readonly<Record<string, string>>,
  now: number,
): BorrowingRecord[] {
  const out: BorrowingRecord[] = [];
  for (const [coin, balance] of Object.entries(balances)) {
    const b = new Dec(balance);
    if (!b.isFinite() || !b.isNegative()) continue;
    const terms = BORROW_TERMS[coin] ?? { hourlyRate: '0.000005', maxBorrow: '0' };
    const borrowed = b.negated();
    const since = Number(settings[BORROW_SINCE_KEY(coin)] ?? '0');
    const hours = since > 0 && since <= now ? Math.floor((now - since) / HOUR_MS) : 0;
    const interest = borrowed.multipliedBy(terms.hourlyRate).multipliedBy(hours).decimalPlaces(8, Dec.ROUND_UP);
    const available = Dec.max(0, new Dec(terms.maxBorrow).minus(borrowed));
    out.push({
      coin,
      borrowAmount: borrowed.toFixed(),
      interest: interest.toFixed(),
      totalLiability: borrowed.plus(interest).toFixed(),
      hourlyBorrowRate: terms.hourlyRate,
      availableToBorrow: available.toFixed(),
      maxBorrow: terms.maxBorrow,
      borrowedAt: since > 0 ? since : 0,
    });
  }
  return out.sort((a, b) => a.coin.localeCompare(b.coin));
}
