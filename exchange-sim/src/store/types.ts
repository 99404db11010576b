import type {
  OrderSide,
  OrderStatus,
  OrderType,
  TimeInForce,
  OptionOrderResult,
  PlaceTypeCode,
  TriggerBy as WireTriggerBy,
  UserProfile,
} from 'shared-core/domain';

/**
 * Stored entities. Decimal values are strings so a persistent store (a later SQLite issue) can
 * keep them as TEXT without loss.
 */
/** The price a trigger is judged by (the wire's TriggerBy without its empty "none"). */
export type TriggerBy = Exclude<WireTriggerBy, ''>;

/** Copy trading (positions.md §6): a leader's copy-trade orders are mirrored to its followers × ratio. */
export type CopyTradeRole = { role: 'leader' } | { role: 'follower'; leaderId: number; ratio: string };

export interface UserRecord extends UserProfile {
  /** salted scrypt hash (auth.ts hashPassword) */
  passwordHash?: string;
  /** plain text: only in data dirs written before hashing; replaced by passwordHash at start (server.ts) */
  password?: string;
  /** REGULAR_MARGIN (default), PORTFOLIO_MARGIN or ISOLATED_MARGIN (positions.md §3 enumerations) */
  marginMode?: 'REGULAR_MARGIN' | 'PORTFOLIO_MARGIN' | 'ISOLATED_MARGIN';
  /** demo-trading account */
  isDemo?: boolean;
  copyTrade?: CopyTradeRole;
  /** BothSide: hedge mode, linear/inverse contract positions on positionIdx 1 (long) and 2 (short) */
  positionMode?: 'MergedSingle' | 'BothSide';
  /** may trade futures spreads (order-panel.md §2.2: the spread sub-tab is for UTA2 with spread access, not demo) */
  spreadAccess?: boolean;
  /**
   * The account's upgrade to a unified account: PROCESS while it is being carried out (positions.md
   * §2, §6: the liquidation price shows '--' meanwhile), else absent or SUCCESS.
   */
  unifiedUpdateStatus?: 'PROCESS' | 'SUCCESS';
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
  // ---- contract / conditional orders (absent on plain option orders)
  /** '' for ordinary orders; TakeProfit, StopLoss, PartialTakeProfit, PartialStopLoss, TrailingStop, MmRateClose, Stop */
  stopOrderType?: string;
  triggerPrice?: string;
  triggerBy?: TriggerBy;
  /** 1: fires when the price rises to the trigger, 2: when it falls to it */
  triggerDirection?: 1 | 2;
  closeOnTrigger?: boolean;
  createType?: string;
  positionIdx?: 0 | 1 | 2;
  parentOrderId?: string;
  /** for a triggered limit TP/SL: the limit price of the order it becomes */
  orderPriceOnTrigger?: string;
  /** leverage (plain) the order opens at (contracts) */
  leverage?: string;
  /**
   * TP/SL attached to an ordinary contract order (`order/create` / `order/replace` takeProfit,
   * stopLoss): set as the position's full TP/SL by the fills that open or add on the order's side.
   * '0' or absent = none.
   */
  takeProfit?: string;
  stopLoss?: string;
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  /** market protection the order was placed with (contracts) */
  maxSlippageType?: 'TickSize' | 'Percent';
  maxSlippage?: string;
}

/** Signed size: positive long, negative short. */
export interface PositionRecord {
  userId: number;
  symbol: string;
  /** hedge mode (BothSide): 1 = buy side, 2 = sell side; absent = 0 (MergedSingle) */
  positionIdx?: 1 | 2;
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
  /** average price since the last USDC session settlement (trading/usdcSettlement.ts); absent: entryPrice */
  sessionAvgPrice?: string;
  createdAt: number;
  updatedAt: number;
  // ---- contracts: isolated margin, full TP/SL, trailing stop, MMR close (all optional; absent = off)
  /** margin added on top of the position IM (isolated), in the settle coin */
  extraMargin?: string;
  /** funding paid by this position since it was opened (negative: received) */
  fundingFee?: string;
  autoAddMargin?: boolean;
  /** full take-profit (the whole position); absent: none */
  takeProfit?: TpSlLeg;
  /** full stop-loss (the whole position); absent: none */
  stopLoss?: TpSlLeg;
  /** absent: no trailing stop */
  trailing?: TrailingStop;
  /** absent: no MMR close */
  mmrClose?: MmrClose;
}

/** One leg of a position's full TP/SL: where it fires, by which price, and how it closes. */
export interface TpSlLeg {
  /** > 0 */
  triggerPrice: string;
  triggerBy: TriggerBy;
  /** a limit close at this price (> 0); absent: a market close */
  limitPrice?: string;
}

/**
 * A trailing stop (judged by the last price): a callback by distance (price units) or by rate
 * (× 1e4, 1 % = 100), at least one of them > 0; the distance counts when both are given.
 */
export type TrailingStop = ({ distance: string; rateE4?: string } | { distance?: undefined; rateE4: string }) & {
  /** the stop becomes active when the last price reaches it (a long's at or above it); absent: at once */
  activationPrice?: string;
  /** the best last price since the stop became active (a short's lowest); absent: not active yet */
  peak?: string;
};

/** The MMR close: the position is closed when its MMR reaches the trigger. */
export interface MmrClose {
  /** percent × 100 (e.g. 5000 = 50 %), > 0 */
  triggerMmRateE2: number;
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

/**
 * The answer a contract `order/create` gave, kept under its orderLinkId (key `create:<id>`) so a
 * retried create gets the same answer and places nothing (a lost answer must not double an order).
 */
export interface ContractCreateAnswer {
  kind: 'contractCreate';
  /** 0, or the code it failed with after placing something (39303: a split close placed in part) */
  retCode: number;
  retMsg: string;
  result: Record<string, unknown>;
}

/** What an idempotency key remembers: an option order's batch outcome, or a contract create's answer. */
export type IdempotentAnswer = OptionOrderResult | ContractCreateAnswer;

export const isContractCreateAnswer = (a: IdempotentAnswer): a is ContractCreateAnswer =>
  'kind' in a && a.kind === 'contractCreate';

/** One stored change: the unit of the persistence journal (JSON line) and of replay. */
export type StoreOp =
  | ['user', UserRecord]
  | ['session', SessionRecord]
  | ['delSession', string]
  | ['balance', number, string, string]
  | ['order', OrderRecord]
  | ['position', PositionRecord]
  | ['exec', ExecutionRecord]
  | ['idem', number, string, IdempotentAnswer]
  | ['setting', number, string, string]
  | ['meta', string, string]
  /** reset: forget every entity but meta */
  | ['clear'];

export interface ExecutionFilter {
  symbol?: string;
  startTime?: number;
  endTime?: number;
}

export interface OrderFilter {
  open?: boolean;
  symbol?: string;
}

/**
 * Storage behind the simulator. Synchronous on purpose: the matching step must be atomic. The
 * persistent store keeps the working set in memory and journals every change (store/persistent.ts).
 */
export interface Repository {
  findUserByEmail(email: string): UserRecord | undefined;
  findUser(userId: number): UserRecord | undefined;
  listUsers(): UserRecord[];

  putSession(s: SessionRecord): void;
  getSession(token: string): SessionRecord | undefined;
  deleteSession(token: string): void;
  /** delete every session (or one user's); returns how many */
  deleteSessionsOf(userId?: number): number;

  getBalance(userId: number, coin: string): string;
  setBalance(userId: number, coin: string, amount: string): void;
  listBalances(userId: number): Record<string, string>;

  putOrder(o: OrderRecord): void;
  getOrder(orderId: string): OrderRecord | undefined;
  listOrders(userId: number, filter?: OrderFilter): OrderRecord[];
  listOpenOrders(): OrderRecord[];

  /** positionIdx 1/2: a hedge-mode side; 0 (default): the one-way position */
  getPosition(userId: number, symbol: string, positionIdx?: 0 | 1 | 2): PositionRecord | undefined;
  putPosition(p: PositionRecord): void;
  listPositions(userId: number): PositionRecord[];
  /** grows with every position change (margin caches compare it) */
  positionsVersion(): number;
  listAllPositions(): PositionRecord[];

  addExecution(e: ExecutionRecord): void;
  /** newest first; the filter's times are inclusive, ms on execTime */
  listExecutions(userId: number, filter?: ExecutionFilter): ExecutionRecord[];

  getIdempotent(userId: number, key: string): IdempotentAnswer | undefined;
  putIdempotent(userId: number, key: string, result: IdempotentAnswer): void;

  /** per-user settings (pref-setting, double-confirm, …), string values */
  getSettings(userId: number): Record<string, string>;
  putSetting(userId: number, key: string, value: string): void;

  getMeta(key: string): string | undefined;
  setMeta(key: string, value: string): void;
}
