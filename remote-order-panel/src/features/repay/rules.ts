/**
 * Pure rules of the repay panel (order-panel.md §2.3, §6, §8): which coins the account owes, the
 * frame's address (coin, spot entry type, theme), which messages from the frame are believed and
 * what they mean. No React, no Redux.
 */
import { formatNumberForLocale, toDecimal } from 'shared-core';
import { coinDecimals } from '../assets/rules';

/** The page of the repay panel, on the exchange's origin (exchange-sim API.md "Repay panel"). */
export const REPAY_PAGE_PATH = '/repay/page';
/** §2.3: the panel opens from spot. */
export const REPAY_ENTRY_TYPE = 'spot';
/** A frame that has not said it is ready within this time failed to load (§8 currentOperationFailed). */
export const REPAY_LOAD_TIMEOUT_MS = 15_000;
/** What the page signs its messages with. */
export const REPAY_MESSAGE_SOURCE = 'sim-repay';

export interface Debt {
  coin: string;
  /** what is owed, positive, in the trader's locale */
  amount: string;
}

/** The coins owed: a negative wallet balance, largest first by coin name for a stable order. */
export function owedCoins(wallet: readonly unknown[], locale: string): Debt[] {
  const out: Debt[] = [];
  for (const item of wallet) {
    if (typeof item !== 'object' || item === null) continue;
    const b = item as { coin?: unknown; walletBalance?: unknown };
    if (typeof b.coin !== 'string' || !/^[A-Z0-9]{1,12}$/.test(b.coin) || typeof b.walletBalance !== 'string') continue;
    const balance = toDecimal(b.walletBalance);
    if (!balance || !balance.isNegative()) continue;
    out.push({ coin: b.coin, amount: formatNumberForLocale(balance.negated(), locale, coinDecimals(b.coin)) });
  }
  return out.sort((a, b) => a.coin.localeCompare(b.coin));
}

/** §6: demo accounts have no repay; elsewhere it shows when something is owed. */
export const showsRepay = (args: { demo: boolean; owed: number }): boolean => !args.demo && args.owed > 0;

/**
 * The frame's address on the exchange's origin (`apiBaseUrl`), with the coin, the spot entry
 * type and the theme (§2.3). Null when the origin is not an http(s) URL (nothing is framed).
 */
export function repayFrameUrl(apiBaseUrl: string, coin: string, theme: 'light' | 'dark'): URL | null {
  let base: URL;
  try {
    base = new URL(apiBaseUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
  const url = new URL(REPAY_PAGE_PATH, base.origin);
  url.searchParams.set('coin', coin);
  url.searchParams.set('entryType', REPAY_ENTRY_TYPE);
  url.searchParams.set('theme', theme);
  return url;
}

export type RepayMessage =
  | { type: 'ready' }
  | { type: 'repaid'; coin: string; amount: string }
  | { type: 'refused'; code: number }
  | { type: 'failed'; code: number }
  | { type: 'close' };

/**
 * A message from the frame, or null when it is not one to act on: another origin than the frame's
 * own, another window than the frame, or not the page's shape.
 */
export function readRepayMessage(
  event: { origin: string; data: unknown; source: unknown },
  frame: { origin: string; window: unknown },
): RepayMessage | null {
  if (event.origin !== frame.origin || event.source !== frame.window || frame.window == null) return null;
  const d = event.data;
  if (typeof d !== 'object' || d === null) return null;
  const m = d as Record<string, unknown>;
  if (m.source !== REPAY_MESSAGE_SOURCE) return null;
  const code = typeof m.code === 'number' && Number.isFinite(m.code) ? m.code : 0;
  switch (m.type) {
    case 'ready':
      return { type: 'ready' };
    case 'close':
      return { type: 'close' };
    case 'failed':
      return { type: 'failed', code };
    case 'result':
      if (m.ok === true && typeof m.coin === 'string' && typeof m.amount === 'string')
        return { type: 'repaid', coin: m.coin, amount: m.amount };
      return m.ok === false ? { type: 'refused', code } : null;
    default:
      return null;
  }
}

/** What the panel does on a message: a notice key (§8), close the frame, refresh the assets. */
export function repayOutcome(m: RepayMessage): {
  notice: { severity: 'success' | 'error'; key: string } | null;
  close: boolean;
  refresh: boolean;
} {
  switch (m.type) {
    case 'ready':
      return { notice: null, close: false, refresh: false };
    case 'repaid':
      return { notice: { severity: 'success', key: 'repay.done' }, close: false, refresh: true };
    case 'refused':
      return { notice: { severity: 'error', key: 'currentOperationFailed' }, close: false, refresh: false };
    case 'failed':
      return { notice: { severity: 'error', key: 'currentOperationFailed' }, close: true, refresh: false };
    case 'close':
      return { notice: null, close: true, refresh: false };
  }
}
