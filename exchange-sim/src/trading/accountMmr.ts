import { Dec } from '../util/decimal';
import type { DeskContext } from './desk/context';

/** `GET /contract/v5/private/account/mm-rate`'s answer (fractions: 0.0123 = 1.23 %). */
export interface AccountMmRate {
  accountMMRate: string;
  list: { coin: string; equity: string; maintenanceMargin: string; mmRate: string }[];
}

/**
 * The account MMR per settle coin: the contract positions' maintenance margin over the coin's
 * equity (wallet balance + unrealised PnL), and the account's figure (the highest coin's), as a
 * fraction (0.0123 = 1.23 %). No position, or no equity: "0".
 */
export function accountMmRate(app: Pick<DeskContext, 'repo' | 'engine'>, userId: number): AccountMmRate {
  const byCoin = new Map<string, { equity: Dec; mm: Dec }>();
  for (const [coin, balance] of Object.entries(app.repo.listBalances(userId)))
    byCoin.set(coin, { equity: new Dec(balance), mm: new Dec(0) });
  for (const p of app.engine.positions(userId)) {
    const coin = p.settleCoin ?? p.coin;
    if (!coin || new Dec(p.size || 0).isZero()) continue;
    const entry = byCoin.get(coin) ?? { equity: new Dec(0), mm: new Dec(0) };
    entry.equity = entry.equity.plus(p.positionUPL || 0);
    entry.mm = entry.mm.plus(p.positionMM || 0);
    byCoin.set(coin, entry);
  }
  const list = [...byCoin.entries()].map(([coin, { equity, mm }]) => ({
    coin,
    equity: equity.toFixed(),
    maintenanceMargin: mm.toFixed(),
    mmRate: equity.isGreaterThan(0) ? mm.dividedBy(equity).decimalPlaces(6, Dec.ROUND_UP).toFixed() : '0',
  }));
  const accountMMRate = list.reduce((m, c) => (new Dec(c.mmRate).isGreaterThan(m) ? c.mmRate : m), '0');
  return { accountMMRate, list };
}
