import type { OrderSide, OrderStatus, OrderType, TimeInForce, OptionOrderResult, PlaceTypeCode, UserProfile } from 'shared-core/domain';

/**
 * Stored entities. Decimal values are strings so a persistent store (a later SQLite issue) can
 * keep them as TEXT without loss.
 */
export interface UserRecord extends UserProfile {
  password: string;
}

export interface SessionRecord {
  token: string;
  userId: number;
  expiresAt: number;
}

export interface OrderRecord {
  orderId: string;
  orderLinkId: string;
  userId: number;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  price: string;
  qty: string;
  cumExecQty: string;
  cumExecValue: string;
  cumExecFee: string;
  leavesQty: string;
  orderStatus: OrderStatus;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
  placeType: PlaceTypeCode;
  iv: string;
  cancelType: string;
  /** margin reserved per unfilled contract (released as the order fills or is cancelled) */
  reservePerContract: string;
  /** book priority of the resting order */
  bookSeq: number;
  createdAt: number;
  updatedAt: number;
}

/** Signed size: positive long, negative short. */
export interface PositionRecord {
  userId: number;
  symbol: string;
  size: string;
  entryPrice: string;
  /** leverage (plain, e.g. "10") for perpetuals */
  leverage: string;
  isIsolated: boolean;
  /** realised PnL since the position was opened (fees included) */
  positionRPL: string;
  /** realised PnL over the whole life of the symbol for this user */
  cumRealisedPnl: string;
  /** fees paid while opening the current position (for break-even) */
  openFee: string;
  createdAt: number;
  updatedAt: number;
}

export interface ExecutionRecord {
  execId: string;
  orderId: string;
  orderLinkId: string;
  userId: number;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  execPrice: string;
  execQty: string;
  execValue: string;
  execFee: string;
  leavesQty: string;
  isMaker: boolean;
  execTime: number;
}

export interface OrderFilter {
  open?: boolean;
  symbol?: string;
}

/**
 * Storage behind the simulator. Synchronous on purpose: the in-memory store and a later SQLite
 * (better-sqlite3 style) store are both synchronous, and the matching step must be atomic.
 */
export interface Repository {
  findUserByEmail(email: string): UserRecord | undefined;
  findUser(userId: number): UserRecord | undefined;
  listUsers(): UserRecord[];

  putSession(s: SessionRecord): void;
  getSession(token: string): SessionRecord | undefined;
  deleteSession(token: string): void;

  getBalance(userId: number, coin: string): string;
  setBalance(userId: number, coin: string, amount: string): void;
  listBalances(userId: number): Record<string, string>;

  putOrder(o: OrderRecord): void;
  getOrder(orderId: string): OrderRecord | undefined;
  listOrders(userId: number, filter?: OrderFilter): OrderRecord[];
  listOpenOrders(): OrderRecord[];

  getPosition(userId: number, symbol: string): PositionRecord | undefined;
  putPosition(p: PositionRecord): void;
  listPositions(userId: number): PositionRecord[];

  addExecution(e: ExecutionRecord): void;
  listExecutions(userId: number, limit?: number): ExecutionRecord[];

  getIdempotent(userId: number, key: string): OptionOrderResult | undefined;
  putIdempotent(userId: number, key: string, result: OptionOrderResult): void;
}
