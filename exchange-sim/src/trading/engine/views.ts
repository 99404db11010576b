import type { Position, TpSlEntry } from 'shared-core/domain';
import type { Instrument } from '../../market/instruments';
import type { PositionRecord } from '../../store/types';
import { Dec, ZERO, asDec } from '../../util/decimal';
import { EMPTY_POSITION, adlRank, adlScore } from '../positions';
import { positionView } from '../positionView';
import type { EngineContext } from './context';
import type { MarginAccount } from './marginAccount';

/** A flat position record of `symbol` as a first fill finds it (the instrument's default leverage, cross). */
export function newPositionRecord(
  userId: number,
  symbol: string,
  inst: Instrument | undefined,
  positionIdx: 0 | 1 | 2,
  ts: number,
): PositionRecord {
  return {
    userId,
    symbol,
    ...(positionIdx ? { positionIdx } : {}),
    ...EMPTY_POSITION,
    leverage: inst && inst.kind !== 'option' ? inst.leverage : '1',
    isIsolated: false,
    createdAt: ts,
    updatedAt: ts,
  };
}

/** Positions as the API shows them: the stored record with its market figures. */
export class PositionViews {
  constructor(
    private readonly ctx: EngineContext,
    private readonly margin: MarginAccount,
  ) {}

  /** partial TP/SL entries of a position side (set by the ContractDesk) */
  partialsOf: (userId: number, symbol: string, positionIdx: 0 | 1 | 2) => TpSlEntry[] = () => [];

  view(p: PositionRecord, inst: Instrument): Position {
    const { market } = this.ctx;
    const m = inst.kind === 'option' ? market.optionMark(inst.symbol) : undefined;
    return positionView(
      p,
      inst,
      {
        mark: market.markPrice(inst.symbol),
        last: market.lastPrice(inst.symbol),
        index: market.indexOf(inst.symbol),
        markIv: m?.markIv,
        greeks: m?.greeks,
        ...(inst.kind === 'option' ? {} : { adlRank: this.adlRankOf(p, inst) }),
        ...(inst.kind !== 'option' && !p.isIsolated ? { cross: this.margin.crossPool(p, inst.settleCoin) } : {}),
        ...(inst.kind !== 'option' ? { closing: this.restingCloseQty(p) } : {}),
      },
      inst.kind === 'option' ? [] : this.partialsOf(p.userId, p.symbol, p.positionIdx ?? 0),
    );
  }

  /** Leaves qty of the resting orders that close `p` (reduce-only or close-on-trigger, its closing side, not untriggered). */
  private restingCloseQty(p: PositionRecord): Dec {
    const closingSide = p.size.startsWith('-') ? 'Buy' : 'Sell';
    let qty = ZERO;
    for (const o of this.ctx.repo.listOrders(p.userId, { open: true, symbol: p.symbol }))
      if (
        o.side === closingSide &&
        (o.reduceOnly || o.closeOnTrigger) &&
        o.orderStatus !== 'Untriggered' &&
        (o.positionIdx ?? 0) === (p.positionIdx ?? 0)
      )
        qty = qty.plus(asDec(o.leavesQty));
    return qty;
  }

  private readonly adlScores = new Map<string, { mark: Dec; version: number; scores: Dec[] }>();

  /**
   * The ADL rank of a contract position among every user's positions on its symbol and side. The
   * side's scores are computed once per mark and positions version (views run for every position
   * on every tick).
   */
  private adlRankOf(p: PositionRecord, inst: Instrument): number {
    const { repo, market } = this.ctx;
    const inverse = inst.kind === 'inverse';
    const mark = market.markPrice(inst.symbol);
    const long = !p.size.startsWith('-');
    const key = `${p.symbol}|${long ? 'L' : 'S'}`;
    const version = repo.positionsVersion();
    let hit = this.adlScores.get(key);
    if (!hit || !hit.mark.isEqualTo(mark) || hit.version !== version) {
      const scores: Dec[] = [];
      for (const q of repo.listAllPositions())
        if (q.symbol === p.symbol && !new Dec(q.size).isZero() && !q.size.startsWith('-') === long)
          scores.push(adlScore(q, inverse, mark));
      if (this.adlScores.size > 10_000) this.adlScores.clear();
      this.adlScores.set(key, (hit = { mark, version, scores }));
    }
    return adlRank(adlScore(p, inverse, mark), hit.scores);
  }

  /** Open positions (size ≠ 0) of a user, full field names. */
  positions(userId: number): Position[] {
    const out: Position[] = [];
    for (const p of this.ctx.repo.listPositions(userId)) {
      const inst = this.ctx.market.instrument(p.symbol);
      if (inst && !new Dec(p.size).isZero()) out.push(this.view(p, inst));
    }
    return out.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.positionIdx - b.positionIdx);
  }

  positionOf(userId: number, symbol: string, positionIdx: 0 | 1 | 2 = 0): Position | null {
    const inst = this.ctx.market.instrument(symbol);
    const rec =
      this.ctx.repo.getPosition(userId, symbol, positionIdx) ??
      newPositionRecord(userId, symbol, inst, positionIdx, this.ctx.now());
    return inst ? this.view(rec, inst) : null;
  }
}
