import type { OptionOrderResult } from 'shared-core/domain';
import type { ExecutionRecord, OrderFilter, OrderRecord, PositionRecord, Repository, SessionRecord, UserRecord } from './types';

const isOpen = (o: OrderRecord): boolean => o.orderStatus === 'New' || o.orderStatus === 'PartiallyFilled';

/** In-memory repository. Returns copies so callers never mutate stored state by accident. */
export class MemoryRepository implements Repository {
  private readonly users = new Map<number, UserRecord>();
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly balances = new Map<number, Map<string, string>>();
  private readonly orders = new Map<string, OrderRecord>();
  private readonly positions = new Map<string, PositionRecord>();
  private readonly executions: ExecutionRecord[] = [];
  private readonly idempotency = new Map<string, OptionOrderResult>();

  addUser(u: UserRecord): void {
    this.users.set(u.userId, { ...u });
  }
  findUserByEmail(email: string): UserRecord | undefined {
    const lower = email.toLowerCase();
    for (const u of this.users.values()) if (u.email.toLowerCase() === lower) return { ...u };
    return undefined;
  }
  findUser(userId: number): UserRecord | undefined {
    const u = this.users.get(userId);
    return u ? { ...u } : undefined;
  }
  listUsers(): UserRecord[] {
    return [...this.users.values()].map((u) => ({ ...u }));
  }

  putSession(s: SessionRecord): void {
    this.sessions.set(s.token, { ...s });
  }
  getSession(token: string): SessionRecord | undefined {
    const s = this.sessions.get(token);
    return s ? { ...s } : undefined;
  }
  deleteSession(token: string): void {
    this.sessions.delete(token);
  }

  getBalance(userId: number, coin: string): string {
    return this.balances.get(userId)?.get(coin) ?? '0';
  }
  setBalance(userId: number, coin: string, amount: string): void {
    let m = this.balances.get(userId);
    if (!m) this.balances.set(userId, (m = new Map()));
    m.set(coin, amount);
  }
  listBalances(userId: number): Record<string, string> {
    return Object.fromEntries(this.balances.get(userId) ?? []);
  }

  putOrder(o: OrderRecord): void {
    this.orders.set(o.orderId, { ...o });
  }
  getOrder(orderId: string): OrderRecord | undefined {
    const o = this.orders.get(orderId);
    return o ? { ...o } : undefined;
  }
  listOrders(userId: number, filter: OrderFilter = {}): OrderRecord[] {
    const out: OrderRecord[] = [];
    for (const o of this.orders.values()) {
      if (o.userId !== userId) continue;
      if (filter.open !== undefined && isOpen(o) !== filter.open) continue;
      if (filter.symbol !== undefined && o.symbol !== filter.symbol) continue;
      out.push({ ...o });
    }
    return out.sort((a, b) => b.createdAt - a.createdAt || b.bookSeq - a.bookSeq);
  }
  listOpenOrders(): OrderRecord[] {
    return [...this.orders.values()].filter(isOpen).map((o) => ({ ...o }));
  }

  getPosition(userId: number, symbol: string): PositionRecord | undefined {
    const p = this.positions.get(`${userId}|${symbol}`);
    return p ? { ...p } : undefined;
  }
  putPosition(p: PositionRecord): void {
    this.positions.set(`${p.userId}|${p.symbol}`, { ...p });
  }
  listPositions(userId: number): PositionRecord[] {
    return [...this.positions.values()].filter((p) => p.userId === userId).map((p) => ({ ...p }));
  }

  addExecution(e: ExecutionRecord): void {
    this.executions.push({ ...e });
  }
  listExecutions(userId: number, limit = 100): ExecutionRecord[] {
    return this.executions
      .filter((e) => e.userId === userId)
      .slice(-limit)
      .reverse()
      .map((e) => ({ ...e }));
  }

  getIdempotent(userId: number, key: string): OptionOrderResult | undefined {
    const r = this.idempotency.get(`${userId}|${key}`);
    return r ? structuredClone(r) : undefined;
  }
  putIdempotent(userId: number, key: string, result: OptionOrderResult): void {
    this.idempotency.set(`${userId}|${key}`, structuredClone(result));
  }
}
