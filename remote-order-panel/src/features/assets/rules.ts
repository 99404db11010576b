/** Pure rules of the assets tab: the wallet's balances per coin as rows. */
import { formatNumberForLocale, toDecimal } from 'shared-core';

/** One coin of `GET /v5/account/wallet-balance` (decimal strings). */
export interface WireCoinBalance {
  coin: string;
  walletBalance: string;
  positionIM: string;
  orderIM: string;
  availableBalance: string;
}

/**
 * Display decimals per coin. The wallet answer carries no precision and the symbol configs give
 * one per contract, not per coin; stablecoins show 4 decimals (the USDT contracts' balanceFraction),
 * every other coin 8.
 */
export const coinDecimals = (coin: string): number => (coin === 'USDT' || coin === 'USDC' ? 4 : 8);

export interface AssetRowView {
  coin: string;
  walletBalance: string;
  availableBalance: string;
  positionIM: string;
  orderIM: string;
  /** nothing held: listed after the coins that hold something */
  empty: boolean;
}

/** Rows from the wallet answer: malformed entries dropped; coins holding something first, then A–Z. */
export function assetRows(list: readonly unknown[], locale: string): AssetRowView[] {
  const rows: AssetRowView[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const b = item as Partial<WireCoinBalance>;
    if (typeof b.coin !== 'string' || b.coin === '') continue;
    const d = coinDecimals(b.coin);
    const wallet = toDecimal(b.walletBalance);
    rows.push({
      coin: b.coin,
      walletBalance: formatNumberForLocale(b.walletBalance, locale, d),
      availableBalance: formatNumberForLocale(b.availableBalance, locale, d),
      positionIM: formatNumberForLocale(b.positionIM, locale, d),
      orderIM: formatNumberForLocale(b.orderIM, locale, d),
      empty: !wallet || wallet.isZero(),
    });
  }
  return rows.sort((a, b) => Number(a.empty) - Number(b.empty) || a.coin.localeCompare(b.coin));
}
