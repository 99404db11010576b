import { COINS, COIN_SETUP, type Coin } from './coins';
import { Dec } from '../util/decimal';

/** Pull of the log index back to its start level per tick (keeps long runs in a sensible range). */
export const MEAN_REVERSION = 0.001;

/**
 * The index prices: per coin a seeded geometric random walk from its starting index, pulled back
 * towards it. The levels live in `index` (the market's record, which tests may also set directly);
 * the walk goes on from its own log level.
 */
export class IndexWalk {
  private readonly logIndex = {} as Record<Coin, number>;
  private readonly logStart = {} as Record<Coin, number>;

  /** Starts every coin of `index` at its starting index. `normal`: the seeded N(0, 1) source. */
  constructor(
    private readonly normal: () => number,
    private readonly index: Record<Coin, Dec>,
    initial: Readonly<Record<Coin, string>>,
  ) {
    for (const coin of COINS) {
      this.logIndex[coin] = Math.log(Number(initial[coin]));
      this.logStart[coin] = this.logIndex[coin];
      index[coin] = new Dec(initial[coin]);
    }
  }

  /** One tick of every coin's walk. */
  step(): void {
    for (const coin of COINS) {
      const setup = COIN_SETUP[coin];
      const drift = -MEAN_REVERSION * (this.logIndex[coin] - this.logStart[coin]);
      this.logIndex[coin] += drift + setup.stepVol * this.normal();
      this.index[coin] = new Dec(Math.exp(this.logIndex[coin]).toFixed(setup.indexDp));
    }
  }

  /** The index levels as decimal strings (what `resume` takes back). */
  levels(): Record<Coin, string> {
    const out = {} as Record<Coin, string>;
    for (const coin of COINS) out[coin] = this.index[coin].toFixed();
    return out;
  }

  /** Continue from stored levels; a missing or unreadable level is skipped. */
  resume(levels: Readonly<Record<string, unknown>>): void {
    for (const coin of COINS) {
      const v = levels[coin];
      const n = typeof v === 'string' ? Number(v) : NaN;
      if (!Number.isFinite(n) || n <= 0) continue;
      this.index[coin] = new Dec(v as string);
      this.logIndex[coin] = Math.log(n);
    }
  }
}
