import { isOpenOrderStatus } from 'shared-core/domain';
import type {
  ExecutionRecord,
  IdempotentAnswer,
  ExecutionFilter,
  OrderFilter,
  OrderRecord,
  PositionRecord,
  Repository,
  SessionRecord,
  StoreOp,
  UserRecord,
} from './types';

/** One-way positions by user|symbol, hedge-mode sides by user|symbol|1 and user|symbol|2. */
const positionKey = (userId: number, symbol: string, positionIdx: number | undefined): string =>
  positionIdx ? `${userId}|${symbol}|${positionIdx}` : `${userId}|${symbol}`;

const isOpen = (o: OrderRecord): boolean => isOpenOrderStatus(o.orderStatus);

/**
 * In-memory repository. Returns copies so callers never mutate stored state by accident.
 * Every change goes through `apply(op)` and is then handed to `record(op)` — a no-op here; the
 * persistent store (store/persistent.ts) journals it. Replaying the ops rebuilds the state.
 */
export class MemoryRepository implements Repository {
  private readonly users = new Map<number, UserRecord>();
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly balances = new Map<number, Map<string, string>>();
  private readonly orders = new Map<string, OrderRecord>();
  /** open orders per user (orderId set), so margin checks do not scan history */
  private readonly openByUser = new Map<number, Set<string>>();
  private readonly positions = new Map<string, PositionRecord>();
  private readonly executions: ExecutionRecord[] = [];
  private readonly execIds = new Set<string>();
  private readonly idempotency = new Map<string, IdempotentAnswer>();
  private readonly settings = new Map<number, Map<string, string>>();
  private readonly meta = new Map<string, string>();
  private posVersion = 0;

  /** Hook for persistence: called after every applied change. */
  protected record(_op: StoreOp): void {}

  /** Apply one change to memory (used by the mutators and by journal replay). */
  apply(op: StoreOp): void {
    switch (op[0]) {
      case 'user':
        this.users.set(op[1].userId, { ...op[1] });
        break;
      case 'session':
        this.sessions.set(op[1].token, { ...op[1] });
        break;
      case 'delSession':
        this.sessions.delete(op[1]);
        break;
      case 'balance': {
        let m = this.balances.get(op[1]);
        if (!m) this.balances.set(op[1], (m = new Map()));
        m.set(op[2], op[3]);
        break;
      }
      case 'order': {
        const o = op[1];
        this.orders.set(o.orderId, { ...o });
        let set = this.openByUser.get(o.userId);
        if (!set) this.openByUser.set(o.userId, (set = new Set()));
        if (isOpen(o)) set.add(o.orderId);
        else set.delete(o.orderId);
        break;
      }
      case 'position':
        this.positions.set(positionKey(op[1].userId, op[1].symbol, op[1].positionIdx), { ...op[1] });
        this.posVersion++;
        break;
      case 'exec':
        if (this.execIds.has(op[1].execId)) break;
        this.execIds.add(op[1].execId);
        this.executions.push({ ...op[1] });
        break;
      case 'idem':
        this.idempotency.set(`${op[1]}|${op[2]}`, structuredClone(op[3]));
        break;
      case 'setting': {
        let m = this.settings.get(op[1]);
        if (!m) this.settings.set(op[1], (m = new Map()));
        m.set(op[2], op[3]);
        break;
      }
      case 'meta':
        this.meta.set(op[1], op[2]);
        break;
      case 'clear':
        this.wipe();
        break;
    }
  }

  private change(op: StoreOp): void {
    this.apply(op);
    this.record(op);
  }

  /** Forget everything but meta (reset); journalled as one `clear` op. */
  clear(): void {
    this.change(['clear']);
  }

  private wipe(): void {
    for (const m of [
      this.users,
      this.sessions,
      this.balances,
      this.orders,
      this.openByUser,
      this.positions,
      this.idempotency,
      this.settings,
    ])
      m.clear();
    this.executions.length = 0;
    this.execIds.clear();
    this.posVersion++;
  }

  /** Every stored entity as ops (checkpoints write these). */
  *dump(): Generator<StoreOp> {
    for (const [k, v] of this.meta) yield ['meta', k, v];
    for (const u of this.users.values()) yield ['user', u];
    for (const s of this.sessions.values()) yield ['session', s];
    for (const [uid, m] of this.balances) for (const [coin, amount] of m) yield ['balance', uid, coin, amount];
    for (const o of this.orders.values()) yield ['order', o];
    for (const p of this.positions.values()) yield ['position', p];
    for (const e of this.executions) yield ['exec', e];
    for (const [k, r] of this.idempotency) {
      const i = k.indexOf('|');
      yield ['idem', Number(k.slice(0, i)), k.slice(i + 1), r];
    }
    for (const [uid, m] of this.settings) for (const [k, v] of m) yield ['setting', uid, k, v];
  }

  addUser(u: UserRecord): void {
    this.change(['user', { ...u }]);
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
    this.change(['session', { ...s }]);
  }
  getSession(token: string): SessionRecord | undefined {
    const s = this.sessions.get(token);
    return s ? { ...s } : undefined;
  }
  deleteSession(token: string): void {
    if (this.sessions.has(token)) this.change(['delSession', token]);
  }
  deleteSessionsOf(userId?: number): number {
    let n = 0;
    for (const s of [...this.sessions.values()]) {
      if (userId !== undefined && s.userId !== userId) continue;
      this.change(['delSession', s.token]);
      n++;
    }
    return n;
  }

  getBalance(userId: number, coin: string): string {
    return this.balances.get(userId)?.get(coin) ?? '0';
  }
  setBalance(userId: number, coin: string, amount: string): void {
    this.change(['balance', userId, coin, amount]);
  }
  listBalances(userId: number): Record<string, string> {
    return Object.fromEntries(this.balances.get(userId) ?? []);
  }

  putOrder(o: OrderRecord): void {
    this.change(['order', { ...o }]);
  }
  getOrder(orderId: string): OrderRecord | undefined {
    const o = this.orders.get(orderId);
    return o ? { ...o } : undefined;
  }
  listOrders(userId: number, filter: OrderFilter = {}): OrderRecord[] {
    const out: OrderRecord[] = [];
    if (filter.open === true) {
      for (const id of this.openByUser.get(userId) ?? []) {
        const o = this.orders.get(id);
        if (o && (filter.symbol === undefined || o.symbol === filter.symbol)) out.push({ ...o });
      }
    } else {
      for (const o of this.orders.values()) {
        if (o.userId !== userId) continue;
        if (filter.open !== undefined && isOpen(o) !== filter.open) continue;
        if (filter.symbol !== undefined && o.symbol !== filter.symbol) continue;
        out.push({ ...o });
      }
    }
    return out.sort((a, b) => b.createdAt - a.createdAt || b.bookSeq - a.bookSeq);
  }
  listOpenOrders(): OrderRecord[] {
    const out: OrderRecord[] = [];
    for (const set of this.openByUser.values()) for (const id of set) out.push({ ...this.orders.get(id)! });
    return out;
  }

  getPosition(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): PositionRecord | undefined {
    const p = this.positions.get(positionKey(userId, symbol, positionIdx));
    return p ? { ...p } : undefined;
  }
  putPosition(p: PositionRecord): void {
    this.change(['position', { ...p }]);
  }
  listPositions(userId: number): PositionRecord[] {
    return [...this.positions.values()].filter((p) => p.userId === userId).map((p) => ({ ...p }));
  }
  positionsVersion(): number {
    return this.posVersion;
  }
  listAllPositions(): PositionRecord[] {
    return [...this.positions.values()].map((p) => ({ ...p }));
  }

  addExecution(e: ExecutionRecord): void {
    this.change(['exec', { ...e }]);
  }
  listExecutions(userId: number, filter: ExecutionFilter = {}): ExecutionRecord[] {
    const { symbol, startTime, endTime } = filter;
    const out: ExecutionRecord[] = [];
    for (let i = this.executions.length - 1; i >= 0; i--) {
      const e = this.executions[i]!;
      if (e.userId !== userId) continue;
      if (symbol !== undefined && e.symbol !== symbol) continue;
      if (startTime !== undefined && e.execTime < startTime) continue;
      if (endTime !== undefined && e.execTime > endTime) continue;
      out.push({ ...e });
    }
    return out;
  }

  getIdempotent(userId: number, key: string): IdempotentAnswer | undefined {
    const r = this.idempotency.get(`${userId}|${key}`);
    return r ? structuredClone(r) : undefined;
  }
  putIdempotent(userId: number, key: string, result: IdempotentAnswer): void {
    this.change(['idem', userId, key, structuredClone(result)]);
  }

  getSettings(userId: number): Record<string, string> {
    return Object.fromEntries(this.settings.get(userId) ?? []);
  }
  putSetting(userId: number, key: string, value: string): void {
    this.change(['setting', userId, key, value]);
  }

  getMeta(key: string): string | undefined {
    return this.meta.get(key);
  }
  setMeta(key: string, value: string): void {
    this.change(['meta', key, value]);
  }
}
