import type { Market } from '../market/market';
import type { PerpInstrument } from '../market/instruments';
import type { Repository } from '../store/types';
import { Dec, money, str } from '../util/decimal';

/** 8 hours: settlements at 00:00, 08:00 and 16:00 UTC. */
export const DEFAULT_FUNDING_INTERVAL_MS = 8 * 3_600_000;
/** Interest part of the rate per interval (0.01 %) and the cap of the rate (±0.375 %). */
export const FUNDING_BASE_RATE = '0.0001';
export const FUNDING_RATE_CAP = '0.00375';
/** The premium part: (last − index) / index, clamped to ±0.05 %. */
export const FUNDING_PREMIUM_CLAMP = '0.0005';
const HISTORY_PER_SYMBOL = 200;

export interface FundingRecord {
  symbol: string;
  fundingRate: string;
  fundingRateTimestamp: number;
}

export const isPerpetual = (inst: { kind: string; deliveryTime?: number }): boolean =>
  inst.kind !== 'option' && inst.deliveryTime === undefined;

/**
 * Funding of perpetuals (futures and options have none). Rate = clamp(0.01 % + clamp((last −
 * index) / index, ±0.05 %), ±0.375 %), 6 decimals. At every settlement time (multiples of the
 * interval since the Unix epoch, i.e. 00/08/16 UTC for 8 h) each open perpetual position pays
 * value × rate when long and receives it when short (negative rates the other way round):
 * value = |size| × mark (inverse: |size| / mark, in the coin). The amount moves the settle-coin
 * balance and accumulates in the position's `fundingFee` (positive = paid).
 */
export class Funding {
  private next: number;
  private readonly history = new Map<string, FundingRecord[]>();

  constructor(
    private readonly repo: Repository,
    private readonly market: Market,
    private readonly now: () => number,
    readonly intervalMs: number = DEFAULT_FUNDING_INTERVAL_MS,
    private readonly onPosition: (userId: number, symbol: string) => void = () => {},
  ) {
    this.next = this.nextAfter(now());
  }

  private nextAfter(t: number): number {
    return Math.floor(t / this.intervalMs) * this.intervalMs + this.intervalMs;
  }

  nextFundingTime(): number {
    return this.next;
  }

  /** The predicted rate of the next settlement. */
  rateOf(inst: PerpInstrument): Dec {
    const index = this.market.indexOf(inst.symbol);
    const last = this.market.lastPrice(inst.symbol);
    const clamp = (v: Dec, cap: string): Dec => Dec.max(new Dec(cap).negated(), Dec.min(new Dec(cap), v));
    const premium = index.isZero() ? new Dec(0) : clamp(last.minus(index).dividedBy(index), FUNDING_PREMIUM_CLAMP);
    return clamp(premium.plus(FUNDING_BASE_RATE), FUNDING_RATE_CAP).decimalPlaces(6);
  }

  /** Settlements of a symbol, newest first. */
  historyOf(symbol: string, limit = 200): FundingRecord[] {
    return (this.history.get(symbol) ?? []).slice(-limit).reverse();
  }

  /** Called every tick: settles every interval boundary passed since the last call. */
  settleIfDue(): number {
    let settled = 0;
    while (this.now() >= this.next) {
      this.settle(this.next);
      this.next += this.intervalMs;
      settled++;
    }
    return settled;
  }

  private settle(ts: number): void {
    const rates = new Map<string, Dec>();
    for (const inst of this.market.instruments.values()) {
      if (inst.kind === 'option' || !isPerpetual(inst)) continue;
      const rate = this.rateOf(inst);
      rates.set(inst.symbol, rate);
      const list = this.history.get(inst.symbol) ?? [];
      list.push({ symbol: inst.symbol, fundingRate: str(rate), fundingRateTimestamp: ts });
      if (list.length > HISTORY_PER_SYMBOL) list.shift();
      this.history.set(inst.symbol, list);
    }
    for (const p of this.repo.listAllPositions()) {
      const rate = rates.get(p.symbol);
      const inst = this.market.instrument(p.symbol);
      const size = new Dec(p.size);
      if (!rate || !inst || inst.kind === 'option' || size.isZero() || rate.isZero()) continue;
      const mark = this.market.markPrice(p.symbol);
      if (mark.isZero()) continue;
      const value = inst.kind === 'inverse' ? size.abs().dividedBy(mark) : size.abs().multipliedBy(mark);
      // paid by the position: longs pay a positive rate, shorts receive it
      const paid = money(value.multipliedBy(rate).multipliedBy(size.isPositive() ? 1 : -1));
      const balance = new Dec(this.repo.getBalance(p.userId, inst.settleCoin));
      this.repo.setBalance(p.userId, inst.settleCoin, str(money(balance.minus(paid))));
      this.repo.putPosition({
        ...p,
        fundingFee: str(money(new Dec(p.fundingFee ?? 0).plus(paid))),
        updatedAt: this.now(),
      });
      this.onPosition(p.userId, p.symbol);
    }
  }
}
