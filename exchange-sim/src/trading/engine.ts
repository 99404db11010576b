import type {
  NotificationScene,
  OptionOrderResult,
  OrderNotification,
  OrderSide,
  Position,
  TpSlEntry,
  WireExecution,
  WireOrder,
} from 'shared-core/domain';
import type { Market } from '../market/market';
import type { Fill } from '../market/book';
import type { Instrument, OptionInstrument } from '../market/instruments';
import type { ExecutionRecord, OrderRecord, PositionRecord, Repository } from '../store/types';
import { Dec } from '../util/decimal';
import type { CrossPool } from './positions';
import { StopBooks } from './stopBook';
import { Books } from './engine/books';
import { Cancellation } from './engine/cancel';
import { marginModeOf, type EngineContext, type EngineEvent } from './engine/context';
import { MarginAccount } from './engine/marginAccount';
import { Notifier } from './engine/notifications';
import { OptionDelivery } from './engine/optionDelivery';
import { OptionLiquidation } from './engine/optionLiquidation';
import { OptionOrders } from './engine/optionOrders';
import { ReduceOnlyUpkeep } from './engine/reduceOnly';
import { Settlement } from './engine/settlement';
import { PositionViews, newPositionRecord } from './engine/views';
import { marginOrderMessage, wireExecution, wireOrder } from './engine/wire';

export type { EngineEvent } from './engine/context';
export { CLEARED_POSITION_SETTINGS } from './engine/settlement';

/**
 * Order placement, matching, settlement and cancellation over a Repository and the Market.
 * Every state change is announced through `emit` (the WebSocket hub turns events into pushes).
 * A facade: each concern lives in its module under engine/ (margin account, position views,
 * settlement, reduce-only upkeep, cancelling, option orders, option delivery and liquidation,
 * books, wire mappers).
 */
export class TradingEngine {
  /** the untriggered conditional orders by price (the ContractDesk's triggers read them) */
  readonly stops = new StopBooks();
  private readonly notifier: Notifier;
  private readonly margin: MarginAccount;
  private readonly views: PositionViews;
  private readonly cancels: Cancellation;
  private readonly reduceOnly: ReduceOnlyUpkeep;
  private readonly settlement: Settlement;
  private readonly optionOrders: OptionOrders;
  private readonly optionDelivery: OptionDelivery;
  private readonly optionLiquidation: OptionLiquidation;
  private readonly books: Books;

  /**
   * Price deviation check (3200305 / 3200306) for option limit orders that do not say
   * `checkPriceDeviation` themselves. Off by default: the widgets confirm deviations client-side.
   */
  priceDeviationCheck = false;

  constructor(
    private readonly repo: Repository,
    market: Market,
    private readonly now: () => number,
    emit: (e: EngineEvent) => void,
  ) {
    const ctx: EngineContext = { repo, market, now, emit };
    this.notifier = new Notifier(ctx, (o) => this.stops.track(o));
    this.margin = new MarginAccount(ctx);
    this.views = new PositionViews(ctx, this.margin);
    this.cancels = new Cancellation(ctx, this.notifier);
    this.reduceOnly = new ReduceOnlyUpkeep(ctx, this.notifier, this.cancels);
    this.settlement = new Settlement(ctx, this.notifier, this.reduceOnly);
    this.optionOrders = new OptionOrders(
      ctx,
      this.margin,
      this.settlement,
      this.cancels,
      this.notifier,
      () => this.priceDeviationCheck,
    );
    this.optionDelivery = new OptionDelivery(ctx, this.settlement, this.cancels);
    this.optionLiquidation = new OptionLiquidation(
      ctx,
      this.margin,
      this.views,
      this.settlement,
      this.cancels,
      this.notifier,
    );
    this.books = new Books(ctx, this.settlement, this.stops);
  }

  // ---------------------------------------------------------------- margin account
  positionMargin = (userId: number, coin: string): Dec => this.margin.positionMargin(userId, coin);
  orderMargin = (userId: number, coin: string): Dec => this.margin.orderMargin(userId, coin);
  availableBalance = (userId: number, coin: string): Dec => this.margin.availableBalance(userId, coin);
  wallet = (userId: number): ReturnType<MarginAccount['wallet']> => this.margin.wallet(userId);
  crossPool = (p: PositionRecord, coin: string): CrossPool => this.margin.crossPool(p, coin);
  marginModeOf = (userId: number): 0 | 1 => marginModeOf(this.repo, userId);

  // ---------------------------------------------------------------- position views
  /** partial TP/SL entries of a position side (set by the ContractDesk) */
  get partialsOf(): (userId: number, symbol: string, positionIdx: 0 | 1 | 2) => TpSlEntry[] {
    return this.views.partialsOf;
  }
  set partialsOf(f: (userId: number, symbol: string, positionIdx: 0 | 1 | 2) => TpSlEntry[]) {
    this.views.partialsOf = f;
  }
  view = (p: PositionRecord, inst: Instrument): Position => this.views.view(p, inst);
  positions = (userId: number): Position[] => this.views.positions(userId);
  positionOf = (userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): Position | null =>
    this.views.positionOf(userId, symbol, positionIdx);
  newPositionRecord = (
    userId: number,
    symbol: string,
    inst: Instrument | undefined,
    positionIdx: 0 | 1 | 2 = 0,
  ): PositionRecord => newPositionRecord(userId, symbol, inst, positionIdx, this.now());

  // ---------------------------------------------------------------- wire mappers and pushes
  wireOrder = (o: OrderRecord): WireOrder => wireOrder(o);
  wireExecution = (e: ExecutionRecord): WireExecution =>
    wireExecution(e, this.repo.getOrder(e.orderId)?.createType ?? 'CreateByUser');

  /**
   * The `user.margin.order` message of an order (option-entry spec §4 "Margin order kind"):
   * OpenBuy / OpenSell, or CloseBuy / CloseSell when the order reduces an opposite position not
   * already covered by the user's other orders on that side (reduce-only and hedge-close orders
   * are closes), with the margin it holds now (`orderIM` = reservePerContract × leavesQty).
   */
  marginOrder(order: OrderRecord, notification?: OrderNotification): Record<string, unknown> {
    const hedgeIdx = order.positionIdx ?? 0;
    const closing =
      order.reduceOnly ||
      (hedgeIdx !== 0
        ? (hedgeIdx === 1) !== (order.side === 'Buy')
        : this.optionOrders
            .closingQty(
              order.userId,
              { symbol: order.symbol, side: order.side, qty: new Dec(order.qty) },
              new Dec(order.price).isGreaterThan(0) ? new Dec(order.price) : null,
              order.orderId,
            )
            .isGreaterThan(0));
    return marginOrderMessage(order, closing, this.marginModeOf(order.userId), notification);
  }

  emitOrder = (order: OrderRecord, scene: NotificationScene): void => this.notifier.emitOrder(order, scene);
  emitPosition = (userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): void =>
    this.notifier.emitPosition(userId, symbol, positionIdx);

  // ---------------------------------------------------------------- option orders
  placeOptionOrders = (userId: number, requests: readonly unknown[]): OptionOrderResult[] =>
    this.optionOrders.placeOptionOrders(userId, requests);
  placeOptionOrder = (userId: number, raw: unknown): OptionOrderResult =>
    this.optionOrders.placeOptionOrder(userId, raw);
  repriceIvOrders = (): number => this.optionOrders.repriceIvOrders();
  seedRestingOrder = (
    userId: number,
    symbol: string,
    side: OrderSide,
    price: string,
    qty: string,
    orderLinkId: string,
  ): OrderRecord => this.optionOrders.seedRestingOrder(userId, symbol, side, price, qty, orderLinkId);

  // ---------------------------------------------------------------- settlement, reduce-only upkeep, cancelling
  settleFill = (orderId: string, fill: Fill, isMaker: boolean, feeRate?: string): void =>
    this.settlement.settleFill(orderId, fill, isMaker, feeRate);
  batchFills = <T>(fn: () => T): T => this.reduceOnly.batchFills(fn);
  trimReduceOnly = (userId: number, symbol: string, positionIdx: 0 | 1 | 2): void =>
    this.reduceOnly.trimReduceOnly(userId, symbol, positionIdx);
  cancelOrder = (userId: number, orderId: string, cancelType = 'CancelByUser'): OrderRecord =>
    this.cancels.cancelOrder(userId, orderId, cancelType);
  finishCancel = (order: OrderRecord, cancelType: string): OrderRecord => this.cancels.finishCancel(order, cancelType);

  // ---------------------------------------------------------------- option delivery and liquidation (every tick)
  settleOptions = (): string[] => this.optionDelivery.settleOptions();
  deliveryPrice = (inst: OptionInstrument): Dec => this.optionDelivery.deliveryPrice(inst);
  deliveredAt = (inst: OptionInstrument): Dec | undefined => this.optionDelivery.deliveredAt(inst);
  checkOptionLiquidations = (): number => this.optionLiquidation.checkOptionLiquidations();

  // ---------------------------------------------------------------- books
  restoreBooks = (): void => this.books.restoreBooks();
  clearBooks = (): void => this.books.clearBooks();
  sweepCrossedBooks = (): void => this.books.sweepCrossedBooks();
}
