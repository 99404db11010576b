/**
 * Internal number helpers of the entry rules: parsing through shared-core's `parseDecimal` (never
 * NaN, never exponent notation), shared BigNumber constants, and the parsed common / risk config,
 * cached per config object (configs are immutable store values, so one parse per config serves
 * every leg on every tick).
 */
import BigNumber from 'bignumber.js';
import {
  parseDecimal,
  parseOptionRiskConfig,
  parseTick,
  roundToTickDecimal,
  type OptionCommonConfig,
  type OptionRiskFactors,
} from 'shared-core';
import { type LegMarket, type RiskConfig } from './types';

export const ZERO = new BigNumber(0);
export const ONE = new BigNumber(1);
export const FOUR = new BigNumber(4);
export const HUNDRED = new BigNumber(100);

/**
 * Parsed texts, shared: the same strings arrive every tick (config values, the index of every leg of
 * a coin, typed prices and sizes), and BigNumbers are immutable. Bounded: cleared when full.
 */
const PARSE_CACHE_MAX = 4096;
const parseCache = new Map<string, BigNumber | null>();

/** parseDecimal of a string, through the shared cache. */
export function parseText(text: string): BigNumber | null {
  let v = parseCache.get(text);
  if (v === undefined) {
    if (parseCache.size >= PARSE_CACHE_MAX) parseCache.clear();
    v = parseDecimal(text);
    parseCache.set(text, v);
  }
  return v;
}

/** A finite decimal or null ('' / garbage / NaN / exponent text → null). */
export const dec = (v: string | number | null | undefined): BigNumber | null =>
  typeof v === 'string' ? parseText(v) : parseDecimal(v);

/** A finite decimal > 0, or null. */
export function positive(v: string | number | null | undefined): BigNumber | null {
  const n = dec(v);
  return n && n.isGreaterThan(0) ? n : null;
}

/** A finite decimal >= 0, or null. */
export function nonNegative(v: string | number | null | undefined): BigNumber | null {
  const n = dec(v);
  return n && !n.isNegative() ? n : null;
}

/** Plain text with `dp` decimals (rounded `mode`), '-0' folded to '0'. */
export function fixed(n: BigNumber, dp: number, mode: BigNumber.RoundingMode = BigNumber.ROUND_HALF_UP): string {
  const s = n.toFixed(dp, mode);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/** A float from the option maths as a decimal: 15 significant digits (as exchange-sim's fromFloat); null when not finite. */
export function fromFloat(x: number): BigNumber | null {
  return Number.isFinite(x) ? new BigNumber(x.toPrecision(15)) : null;
}

/** Decimal places of a positive step (0.05 → 2, 5 → 0). */
export const decimalsOf = (step: BigNumber): number => step.decimalPlaces() ?? 0;

/** The common config, parsed once. Bounds are moved onto the tick (min up, max down). */
export interface ParsedConfig {
  /** null: the price rules cannot run (tick not positive, bounds unparsable or min > max on the tick) */
  price: {
    tick: BigNumber;
    tickDp: number;
    tickText: string;
    min: BigNumber;
    max: BigNumber;
    minText: string;
    maxText: string;
  } | null;
  /** null: the size rules cannot run */
  size: {
    step: BigNumber;
    stepDp: number;
    stepText: string;
    min: BigNumber;
    max: BigNumber;
    minText: string;
    maxText: string;
  } | null;
  maxBuyFactor: BigNumber | null;
  minSellFactor: BigNumber | null;
  /** null or <= 0: no deviation check */
  deviation: BigNumber | null;
}

const configCache = new WeakMap<OptionCommonConfig, ParsedConfig>();

function parseConfigUncached(cfg: OptionCommonConfig): ParsedConfig {
  let price: ParsedConfig['price'] = null;
  const tick = parseTick(cfg.tickSize);
  const minP = nonNegative(cfg.minOrderPrice);
  const maxP = positive(cfg.maxOrderPrice);
  if (tick && minP && maxP) {
    // A price must be positive: the lowest price is at least one tick (spec §5 min-sell: max(min, tick, …)).
    const min = roundToTickDecimal(BigNumber.max(minP, tick), tick, 'up');
    const max = roundToTickDecimal(maxP, tick, 'down');
    const tickDp = decimalsOf(tick);
    if (min.isLessThanOrEqualTo(max))
      price = {
        tick,
        tickDp,
        tickText: tick.toFixed(),
        min,
        max,
        minText: min.toFixed(tickDp),
        maxText: max.toFixed(tickDp),
      };
  }
  let size: ParsedConfig['size'] = null;
  const step = parseTick(cfg.minOrderSizeIncrement);
  const minS = positive(cfg.minOrderSize);
  const maxS = positive(cfg.maxOrderSize);
  if (step && minS && maxS) {
    const min = roundToTickDecimal(BigNumber.max(minS, step), step, 'up');
    const max = roundToTickDecimal(maxS, step, 'down');
    const stepDp = decimalsOf(step);
    if (min.isLessThanOrEqualTo(max))
      size = {
        step,
        stepDp,
        stepText: step.toFixed(),
        min,
        max,
        minText: min.toFixed(stepDp),
        maxText: max.toFixed(stepDp),
      };
  }
  return {
    price,
    size,
    maxBuyFactor: nonNegative(cfg.maxBuyFactor),
    minSellFactor: nonNegative(cfg.minSellFactor),
    deviation: positive(cfg.priceDeviationPercentage),
  };
}

/** The parsed config (cached per object). */
export function parseConfig(cfg: OptionCommonConfig): ParsedConfig {
  let p = configCache.get(cfg);
  if (!p) {
    p = parseConfigUncached(cfg);
    configCache.set(cfg, p);
  }
  return p;
}

/** The risk config's factors (shared-core OptionRiskFactors). */
export type ParsedRisk = OptionRiskFactors;

const riskCache = new WeakMap<RiskConfig, ParsedRisk | null>();

/** The parsed risk config (cached per object); null when a margin factor is not a non-negative number. */
export function parseRisk(risk: RiskConfig): ParsedRisk | null {
  if (riskCache.has(risk)) return riskCache.get(risk) ?? null;
  const parsed = parseOptionRiskConfig(risk);
  riskCache.set(risk, parsed);
  return parsed;
}

/** The live market, parsed. A field is null when it is not usable (see each). */
export interface ParsedMarket {
  /** > 0 */
  index: BigNumber | null;
  /** > 0 */
  underlying: BigNumber | null;
  /** >= 0 (a deep out-of-the-money option may be marked at 0) */
  mark: BigNumber | null;
  /** fraction > 0 */
  markIv: BigNumber | null;
  /** any finite value */
  delta: BigNumber | null;
  /** > 0, else the side is empty */
  bid: BigNumber | null;
  /** > 0, else the side is empty */
  ask: BigNumber | null;
}

/** Parse a LegMarket once per leg and tick. */
export function parseMarket(mkt: LegMarket | null | undefined): ParsedMarket | null {
  if (!mkt) return null;
  return {
    index: positive(mkt.indexPrice),
    underlying: positive(mkt.underlyingPrice),
    mark: nonNegative(mkt.markPrice),
    markIv: positive(mkt.markIv),
    delta: dec(mkt.delta),
    bid: positive(mkt.bestBid),
    ask: positive(mkt.bestAsk),
  };
}
