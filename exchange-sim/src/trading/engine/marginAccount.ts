import { OPTION_RISK_DEFAULTS, blackScholesPrice, shortMaintenanceMargin } from 'shared-core/domain';
import { COINS } from '../../market/coins';
import type { Instrument } from '../../market/instruments';
import type { PositionRecord } from '../../store/types';
import { Dec, ONE, ZERO, asDec, fromFloat, money, str } from '../../util/decimal';
import { contractMaintenance, positionInitialMargin, positionPnl, type CrossPool } from '../positions';
import { RISK } from '../risk';
import { marginModeOf, type EngineContext } from './context';

/** Index moves of a portfolio-margin stress test: ±⅓, ±⅔ and ±1 × `widest`. */
const stressMoves = (widest: string): readonly Dec[] =>
  [-3, -2, -1, 1, 2, 3].map((k) => new Dec(widest).multipliedBy(k).dividedBy(3));
/** Initial margin: moves up to ±MAX_IM_FACTOR (±5, ±10, ±15 %). */
const PM_IM_MOVES = stressMoves(OPTION_RISK_DEFAULTS.MAX_IM_FACTOR);
/** Maintenance margin: moves up to ±MM_FACTOR (±2.5, ±5, ±7.5 %), the way MM_FACTOR halves MAX_IM_FACTOR standalone. */
export const PM_MM_MOVES = stressMoves(OPTION_RISK_DEFAULTS.MM_FACTOR);

/** Positions of one base coin margined together (portfolio margin): their standalone sum and the positions. */
export interface PmGroup {
  gross: Dec;
  held: { p: PositionRecord; inst: Instrument }[];
}

/** Adds `amount` and (when `hold`) the position to the group of `inst`'s base coin. */
export function addToPmGroup(
  groups: Map<string, PmGroup>,
  inst: Instrument,
  amount: Dec,
  p: PositionRecord,
  hold: boolean,
): void {
  const g = groups.get(inst.baseCoin) ?? { gross: ZERO, held: [] };
  g.gross = g.gross.plus(amount);
  if (hold) g.held.push({ p, inst });
  groups.set(inst.baseCoin, g);
}

/** The margin account: what positions and orders hold, and what is left (balances and margin). */
export class MarginAccount {
  constructor(private readonly ctx: EngineContext) {}

  /** positionMargin per user|coin, valid while the tick, the index objects and the positions are unchanged */
  private readonly marginCache = new Map<string, { tick: number; version: number; index: Dec[]; value: Dec }>();

  /** Margin held by positions settled in `coin` (short options, perpetual IM). */
  positionMargin(userId: number, coin: string): Dec {
    const { repo, market } = this.ctx;
    const key = `${userId}|${coin}`;
    const tick = market.tickCount;
    const version = repo.positionsVersion();
    const index = COINS.map((c) => market.index[c]);
    const hit = this.marginCache.get(key);
    if (hit && hit.tick === tick && hit.version === version && hit.index.every((d, i) => d === index[i]))
      return hit.value;
    let total = ZERO;
    const pm = marginModeOf(repo, userId) === 1;
    const groups = new Map<string, PmGroup>();
    for (const p of repo.listPositions(userId)) {
      const inst = market.instrument(p.symbol);
      if (!inst || inst.settleCoin !== coin) continue;
      const im = money(positionInitialMargin(p, inst, market.markPrice(inst.symbol), market.indexOf(inst.symbol)));
      if (pm) addToPmGroup(groups, inst, im, p, !new Dec(p.size).isZero());
      else total = total.plus(im);
    }
    for (const g of groups.values()) total = total.plus(Dec.min(g.gross, this.pmStressLoss(g.held, PM_IM_MOVES)));
    if (this.marginCache.size > 10_000) this.marginCache.clear();
    this.marginCache.set(key, { tick, version, index, value: total });
    return total;
  }

  /**
   * Portfolio-margin netting (accounts with marginMode PORTFOLIO_MARGIN): the positions of one base
   * coin within one settle coin are margined together at min(Σ standalone IM, worst loss over
   * index moves of ±5 %, ±10 %, ±15 % (±MAX_IM_FACTOR)), options re-priced by Black–Scholes at
   * their mark IV and time, contracts at the moved index. So a short call's IM shrinks when a
   * long perpetual or future offsets its delta, and never exceeds the regular figure.
   */
  pmStressLoss(held: readonly { p: PositionRecord; inst: Instrument }[], moves: readonly Dec[]): Dec {
    let worst = ZERO;
    for (const move of moves) {
      let pnl = ZERO;
      for (const { p, inst } of held) pnl = pnl.plus(this.pnlAtMove(p, inst, move));
      if (pnl.negated().isGreaterThan(worst)) worst = pnl.negated();
    }
    return money(worst);
  }

  /** PnL of one position when the index moves by `move` (a fraction): options re-priced, contracts at the moved index. */
  private pnlAtMove(p: PositionRecord, inst: Instrument, move: Dec): Dec {
    const { market } = this.ctx;
    const size = new Dec(p.size);
    const index = market.indexOf(inst.symbol);
    const moved = index.multipliedBy(ONE.plus(move));
    if (inst.kind === 'option') {
      const m = market.optionMark(inst.symbol);
      const price = fromFloat(
        blackScholesPrice(
          moved.toNumber(),
          Number(inst.strike),
          m?.timeYears ?? 0,
          m?.markIv ?? 0,
          inst.optionType === 'C',
        ),
      );
      return size.multipliedBy(price.minus(market.markPrice(inst.symbol)));
    }
    if (inst.kind === 'inverse') return size.multipliedBy(ONE.dividedBy(index).minus(ONE.dividedBy(moved)));
    return size.multipliedBy(moved.minus(index));
  }

  /** Margin reserved by open orders settled in `coin`. */
  orderMargin(userId: number, coin: string): Dec {
    let total = ZERO;
    for (const o of this.ctx.repo.listOrders(userId, { open: true })) {
      const inst = this.ctx.market.instrument(o.symbol);
      if (!inst || inst.settleCoin !== coin) continue;
      total = total.plus(asDec(o.reservePerContract).multipliedBy(asDec(o.leavesQty)));
    }
    return total;
  }

  /** Wallet balance minus position IM minus order reserves (unrealised PnL is not counted). */
  availableBalance(userId: number, coin: string): Dec {
    return money(
      new Dec(this.ctx.repo.getBalance(userId, coin))
        .minus(this.positionMargin(userId, coin))
        .minus(this.orderMargin(userId, coin)),
    );
  }

  wallet(
    userId: number,
  ): { coin: string; walletBalance: string; positionIM: string; orderIM: string; availableBalance: string }[] {
    return Object.entries(this.ctx.repo.listBalances(userId)).map(([coin, bal]) => ({
      coin,
      walletBalance: str(bal),
      positionIM: str(money(this.positionMargin(userId, coin))),
      orderIM: str(money(this.orderMargin(userId, coin))),
      availableBalance: str(this.availableBalance(userId, coin)),
    }));
  }

  /**
   * The cross-margin pool of `p`'s settle coin without `p` (see CrossPool): wallet balance − every
   * isolated contract position's margin (IM + fee to close + added margin: what it can lose at
   * most) + options at mark (signed; short options add their MM) + the other cross contract
   * positions' unrealised PnL (their MM to `mm`). Portfolio-margin accounts use the same
   * standalone figures here (their netting applies to the option liquidation check).
   */
  crossPool(p: PositionRecord, coin: string): CrossPool {
    const { repo, market } = this.ctx;
    let equity = new Dec(repo.getBalance(p.userId, coin));
    let mm = ZERO;
    for (const q of repo.listPositions(p.userId)) {
      if (q.symbol === p.symbol && (q.positionIdx ?? 0) === (p.positionIdx ?? 0)) continue;
      const inst = market.instrument(q.symbol);
      if (!inst || inst.settleCoin !== coin || new Dec(q.size).isZero()) continue;
      const mark = market.markPrice(q.symbol);
      if (inst.kind === 'option') {
        equity = equity.plus(new Dec(q.size).multipliedBy(mark));
        if (q.size.startsWith('-'))
          mm = mm.plus(
            shortMaintenanceMargin(RISK, market.indexOf(q.symbol), mark).multipliedBy(new Dec(q.size).abs()),
          );
      } else if (q.isIsolated) {
        equity = equity.minus(positionInitialMargin(q, inst, mark, market.indexOf(q.symbol)));
      } else {
        const { upl, value } = positionPnl(q, inst, mark);
        equity = equity.plus(upl);
        mm = mm.plus(contractMaintenance(inst, new Dec(q.size), value).mm);
      }
    }
    return { equity, mm };
  }
}
