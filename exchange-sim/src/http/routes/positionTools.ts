import type { ExecutionRecord, OrderRecord, UserRecord } from '../../store/types';
import { ErrorCode, SimError } from '../../errors';
import { Dec } from '../../util/decimal';
import { accountMmRate } from '../../trading/accountMmr';
import type { AppContext, Route } from '../context';
import { int, reqStr } from '../params';

// What the positions tools need beside the position calls (positions.md §2, §6, §9; issue 17):
// the account's maintenance-margin rate (the MMR close dialog's reference), the share poster's
// profile (invite code, avatar, loyalty label) and closed-PnL records (the closed-profit poster).

/** §6: loyalty label type 2 is VIP, 3 is PRO; 0 none. Seeded users with a label (by email). */
const SEEDED_LOYALTY: Record<string, 0 | 2 | 3> = { 'demo@sim.local': 2, 'trader2@sim.local': 3 };

/** The invite code of a user: stable, derived from the id (no store change). */
export const inviteCodeOf = (userId: number): string => `SIM${userId.toString(36).toUpperCase().padStart(5, '0')}`;

/** A local avatar: an SVG data: URL with the user's initials (no external network). */
export function avatarOf(u: Pick<UserRecord, 'nickname' | 'email'>): string {
  const name = (u.nickname || u.email).trim();
  const initials =
    name
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '') || 'U';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="#f7a600"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#121214">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface ShareProfile {
  nickname: string;
  inviteCode: string;
  avatar: string;
  /** 0 none, 2 VIP, 3 PRO (positions.md §6) */
  loyaltyLabel: 0 | 2 | 3;
}

export function shareProfileOf(app: AppContext, u: UserRecord): ShareProfile {
  const stored = app.repo.getSettings(u.userId).loyaltyLabel;
  const label = stored === '2' ? 2 : stored === '3' ? 3 : stored === '0' ? 0 : (SEEDED_LOYALTY[u.email] ?? 0);
  return { nickname: u.nickname, inviteCode: inviteCodeOf(u.userId), avatar: avatarOf(u), loyaltyLabel: label };
}

export { accountMmRate };

export interface ClosedPnlRecord {
  orderId: string;
  symbol: string;
  /** the side of the position that was closed */
  side: 'Buy' | 'Sell';
  positionIdx: number;
  closedSize: string;
  avgEntryPrice: string;
  avgExitPrice: string;
  closedPnl: string;
  leverage: string;
  createdAt: number;
}

/**
 * Closed-PnL records from the user's executions, replayed oldest first per symbol and side
 * (average-cost position): each order that reduced a position gives one record with the size it
 * closed, the average entry it closed against, its average exit and the PnL (linear: (exit −
 * entry) × qty; inverse: qty × (1/entry − 1/exit); sign by the closed side), fees not included.
 */
export function closedPnlRecords(
  executions: ExecutionRecord[],
  orderOf: (orderId: string) => OrderRecord | undefined,
  inverse: (symbol: string) => boolean,
): ClosedPnlRecord[] {
  const held = new Map<string, { size: Dec; cost: Dec }>();
  const records = new Map<string, ClosedPnlRecord & { exitValue: Dec; entryValue: Dec }>();
  const sorted = [...executions].sort((a, b) => a.execTime - b.execTime || a.execId.localeCompare(b.execId));
  for (const e of sorted) {
    const order = orderOf(e.orderId);
    const idx = order?.positionIdx ?? 0;
    const key = `${e.symbol}:${idx}`;
    const h = held.get(key) ?? { size: new Dec(0), cost: new Dec(0) };
    const qty = new Dec(e.execQty);
    const signed = e.side === 'Buy' ? qty : qty.negated();
    const price = new Dec(e.execPrice);
    if (h.size.isZero() || h.size.isPositive() === signed.isPositive()) {
      h.size = h.size.plus(signed);
      h.cost = h.cost.plus(qty.multipliedBy(price));
      held.set(key, h);
      continue;
    }
    const closing = Dec.min(qty, h.size.abs());
    const entry = h.cost.dividedBy(h.size.abs());
    const long = h.size.isPositive();
    const perUnit = inverse(e.symbol)
      ? new Dec(1).dividedBy(entry).minus(new Dec(1).dividedBy(price))
      : price.minus(entry);
    const pnl = perUnit.multipliedBy(closing).multipliedBy(long ? 1 : -1);
    const r = records.get(e.orderId) ?? {
      orderId: e.orderId,
      symbol: e.symbol,
      side: long ? ('Buy' as const) : ('Sell' as const),
      positionIdx: idx,
      closedSize: '0',
      avgEntryPrice: '0',
      avgExitPrice: '0',
      closedPnl: '0',
      leverage: order?.leverage ?? '',
      createdAt: e.execTime,
      exitValue: new Dec(0),
      entryValue: new Dec(0),
    };
    const size = new Dec(r.closedSize).plus(closing);
    r.exitValue = r.exitValue.plus(closing.multipliedBy(price));
    r.entryValue = r.entryValue.plus(closing.multipliedBy(entry));
    r.closedSize = size.toFixed();
    r.avgEntryPrice = r.entryValue.dividedBy(size).decimalPlaces(8).toFixed();
    r.avgExitPrice = r.exitValue.dividedBy(size).decimalPlaces(8).toFixed();
    r.closedPnl = new Dec(r.closedPnl).plus(pnl).decimalPlaces(8).toFixed();
    r.createdAt = e.execTime;
    records.set(e.orderId, r);
    // the rest of the execution (a flip) opens the other side at the execution's price
    const rest = qty.minus(closing);
    const remaining = h.size.abs().minus(closing);
    if (remaining.isZero()) {
      h.size = rest.isZero() ? new Dec(0) : long ? rest.negated() : rest;
      h.cost = rest.multipliedBy(price);
    } else {
      h.size = long ? remaining : remaining.negated();
      h.cost = entry.multipliedBy(remaining);
    }
    held.set(key, h);
  }
  return [...records.values()]
    .map(({ exitValue: _x, entryValue: _e, ...r }) => r)
    .sort((a, b) => b.createdAt - a.createdAt);
}

export const positionToolRoutes: Route[] = [
  {
    method: 'GET',
    path: '/contract/v5/private/account/mm-rate',
    private: true,
    handle: (r, app) => accountMmRate(app, r.userId),
  },
  {
    method: 'POST',
    path: '/v2/private/user/loyalty-label',
    private: true,
    handle: (r, app) => {
      const label = int(r.body, 'loyaltyLabel', { min: 0, max: 3 })!;
      if (label === 1) throw new SimError(ErrorCode.PARAMS, 'loyaltyLabel: 0 (none), 2 (VIP) or 3 (PRO)');
      app.repo.putSetting(r.userId, 'loyaltyLabel', String(label));
      return { loyaltyLabel: label };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/private/position/closed-pnl',
    private: true,
    handle: (r, app) => {
      const symbol = r.query.get('symbol');
      const limitText = r.query.get('limit');
      const limit = limitText === null ? 50 : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > 200)
        throw new SimError(ErrorCode.PARAMS, 'limit: an integer 1..200');
      if (symbol !== null) reqStr({ symbol }, 'symbol', 64);
      const list = closedPnlRecords(
        app.repo.listExecutions(r.userId),
        (id) => app.repo.getOrder(id),
        (s) => app.market.instrument(s)?.kind === 'inverse',
      )
        .filter((c) => !symbol || c.symbol === symbol)
        .slice(0, limit);
      return { list };
    },
  },
];
