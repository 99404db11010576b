import type { OptionInstrument } from '../../market/instruments';
import type { PositionRecord } from '../../store/types';
import { Dec, ZERO, str } from '../../util/decimal';
import { houseCloseOrder } from '../newOrder';
import { LIQUIDATION_FEE_RATE } from '../risk';
import type { Cancellation } from './cancel';
import { marginModeOf, type EngineContext } from './context';
import { PM_MM_MOVES, addToPmGroup, type MarginAccount, type PmGroup } from './marginAccount';
import { SCENE, type Notifier } from './notifications';
import type { Settlement } from './settlement';
import type { PositionViews } from './views';

/** A user's standing in one settle coin: equity against maintenance, and the short options it holds. */
interface CoinStanding {
  equity: Dec;
  maintenance: Dec;
  shorts: { p: PositionRecord; inst: OptionInstrument }[];
}

/** Option liquidation: accounts whose equity falls below their maintenance lose their short options. */
export class OptionLiquidation {
  constructor(
    private readonly ctx: EngineContext,
    private readonly margin: MarginAccount,
    private readonly views: PositionViews,
    private readonly settlement: Settlement,
    private readonly cancels: Cancellation,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Option liquidation (every tick): per user and settle coin holding short options, equity =
   * wallet balance + Σ option positions at mark (signed) + Σ contract UPL; maintenance = Σ short
   * option MM + Σ contract MM, or for a portfolio-margin account, per base coin, min(that sum, the
   * worst loss of the coin's positions over index moves of ±2.5, ±5, ±7.5 % (±MM_FACTOR)), so a
   * hedged short option is not liquidated on its standalone MM. When equity < maintenance, the coin's open option orders are
   * cancelled (CancelByLiq) and every short option position is bought back at its mark against
   * the house, paying the liquidation fee (LIQUIDATION_FEE_RATE in place of the taker rate, same
   * cap); each close pushes `user.option.liquidation` and `user.order` scene 5. Returns the count.
   */
  checkOptionLiquidations(): number {
    let count = 0;
    for (const [userId, coins] of this.shortOptionHolders()) {
      for (const coin of coins) {
        const { equity, maintenance, shorts } = this.standing(userId, coin);
        if (!equity.isLessThan(maintenance)) continue;
        for (const o of this.ctx.repo.listOrders(userId, { open: true })) {
          const inst = this.ctx.market.instrument(o.symbol);
          if (inst?.kind === 'option' && inst.settleCoin === coin)
            this.cancels.cancelOrder(userId, o.orderId, 'CancelByLiq');
        }
        for (const { p, inst } of shorts) {
          this.liquidateOption(p, inst);
          count++;
        }
      }
    }
    return count;
  }

  /** The settle coins in which each user holds short options. */
  private shortOptionHolders(): Map<number, Set<string>> {
    const byUser = new Map<number, Set<string>>();
    for (const p of this.ctx.repo.listAllPositions()) {
      const inst = this.ctx.market.instrument(p.symbol);
      if (!inst || inst.kind !== 'option' || !p.size.startsWith('-')) continue;
      if (!byUser.has(p.userId)) byUser.set(p.userId, new Set());
      byUser.get(p.userId)!.add(inst.settleCoin);
    }
    return byUser;
  }

  private standing(userId: number, coin: string): CoinStanding {
    const { repo, market } = this.ctx;
    let equity = new Dec(repo.getBalance(userId, coin));
    let maintenance = ZERO;
    const shorts: CoinStanding['shorts'] = [];
    // portfolio margin: per base coin, min(Σ standalone MM, worst loss over the MM stress moves)
    const pm = marginModeOf(repo, userId) === 1;
    const groups = new Map<string, PmGroup>();
    for (const p of repo.listPositions(userId)) {
      const inst = market.instrument(p.symbol);
      if (!inst || inst.settleCoin !== coin || new Dec(p.size).isZero()) continue;
      const v = this.views.view(p, inst);
      if (pm) addToPmGroup(groups, inst, new Dec(v.positionMM ?? 0), p, true);
      else maintenance = maintenance.plus(v.positionMM ?? 0);
      if (inst.kind === 'option') {
        equity = equity.plus(new Dec(p.size).multipliedBy(market.markPrice(p.symbol)));
        if (p.size.startsWith('-')) shorts.push({ p, inst });
      } else equity = equity.plus(v.positionUPL ?? 0);
    }
    for (const g of groups.values())
      maintenance = maintenance.plus(Dec.min(g.gross, this.margin.pmStressLoss(g.held, PM_MM_MOVES)));
    return { equity, maintenance, shorts };
  }

  private liquidateOption(p: PositionRecord, inst: OptionInstrument): void {
    const qty = new Dec(p.size).abs();
    const price = Dec.max(new Dec(inst.config.minOrderPrice), this.ctx.market.markPrice(p.symbol));
    const ts = this.ctx.now();
    const order = houseCloseOrder(p, price, 'CreateByLiq', ts); // a short: bought back
    this.ctx.repo.putOrder(order);
    this.settlement.settleFill(order.orderId, { price, qty }, false, LIQUIDATION_FEE_RATE);
    this.notifier.emitOrder(this.ctx.repo.getOrder(order.orderId)!, SCENE.liquidated);
    this.ctx.emit({
      kind: 'optionLiquidation',
      userId: p.userId,
      data: {
        symbol: p.symbol,
        side: 'Sell',
        size: str(qty),
        price: str(price),
        orderId: order.orderId,
        settleCoin: inst.settleCoin,
        marginMode: marginModeOf(this.ctx.repo, p.userId),
        ts,
      },
    });
  }
}
