import type { OrderSide, TpSlEntry } from 'shared-core/domain';
import type { Market } from '../market/market';
import { marketTypeOf, type Instrument, type PerpInstrument } from '../market/instruments';
import type { OrderRecord, PositionRecord, Repository } from '../store/types';
import type { Dec } from '../util/decimal';
import type { TradingEngine } from './engine';
import type { TriggerBy } from './triggerRules';
import { Amend, type ReplaceInput } from './desk/amend';
import { perp, priceBy, requirePosition, type DeskContext } from './desk/context';
import { FuturesDelivery } from './desk/delivery';
import { Liquidation } from './desk/liquidation';
import { PositionMargin } from './desk/margin';
import { Placement, type ContractOrderInput } from './desk/placement';
import { Protection, type TpSlTsInput } from './desk/protection';
import { SplitClose, type PlacedOrders } from './desk/split';
import { Triggers } from './desk/triggers';

export { TRIGGER_BY, type TriggerBy } from './triggerRules';
export { MAX_MARKET_QTY_SHARE, maxMarketQty, type ContractOrderInput } from './desk/placement';
export { throwIfSplitFailed, type PlacedOrders } from './desk/split';
export { marketTypeOf };

/**
 * Perpetual and futures orders, isolated margin, TP/SL, trailing stop, MMR close, liquidation
 * and the triggers that fire from the price walk. Option orders stay in TradingEngine. A facade:
 * each concern lives in its module under desk/ (placement, split closes, margin, protection,
 * amend, triggers, liquidation, delivery).
 */
export class ContractDesk {
  private readonly ctx: DeskContext;
  private readonly placement: Placement;
  private readonly split: SplitClose;
  private readonly margin: PositionMargin;
  private readonly protection: Protection;
  private readonly amend: Amend;
  private readonly liquidation: Liquidation;
  private readonly triggers: Triggers;
  private readonly delivery: FuturesDelivery;

  constructor(
    repo: Repository,
    market: Market,
    engine: TradingEngine,
    now: () => number,
    onLiquidation: (userId: number, data: Record<string, unknown>) => void,
  ) {
    this.ctx = { repo, market, engine, now };
    this.placement = new Placement(this.ctx);
    this.split = new SplitClose(this.ctx, this.placement);
    this.margin = new PositionMargin(this.ctx);
    this.protection = new Protection(this.ctx, this.placement);
    this.amend = new Amend(this.ctx, this.placement, this.split);
    this.liquidation = new Liquidation(this.ctx, onLiquidation);
    this.triggers = new Triggers(this.ctx, this.split, this.liquidation);
    this.delivery = new FuturesDelivery(this.ctx);
  }

  perp = (symbol: string): PerpInstrument => perp(this.ctx.market, symbol);
  priceBy = (inst: Instrument, by: TriggerBy): Dec => priceBy(this.ctx.market, inst, by);
  requirePosition = (userId: number, symbol: string, positionIdx: number): PositionRecord =>
    requirePosition(this.ctx.repo, userId, symbol, positionIdx);

  // ------------------------------------------------------------------ orders
  placeOrder = (userId: number, o: ContractOrderInput): OrderRecord => this.placement.placeOrder(userId, o);
  placeOrderSplit = (userId: number, o: ContractOrderInput): PlacedOrders => this.split.placeOrderSplit(userId, o);
  slippageDepth = (
    symbol: string,
    side: OrderSide,
    type: 'TickSize' | 'Percent',
    value: Dec,
  ): { qty: string; price: string } => this.placement.slippageDepth(symbol, side, type, value);

  // ------------------------------------------------------------------ margin
  preAddMargin = (
    userId: number,
    symbol: string,
    positionIdx: number,
    amount: Dec,
  ): ReturnType<PositionMargin['preAddMargin']> => this.margin.preAddMargin(userId, symbol, positionIdx, amount);
  addMargin = (userId: number, symbol: string, positionIdx: number, amount: Dec): PositionRecord =>
    this.margin.addMargin(userId, symbol, positionIdx, amount);
  setAutoAddMargin = (userId: number, symbol: string, positionIdx: number, on: boolean): void =>
    this.margin.setAutoAddMargin(userId, symbol, positionIdx, on);
  switchIsolated = (userId: number, symbol: string, isolated: boolean, leverage?: Dec): void =>
    this.margin.switchIsolated(userId, symbol, isolated, leverage);

  // ------------------------------------------------------------------ TP/SL, trailing, MMR
  setTpSlTs = (userId: number, a: TpSlTsInput): { orderIds: string[] } => this.protection.setTpSlTs(userId, a);
  setMmRate = (userId: number, symbol: string, positionIdx: number, e2: number): void =>
    this.protection.setMmRate(userId, symbol, positionIdx, e2);
  partials = (userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): TpSlEntry[] =>
    this.protection.partials(userId, symbol, positionIdx);

  // ------------------------------------------------------------------ cancel / replace / close-all
  cancelTotally = (
    userId: number,
    symbol: string | undefined,
    type: string,
    instFilter: (i: Instrument) => boolean = () => true,
    positionIdx?: 0 | 1 | 2,
    limit?: { max: number; more?: boolean },
  ): string[] => this.amend.cancelTotally(userId, symbol, type, instFilter, positionIdx, limit);
  replace = (userId: number, orderId: string, a: ReplaceInput): OrderRecord => this.amend.replace(userId, orderId, a);
  cancelFullTpSl = (userId: number, symbol: string, positionIdx: 0 | 1 | 2): void =>
    this.amend.cancelFullTpSl(userId, symbol, positionIdx);
  replaceFullTpSl = (userId: number, a: TpSlTsInput): void => this.amend.replaceFullTpSl(userId, a, this.protection);
  closeAll = (
    userId: number,
    opts: { withUsdcPerp: boolean; withUsdcFuture: boolean; marketType?: string; symbol?: string },
  ): { symbol: string; orderId: string }[] => this.amend.closeAll(userId, opts);

  // ------------------------------------------------------------------ every tick
  checkTriggers = (): void => this.triggers.checkTriggers();
  deliverFutures = (): string[] => this.delivery.deliverFutures();
  liquidate = (p: PositionRecord, inst: PerpInstrument, bust: Dec): void => this.liquidation.liquidate(p, inst, bust);
}
