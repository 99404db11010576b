import { ErrorCode, SimError } from '../../errors';
import type { PerpInstrument } from '../../market/instruments';
import type { PositionRecord } from '../../store/types';
import { Dec, money, roundToStep, str } from '../../util/decimal';
import { contractMaintenance, liquidationPrice, positionPnl, sessionEntry } from '../positions';
import { riskTiers } from '../riskLimits';
import { checkLeverage, isHedge, perp, requirePosition, type DeskContext } from './context';

/** A position's margin: added (isolated) margin, auto-add, and the switch between cross and isolated. */
export class PositionMargin {
  constructor(private readonly ctx: DeskContext) {}

  /** Estimated liquidation prices after adding (negative: removing) `amount` of margin. */
  preAddMargin(
    userId: number,
    symbol: string,
    positionIdx: number,
    amount: Dec,
  ): { buyLiqPrice: string; sellLiqPrice: string; liqPrice: string; newExtraAddedMargin: string } {
    const { p, inst, extra } = this.checkMarginChange(userId, symbol, positionIdx, amount);
    const size = new Dec(p.size);
    // as the position view computes it: from the session average price, at the tier's MM rate
    const { value } = positionPnl(p, inst, this.ctx.market.markPrice(symbol));
    const liq = str(
      roundToStep(
        liquidationPrice(
          inst.kind === 'inverse',
          size.isPositive() ? 1 : -1,
          sessionEntry(p),
          p.leverage,
          contractMaintenance(inst, size, value).tier.maintainMargin,
          extra.dividedBy(size.abs()),
        ),
        inst.rules.tickSize,
      ),
    );
    return {
      buyLiqPrice: size.isPositive() ? liq : '',
      sellLiqPrice: size.isNegative() ? liq : '',
      liqPrice: liq,
      newExtraAddedMargin: str(extra),
    };
  }

  private checkMarginChange(
    userId: number,
    symbol: string,
    positionIdx: number,
    amount: Dec,
  ): { p: PositionRecord; inst: PerpInstrument; extra: Dec } {
    const inst = perp(this.ctx.market, symbol);
    const p = requirePosition(this.ctx.repo, userId, symbol, positionIdx);
    if (!p.isIsolated) throw new SimError(ErrorCode.NOT_ISOLATED);
    if (amount.isZero()) throw new SimError(ErrorCode.PARAMS, 'addToPositionBalanceE8: must not be 0');
    const extra = new Dec(p.extraMargin ?? 0).plus(amount);
    if (extra.isNegative()) throw new SimError(ErrorCode.MARGIN_REDUCE_TOO_LARGE);
    if (amount.isPositive() && amount.isGreaterThan(this.ctx.engine.availableBalance(userId, inst.settleCoin)))
      throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
    return { p, inst, extra };
  }

  addMargin(userId: number, symbol: string, positionIdx: number, amount: Dec): PositionRecord {
    const { p, extra } = this.checkMarginChange(userId, symbol, positionIdx, amount);
    const next = { ...p, extraMargin: str(money(extra)), updatedAt: this.ctx.now() };
    this.ctx.repo.putPosition(next);
    this.ctx.engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
    return next;
  }

  setAutoAddMargin(userId: number, symbol: string, positionIdx: number, on: boolean): void {
    perp(this.ctx.market, symbol);
    const p = requirePosition(this.ctx.repo, userId, symbol, positionIdx);
    if (!p.isIsolated) throw new SimError(ErrorCode.NOT_ISOLATED);
    this.ctx.repo.putPosition({ ...p, autoAddMargin: on, updatedAt: this.ctx.now() });
    this.ctx.engine.emitPosition(userId, symbol, p.positionIdx ?? 0);
  }

  /** Switch a position (or the symbol setting when flat) between cross and isolated, optionally with a new leverage. */
  switchIsolated(userId: number, symbol: string, isolated: boolean, leverage?: Dec): void {
    const { repo, engine, now } = this.ctx;
    const inst = perp(this.ctx.market, symbol);
    checkLeverage(leverage, new Dec(riskTiers(inst)[0]!.maxLeverage));
    // hedge mode: the margin mode and leverage are per symbol, so both sides switch
    const sides: (0 | 1 | 2)[] = isHedge(repo, userId) ? [1, 2] : [0];
    const coin = inst.settleCoin;
    const availableBefore = engine.availableBalance(userId, coin);
    const previous: PositionRecord[] = [];
    for (const idx of sides) {
      const held = repo.getPosition(userId, symbol, idx);
      if (held) previous.push(held);
      const p = held ?? engine.newPositionRecord(userId, symbol, inst, idx);
      const next: PositionRecord = {
        ...p,
        isIsolated: isolated,
        leverage: leverage ? str(leverage) : p.leverage,
        updatedAt: now(),
      };
      if (!isolated) {
        next.extraMargin = '0';
        next.autoAddMargin = false;
      }
      repo.putPosition(next);
    }
    // The same margin check as an order: a lower leverage (or dropping added margin) that the
    // account cannot hold is refused and nothing changes (issue 12: leverage 0.01 had left the
    // available balance at -310,441 USDT). A change that frees margin is always allowed.
    const availableAfter = engine.availableBalance(userId, coin);
    if (availableAfter.isNegative() && availableAfter.isLessThan(availableBefore)) {
      for (const p of previous) repo.putPosition(p);
      throw new SimError(
        ErrorCode.INSUFFICIENT_BALANCE,
        `the position would need ${str(availableBefore.minus(availableAfter))} ${coin} more margin than is available`,
      );
    }
    for (const idx of sides) engine.emitPosition(userId, symbol, idx);
  }
}
