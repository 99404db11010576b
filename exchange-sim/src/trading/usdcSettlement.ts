import type { Market } from '../market/market';
import type { Repository } from '../store/types';
import { Dec, money, roundToStep, str } from '../util/decimal';
import { positionPnl } from './positions';

/** USDC contracts settle once a day at this hour (UTC). */
export const USDC_SETTLEMENT_HOUR_UTC = 8;
const DAY_MS = 86_400_000;
const SETTLEMENT_OFFSET_MS = USDC_SETTLEMENT_HOUR_UTC * 3_600_000;
/** Store meta key: the time of the last settlement boundary handled. */
const LAST_KEY = 'usdcSettlement:last';

/** The first daily settlement boundary strictly after `t`. */
export function nextUsdcSettlement(t: number): number {
  return Math.floor((t - SETTLEMENT_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS + SETTLEMENT_OFFSET_MS;
}

/**
 * Session settlement of USDC contracts (perpetuals and futures settled in USDC; positions.md §3:
 * "entry price, or session average price for USDC contracts"). Every day at 08:00 UTC each open
 * USDC contract position's unrealised PnL at the mark (on the tick) moves into the USDC wallet as
 * realised PnL (positionRPL and cumRealisedPnl), and its session average price restarts at that
 * mark; the entry price (average open price) stays. From then on the unrealised PnL, the
 * liquidation and bankruptcy prices and the PnL realised by a close run from the session average
 * price. The last boundary handled is kept in the store's meta, so a boundary passed while the
 * simulator was down is settled at the first tick after the restart (once, at the mark of then).
 */
export class UsdcSettlement {
  private last: number;

  constructor(
    private readonly repo: Repository,
    private readonly market: Market,
    private readonly now: () => number,
    private readonly onPosition: (userId: number, symbol: string, positionIdx: 0 | 1 | 2) => void = () => {},
  ) {
    const kept = repo.getMeta(LAST_KEY);
    this.last = kept !== undefined ? Number(kept) : now();
    if (kept === undefined) repo.setMeta(LAST_KEY, String(this.last));
  }

  /** The next settlement time (ms). */
  nextSettlementTime(): number {
    return nextUsdcSettlement(this.last);
  }

  /** Called every tick: settles once when one or more boundaries have passed. Returns the positions settled. */
  settleIfDue(): number {
    const t = this.now();
    if (t < this.nextSettlementTime()) return 0;
    const settled = this.settle();
    this.last = t;
    this.repo.setMeta(LAST_KEY, String(t));
    return settled;
  }

  private settle(): number {
    let settled = 0;
    const ts = this.now();
    for (const p of this.repo.listAllPositions()) {
      const inst = this.market.instrument(p.symbol);
      if (!inst || inst.kind === 'option' || inst.settleCoin !== 'USDC' || new Dec(p.size).isZero()) continue;
      const mark = this.market.markPrice(p.symbol);
      if (mark.isZero()) continue;
      const price = roundToStep(mark, inst.rules.tickSize);
      const upl = money(positionPnl(p, inst, price).upl);
      const balance = new Dec(this.repo.getBalance(p.userId, 'USDC'));
      this.repo.setBalance(p.userId, 'USDC', str(money(balance.plus(upl))));
      this.repo.putPosition({
        ...p,
        sessionAvgPrice: str(price),
        positionRPL: str(money(new Dec(p.positionRPL).plus(upl))),
        cumRealisedPnl: str(money(new Dec(p.cumRealisedPnl).plus(upl))),
        updatedAt: ts,
      });
      this.onPosition(p.userId, p.symbol, p.positionIdx ?? 0);
      settled++;
    }
    return settled;
  }
}
