import type { OptionTicker } from 'shared-core/domain';
import { COIN_SETUP, type Coin } from './coins';
import type { OrderBook } from './book';
import type { OptionInstrument } from './instruments';
import { liquidityWeight, type ActivitySpec, type OptionActivity } from './activity';
import type { OptionMark } from './marks';
import { Dec, fixed, fromFloat, str, type DecInput } from '../util/decimal';

/** What the tickers are built from (the market). */
export interface TickerSource {
  readonly books: ReadonlyMap<string, OrderBook>;
  readonly index: Readonly<Record<Coin, Dec>>;
  optionMark(symbol: string): OptionMark | undefined;
  lastPrice(symbol: string): Dec;
  now(): number;
}

/**
 * The option tickers: mark, IV and greeks (formatted once per mark), index, best bid and ask, last
 * price, and the open interest and 24 h volume of `activity` (with the fills recorded there).
 */
export class OptionTickers {
  private readonly activitySpecs = new Map<string, ActivitySpec>();
  private readonly indexStrings = new Map<Coin, { of: Dec; text: string }>();

  constructor(
    private readonly market: TickerSource,
    private readonly activity: OptionActivity,
  ) {}

  ticker(inst: OptionInstrument): OptionTicker {
    const m = this.market.optionMark(inst.symbol);
    const book = this.market.books.get(inst.symbol);
    const bid = book?.top('Buy') ?? { price: '0', size: '0' };
    const ask = book?.top('Sell') ?? { price: '0', size: '0' };
    const index = this.indexString(inst.baseCoin);
    const w = (m ? m.wire : undefined) ?? markWire(m);
    if (m) m.wire = w;
    const activity = this.activity.wire(this.activitySpec(inst), this.market.now());
    return {
      symbol: inst.symbol,
      indexPrice: index,
      underlyingPrice: index,
      markPrice: w.markPrice,
      markIv: w.markIv,
      delta: w.delta,
      gamma: w.gamma,
      vega: w.vega,
      theta: w.theta,
      bid1Price: bid.price,
      bid1Size: bid.size,
      ask1Price: ask.price,
      ask1Size: ask.size,
      lastPrice: str(this.market.lastPrice(inst.symbol)),
      openInterest: activity.openInterest,
      volume24h: activity.volume24h,
    };
  }

  /** A fill of `qty` contracts changing the open interest by `openInterestChange` (signed). */
  recordFill(inst: OptionInstrument, qty: DecInput, openInterestChange: DecInput): void {
    this.activity.record(this.activitySpec(inst), this.market.now(), qty, openInterestChange);
  }

  private activitySpec(inst: OptionInstrument): ActivitySpec {
    let spec = this.activitySpecs.get(inst.symbol);
    if (!spec) {
      const step = new Dec(inst.rules.qtyStep);
      spec = {
        symbol: inst.symbol,
        qtyStep: inst.rules.qtyStep,
        minQtySteps: Math.max(1, new Dec(inst.rules.minQty).dividedBy(step).integerValue().toNumber()),
        // USDT options trade a third of their USDC twins
        weight:
          liquidityWeight(Number(inst.strike), Number(COIN_SETUP[inst.baseCoin].initialIndex)) *
          (inst.settleCoin === 'USDT' ? 1 / 3 : 1),
      };
      this.activitySpecs.set(inst.symbol, spec);
    }
    return spec;
  }

  /** str(index) of a coin, formatted once per index value */
  private indexString(coin: Coin): string {
    const d = this.market.index[coin];
    const hit = this.indexStrings.get(coin);
    if (hit && hit.of === d) return hit.text;
    const text = str(d);
    this.indexStrings.set(coin, { of: d, text });
    return text;
  }
}

/** The wire strings of a mark's fields (zeros without a mark). */
function markWire(m: OptionMark | undefined): NonNullable<OptionMark['wire']> {
  return {
    markPrice: str(m?.markPrice ?? 0),
    markIv: fixed(fromFloat(m?.markIv ?? 0), 4),
    delta: fixed(fromFloat(m?.greeks.delta ?? 0), 8),
    gamma: fixed(fromFloat(m?.greeks.gamma ?? 0), 8),
    vega: fixed(fromFloat(m?.greeks.vega ?? 0), 8),
    theta: fixed(fromFloat(m?.greeks.theta ?? 0), 8),
  };
}
