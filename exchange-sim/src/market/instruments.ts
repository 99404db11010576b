import {
  formatOptionSymbolName,
  FUTURES_MONTH_LETTERS,
  lastFridayOfMonth,
  optionExpiryCode,
  parseSymbolName,
  periodCodeOf,
  tradeRouteOf,
  type OptionCommonConfig,
  type PeriodCode,
  type TradeType,
} from 'shared-core/domain';
import { COINS, COIN_SETUP, type Coin } from './coins';
import { Dec, roundToStep, str } from '../util/decimal';

export type InstrumentKind = 'option' | 'linear' | 'usdcPerp' | 'inverse';

/** Trading rules every instrument has, whatever its kind. */
export interface TradingRules {
  tickSize: string;
  minPrice: string;
  maxPrice: string;
  minQty: string;
  maxQty: string;
  qtyStep: string;
}

export interface OptionInstrument {
  kind: 'option';
  symbol: string;
  baseCoin: Coin;
  /** USDC options: BTC-27DEC24-100000-C; USDT options: BTC-27DEC24-100000-C-USDT */
  settleCoin: 'USDC' | 'USDT';
  strike: string;
  deliveryTime: number;
  optionType: 'C' | 'P';
  config: OptionCommonConfig;
  rules: TradingRules;
}

/**
 * A perpetual or a future. `kind` decides the margin maths (linear in USDT, linear in USDC,
 * inverse in the coin); futures carry a `deliveryTime` (and inverse futures a `periodCode`).
 */
export interface PerpInstrument {
  kind: 'linear' | 'usdcPerp' | 'inverse';
  /** the trade type of the name (shared-core symbols rules) */
  tradeType?: TradeType;
  /** futures only: 08:00 UTC of the delivery day */
  deliveryTime?: number;
  /**
   * inverse futures only: the period code (Q, BIQ, NBIQ, W, BIW, NBIW, M, BIM, NBIM) when the
   * instrument was listed; lists and routes use `currentPeriodCode(inst, now)` instead.
   */
  periodCode?: PeriodCode;
  symbol: string;
  baseCoin: Coin;
  settleCoin: 'USDT' | 'USDC' | Coin;
  /** default leverage for new positions */
  leverage: string;
  /** maintenance margin rate */
  mmRate: string;
  rules: TradingRules;
}

export type Instrument = OptionInstrument | PerpInstrument;

const DAY = 86_400_000;

/** 08:00 UTC of the first Friday strictly more than 1 day after `now`. */
export function nextFriday(now: number): number {
  const d = new Date(now + DAY);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 8);
  if (t <= now + DAY) t += DAY;
  while (new Date(t).getUTCDay() !== 5) t += DAY;
  return t;
}

/** 08:00 UTC of the last Friday of the month after the month of `now`. */
export function lastFridayOfNextMonth(now: number): number {
  const d = new Date(now);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0, 8); // last day of next month
  while (new Date(t).getUTCDay() !== 5) t -= DAY;
  return t;
}

/** Expiries: next Friday, +1 week, +2 weeks, last Friday of next month (deduplicated, ascending). */
export function expiriesFor(now: number): number[] {
  const f = nextFriday(now);
  return [...new Set([f, f + 7 * DAY, f + 14 * DAY, lastFridayOfNextMonth(now)])].sort((a, b) => a - b);
}

export const STRIKES_PER_EXPIRY = 9;

/** 9 strikes centred on the index, spacing doubled for expiries more than 3 weeks out. */
export function strikesFor(coin: Coin, index: string, deliveryTime: number, now: number): string[] {
  const step = COIN_SETUP[coin].strikeStep * (deliveryTime - now > 21 * DAY ? 2 : 1);
  const atm = roundToStep(index, step);
  const out: string[] = [];
  for (let i = -4; i <= 4; i++) {
    const k = atm.plus(new Dec(step).multipliedBy(i));
    if (k.isGreaterThan(0)) out.push(str(k));
  }
  return out;
}

function optionRules(c: OptionCommonConfig): TradingRules {
  return {
    tickSize: c.tickSize,
    minPrice: c.minOrderPrice,
    maxPrice: c.maxOrderPrice,
    minQty: c.minOrderSize,
    maxQty: c.maxOrderSize,
    qtyStep: c.minOrderSizeIncrement,
  };
}

export const PERPETUALS: readonly PerpInstrument[] = [
  {
    kind: 'linear',
    symbol: 'BTCUSDT',
    baseCoin: 'BTC',
    settleCoin: 'USDT',
    leverage: '10',
    mmRate: '0.005',
    rules: { tickSize: '0.1', minPrice: '0.1', maxPrice: '1999999.8', minQty: '0.001', maxQty: '50', qtyStep: '0.001' },
  },
  {
    kind: 'linear',
    symbol: 'ETHUSDT',
    baseCoin: 'ETH',
    settleCoin: 'USDT',
    leverage: '5',
    mmRate: '0.005',
    rules: {
      tickSize: '0.01',
      minPrice: '0.01',
      maxPrice: '199999.98',
      minQty: '0.01',
      maxQty: '1000',
      qtyStep: '0.01',
    },
  },
  {
    kind: 'linear',
    symbol: 'SOLUSDT',
    baseCoin: 'SOL',
    settleCoin: 'USDT',
    leverage: '5',
    mmRate: '0.005',
    rules: {
      tickSize: '0.001',
      minPrice: '0.001',
      maxPrice: '19999.998',
      minQty: '0.1',
      maxQty: '4000',
      qtyStep: '0.1',
    },
  },
  {
    kind: 'usdcPerp',
    symbol: 'BTCPERP',
    baseCoin: 'BTC',
    settleCoin: 'USDC',
    leverage: '10',
    mmRate: '0.005',
    rules: { tickSize: '0.5', minPrice: '0.5', maxPrice: '1999999', minQty: '0.001', maxQty: '50', qtyStep: '0.001' },
  },
  {
    kind: 'usdcPerp',
    symbol: 'ETHPERP',
    baseCoin: 'ETH',
    settleCoin: 'USDC',
    leverage: '5',
    mmRate: '0.005',
    rules: {
      tickSize: '0.05',
      minPrice: '0.05',
      maxPrice: '199999.9',
      minQty: '0.01',
      maxQty: '1000',
      qtyStep: '0.01',
    },
  },
  {
    kind: 'usdcPerp',
    symbol: 'SOLPERP',
    baseCoin: 'SOL',
    settleCoin: 'USDC',
    leverage: '5',
    mmRate: '0.005',
    rules: { tickSize: '0.01', minPrice: '0.01', maxPrice: '19999.98', minQty: '0.1', maxQty: '4000', qtyStep: '0.1' },
  },
  {
    kind: 'inverse',
    symbol: 'BTCUSD',
    baseCoin: 'BTC',
    settleCoin: 'BTC',
    leverage: '5',
    mmRate: '0.005',
    // size in USD contracts (1 contract = 1 USD)
    rules: { tickSize: '0.5', minPrice: '0.5', maxPrice: '1999999', minQty: '1', maxQty: '1000000', qtyStep: '1' },
  },
  {
    kind: 'inverse',
    symbol: 'ETHUSD',
    baseCoin: 'ETH',
    settleCoin: 'ETH',
    leverage: '5',
    mmRate: '0.005',
    rules: { tickSize: '0.05', minPrice: '0.05', maxPrice: '199999.9', minQty: '1', maxQty: '1000000', qtyStep: '1' },
  },
  {
    kind: 'inverse',
    symbol: 'SOLUSD',
    baseCoin: 'SOL',
    settleCoin: 'SOL',
    leverage: '5',
    mmRate: '0.005',
    rules: {
      tickSize: '0.001',
      minPrice: '0.001',
      maxPrice: '19999.998',
      minQty: '1',
      maxQty: '1000000',
      qtyStep: '1',
    },
  },
];

/** 08:00 UTC on the last Friday of the quarter months (Mar, Jun, Sep, Dec) after `now` + 1 day, the next `n`. */
export function quarterlyExpiries(now: number, n: number): number[] {
  const out: number[] = [];
  const d = new Date(now);
  for (let y = d.getUTCFullYear(), m = d.getUTCMonth(); out.length < n; m++) {
    if (m > 11) {
      m = 0;
      y++;
    }
    if (m % 3 !== 2) continue;
    const t = lastFridayOfMonth(y, m);
    if (t > now + DAY) out.push(t);
  }
  return out;
}

/** Futures expiries: last Friday of next month and the next two quarterlies (ascending, unique). */
export function futuresExpiriesFor(now: number): number[] {
  return [...new Set([lastFridayOfNextMonth(now), ...quarterlyExpiries(now, 2)])].sort((a, b) => a - b);
}

const isLastFriday = (t: number): boolean => {
  const d = new Date(t);
  return lastFridayOfMonth(d.getUTCFullYear(), d.getUTCMonth()) === t;
};
const isQuarterEnd = (t: number): boolean => isLastFriday(t) && new Date(t).getUTCMonth() % 3 === 2;

/**
 * Inverse futures expiries (every period code of spec §2): the next three weekly Fridays that are
 * not a month's last Friday (W, BIW, NBIW), the next three last Fridays of non-quarter months (M,
 * BIM, NBIM) and the next three quarter ends (Q, BIQ, NBIQ), all 08:00 UTC and after `now`.
 */
export function inverseFuturesExpiriesFor(now: number): number[] {
  const weeks: number[] = [];
  const months: number[] = [];
  const quarters: number[] = [];
  let t = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 8);
  while (new Date(t).getUTCDay() !== 5) t += DAY;
  for (; quarters.length < 3; t += 7 * DAY) {
    if (t <= now) continue;
    if (isQuarterEnd(t)) quarters.push(t);
    else if (isLastFriday(t)) {
      if (months.length < 3) months.push(t);
    } else if (weeks.length < 3) weeks.push(t);
  }
  return [...weeks, ...months, ...quarters].sort((a, b) => a - b);
}

/**
 * Name of an inverse future: month code for a month's last Friday (BTCUSDZ24, shared-core's
 * pattern), the full date for a weekly (BTCUSD06DEC24: the month code cannot tell two Fridays of
 * one month apart). shared-core's parser reads both forms.
 */
export function inverseFuturesSymbol(perpSymbol: string, deliveryTime: number): string {
  const d = new Date(deliveryTime);
  return isLastFriday(deliveryTime)
    ? `${perpSymbol}${FUTURES_MONTH_LETTERS[d.getUTCMonth()]}${String(d.getUTCFullYear() % 100).padStart(2, '0')}`
    : `${perpSymbol}${optionExpiryCode(deliveryTime)}`;
}

/** The futures of each perpetual family: USDT linear (BTCUSDT-27DEC24), USDC (BTC-27DEC24), inverse (BTCUSDZ24, BTCUSD06DEC24). */
export function buildFutures(now: number): PerpInstrument[] {
  const out: PerpInstrument[] = [];
  for (const perp of PERPETUALS) {
    const inverse = perp.kind === 'inverse';
    for (const deliveryTime of inverse ? inverseFuturesExpiriesFor(now) : futuresExpiriesFor(now)) {
      const code = optionExpiryCode(deliveryTime);
      const symbol =
        perp.kind === 'linear'
          ? `${perp.symbol}-${code}`
          : perp.kind === 'usdcPerp'
            ? `${perp.baseCoin}-${code}`
            : inverseFuturesSymbol(perp.symbol, deliveryTime);
      const periodCode = inverse ? (periodCodeOf(deliveryTime, now) ?? undefined) : undefined;
      out.push({
        ...perp,
        symbol,
        tradeType: parseSymbolName(symbol).tradeType,
        deliveryTime,
        ...(periodCode ? { periodCode } : {}),
      });
    }
  }
  return out;
}

/** A future or option whose delivery time has come (perpetuals: never). */
export const isDelivered = (inst: Instrument, now: number): boolean =>
  inst.deliveryTime !== undefined && inst.deliveryTime <= now;

/** Period code of an inverse future at `now` (null once delivered, or for other instruments). */
export function currentPeriodCode(inst: Instrument, now: number): PeriodCode | null {
  if (inst.kind !== 'inverse' || inst.deliveryTime === undefined) return null;
  return periodCodeOf(inst.deliveryTime, now);
}

/** Trading-page route at `now` (spec §2); inverse futures by their current period code. */
export function routeOf(inst: Instrument, now: number): string | null {
  if (inst.kind === 'inverse' && inst.deliveryTime !== undefined) {
    const code = currentPeriodCode(inst, now);
    return code ? `/trade/inverse/futures/${inst.baseCoin}USD_${code}` : null;
  }
  return tradeRouteOf(inst.symbol, now);
}

/**
 * The options of the expiries `expiriesFor(now)` (USDC first, then their USDT twins: a USDT
 * option takes the mark of its USDC twin), strikes centred on `index`. `skip(settleCoin, coin,
 * deliveryTime)` leaves out an expiry already listed (its strikes were fixed when it was listed).
 */
export function buildOptions(
  now: number,
  index: Readonly<Record<Coin, string>>,
  skip: (settleCoin: 'USDC' | 'USDT', coin: Coin, deliveryTime: number) => boolean = () => false,
): OptionInstrument[] {
  const out: OptionInstrument[] = [];
  for (const settleCoin of ['USDC', 'USDT'] as const) {
    for (const coin of COINS) {
      const config = COIN_SETUP[coin].optionConfig;
      for (const deliveryTime of expiriesFor(now)) {
        if (skip(settleCoin, coin, deliveryTime)) continue;
        for (const strike of strikesFor(coin, index[coin], deliveryTime, now)) {
          for (const optionType of ['C', 'P'] as const) {
            const name = formatOptionSymbolName(coin, deliveryTime, strike, optionType);
            const symbol = settleCoin === 'USDC' ? name : `${name}-USDT`;
            out.push({
              kind: 'option',
              symbol,
              baseCoin: coin,
              settleCoin,
              strike,
              deliveryTime,
              optionType,
              config,
              rules: optionRules(config),
            });
          }
        }
      }
    }
  }
  return out;
}

/** Build the instrument registry from the initial index prices at `now`. */
export function buildInstruments(now: number, index: Readonly<Record<Coin, string>>): Map<string, Instrument> {
  const map = new Map<string, Instrument>();
  for (const o of buildOptions(now, index)) map.set(o.symbol, o);
  for (const p of PERPETUALS) map.set(p.symbol, { ...p, tradeType: parseSymbolName(p.symbol).tradeType });
  for (const f of buildFutures(now)) map.set(f.symbol, f);
  return map;
}

/** Market type of positions.md §1: UsdtPerpetual, UsdcPerpetual, UsdtFutures, UsdcFutures, InversePerpetual, InverseFutures, Option, UsdtOption. */
export function marketTypeOf(inst: Instrument): string {
  if (inst.kind === 'option') return inst.settleCoin === 'USDT' ? 'UsdtOption' : 'Option';
  const term = inst.deliveryTime === undefined ? 'Perpetual' : 'Futures';
  return inst.kind === 'linear' ? `Usdt${term}` : inst.kind === 'usdcPerp' ? `Usdc${term}` : `Inverse${term}`;
}

/** Options sorted like the spec's tree: expiry, strike, call before put. */
export function compareOptions(a: OptionInstrument, b: OptionInstrument): number {
  if (a.deliveryTime !== b.deliveryTime) return a.deliveryTime - b.deliveryTime;
  const k = new Dec(a.strike).comparedTo(b.strike) ?? 0;
  if (k !== 0) return k;
  return a.optionType === b.optionType ? 0 : a.optionType === 'C' ? -1 : 1;
}
