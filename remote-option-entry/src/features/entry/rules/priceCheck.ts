/**
 * Price check of an option order (spec §5 "Price check (option)").
 *
 * - maxBuyPrice = mark + maxBuyFactor × index × max(1, 4|delta|), rounded DOWN to the tick and
 *   bounded by maxOrderPrice — exactly exchange-sim's `Market.maxBuyPrice` (a buy above it is
 *   rejected with 3200119).
 * - minSellPrice = max(minOrderPrice, tickSize, mark − minSellFactor × index × max(1, 4|delta|)),
 *   rounded UP to the tick — exchange-sim's `Market.minSellPrice` (a sell below it: 3200120).
 * - checkPrice corrects a typed price: clamp to [minOrderPrice, maxOrderPrice], cap a buy at the
 *   max-buy price / floor a sell at the min-sell price, then move it onto the tick. Every clamp
 *   target is itself on the tick, so the tick rounding only applies to an unclamped value; its
 *   direction is §5's "up if the earlier correction went up, otherwise down", where the earlier
 *   change is the edit from `previous` (typed above the previous value → up, else down; no
 *   previous → down). The result never leaves the band because the band's ends are on the tick.
 *
 * `minSellBasis` (common config) is not part of the spec's formulas and is not used.
 */
import BigNumber from 'bignumber.js';
import { parseDecimal, roundToTickDecimal, sanitizeNumericText, type OptionCommonConfig } from 'shared-core';
import { FOUR, ONE, parseConfig, parseMarket, parseText, type ParsedConfig, type ParsedMarket } from './decimals';
import { type EntrySide, type FieldIssue, type LegMarket } from './types';

type PriceRules = NonNullable<ParsedConfig['price']>;

/** max(1, 4|delta|) */
function deltaMultiplier(delta: BigNumber): BigNumber {
  return BigNumber.max(ONE, delta.abs().times(FOUR));
}

/** Max-buy price on parsed values; null when the config or the market is unusable. */
export function maxBuyDecimal(pc: ParsedConfig, pm: ParsedMarket | null): BigNumber | null {
  const p = pc.price;
  if (!p || !pm || !pc.maxBuyFactor || !pm.mark || !pm.index || !pm.delta) return null;
  const raw = pm.mark.plus(pc.maxBuyFactor.times(pm.index).times(deltaMultiplier(pm.delta)));
  return BigNumber.min(roundToTickDecimal(raw, p.tick, 'down'), p.max);
}

/** Min-sell price on parsed values; null when the config or the market is unusable. */
export function minSellDecimal(pc: ParsedConfig, pm: ParsedMarket | null): BigNumber | null {
  const p = pc.price;
  if (!p || !pm || !pc.minSellFactor || !pm.mark || !pm.index || !pm.delta) return null;
  const raw = pm.mark.minus(pc.minSellFactor.times(pm.index).times(deltaMultiplier(pm.delta)));
  // p.min is on the tick and at least one tick: max(min, tick, raw) rounded up = max(min, up(raw)).
  return BigNumber.max(p.min, roundToTickDecimal(raw, p.tick, 'up'));
}

/** Spec §5 max-buy price (tick decimals), or null when config or market is missing or invalid. */
export function maxBuyPrice(cfg: OptionCommonConfig, mkt: LegMarket | null): string | null {
  const pc = parseConfig(cfg);
  const v = maxBuyDecimal(pc, parseMarket(mkt));
  return v && pc.price ? v.toFixed(pc.price.tickDp) : null;
}

/** Spec §5 min-sell price (tick decimals), or null when config or market is missing or invalid. */
export function minSellPrice(cfg: OptionCommonConfig, mkt: LegMarket | null): string | null {
  const pc = parseConfig(cfg);
  const v = minSellDecimal(pc, parseMarket(mkt));
  return v && pc.price ? v.toFixed(pc.price.tickDp) : null;
}

const warn = (key: FieldIssue['key'], params: Record<string, string>): FieldIssue => ({
  field: 'price',
  key,
  params,
  severity: 'warning',
});

/** The allowed prices of a side: [lo, hi], both on the tick; null when empty. */
export function priceBand(
  side: EntrySide,
  p: PriceRules,
  maxBuy: BigNumber | null,
  minSell: BigNumber | null,
): { lo: BigNumber; hi: BigNumber } | null {
  const lo = side === 'sell' && minSell ? BigNumber.max(p.min, minSell) : p.min;
  const hi = side === 'buy' && maxBuy ? BigNumber.min(p.max, maxBuy) : p.max;
  return lo.isLessThanOrEqualTo(hi) ? { lo, hi } : null;
}

/** The issue of an empty band: no price can be sent on this side (market far outside the config). */
function emptyBandIssue(
  side: EntrySide,
  p: PriceRules,
  maxBuy: BigNumber | null,
  minSell: BigNumber | null,
): FieldIssue {
  return side === 'buy'
    ? { field: 'price', key: 'MaxBuy', params: { max: (maxBuy ?? p.max).toFixed(p.tickDp) }, severity: 'error' }
    : { field: 'price', key: 'MinSell', params: { min: (minSell ?? p.min).toFixed(p.tickDp) }, severity: 'error' };
}

/**
 * The correction of checkPrice on parsed values. Returns the corrected price (null only when the
 * side's band is empty) and the warnings naming each correction.
 */
export function correctPriceDecimal(
  value: BigNumber,
  side: EntrySide,
  p: PriceRules,
  maxBuy: BigNumber | null,
  minSell: BigNumber | null,
  previous: BigNumber | null,
): { price: BigNumber | null; issues: FieldIssue[] } {
  if (!priceBand(side, p, maxBuy, minSell)) return { price: null, issues: [emptyBandIssue(side, p, maxBuy, minSell)] };
  const issues: FieldIssue[] = [];
  let v = value;
  if (v.isLessThan(p.min)) {
    v = p.min;
    issues.push(warn('MinOrderPrice', { min: p.minText }));
  } else if (v.isGreaterThan(p.max)) {
    v = p.max;
    issues.push(warn('MaxOrderPrice', { max: p.maxText }));
  }
  if (side === 'buy' && maxBuy && v.isGreaterThan(maxBuy)) {
    v = maxBuy;
    issues.push(warn('MaxBuy', { max: maxBuy.toFixed(p.tickDp) }));
  }
  if (side === 'sell' && minSell && v.isLessThan(minSell)) {
    v = minSell;
    issues.push(warn('MinSell', { min: minSell.toFixed(p.tickDp) }));
  }
  // Clamp targets are on the tick: only an unclamped value can be off it.
  if (!v.mod(p.tick).isZero()) {
    const up = previous !== null && v.isGreaterThan(previous);
    v = roundToTickDecimal(v, p.tick, up ? 'up' : 'down');
    issues.push(warn('PriceTickSize', { tick: p.tickText }));
  }
  return { price: v, issues };
}

/**
 * Errors (not corrections) of a price that cannot be corrected by the client — an iv order's price,
 * which the exchange derives from the IV itself: above maxOrderPrice / the max-buy price, below
 * minOrderPrice / the min-sell price, or off the tick. Empty when the price may be sent.
 */
export function priceBoundsErrors(
  price: BigNumber,
  side: EntrySide,
  p: PriceRules,
  maxBuy: BigNumber | null,
  minSell: BigNumber | null,
): FieldIssue[] {
  const err = (key: FieldIssue['key'], params: Record<string, string>): FieldIssue => ({
    field: 'price',
    key,
    params,
    severity: 'error',
  });
  const out: FieldIssue[] = [];
  if (price.isLessThan(p.min)) out.push(err('MinOrderPrice', { min: p.minText }));
  if (price.isGreaterThan(p.max)) out.push(err('MaxOrderPrice', { max: p.maxText }));
  if (side === 'buy' && maxBuy && price.isGreaterThan(maxBuy))
    out.push(err('MaxBuy', { max: maxBuy.toFixed(p.tickDp) }));
  if (side === 'sell' && minSell && price.isLessThan(minSell))
    out.push(err('MinSell', { min: minSell.toFixed(p.tickDp) }));
  if (!price.mod(p.tick).isZero()) out.push(err('PriceTickSize', { tick: p.tickText }));
  return out;
}

/** The typed text as a number: sanitized (§5 numeric inputs, `．` accepted); null when no digit was typed. */
export function parseTyped(input: string): BigNumber | null {
  if (typeof input !== 'string') return null;
  const cached = typedCache.get(input);
  if (cached !== undefined) return cached;
  const text = sanitizeNumericText(input, { allowNegative: true });
  const v = /\d/.test(text) ? parseText(text) : null;
  if (typedCache.size >= 4096) typedCache.clear();
  typedCache.set(input, v);
  return v;
}

/** parseTyped results by typed text (bounded; BigNumbers are immutable). */
const typedCache = new Map<string, BigNumber | null>();

/**
 * Spec §5 price correction of a typed price (see the module comment for the order of the steps).
 *
 * - `price` is the corrected price with the tick's decimals, '' when nothing numeric was typed or
 *   when no price is possible on this side (max-buy below minOrderPrice, or min-sell above
 *   maxOrderPrice: then one 'error' issue MaxBuy / MinSell), or the sanitized text unchanged when
 *   the config is unusable (see configSanity; no issues then).
 * - `issues`: one 'warning' per correction (MinOrderPrice {min}, MaxOrderPrice {max}, MaxBuy {max},
 *   MinSell {min}, PriceTickSize {tick}), in the order they were applied.
 * - Without a market (mkt null or unusable) only the order-price bounds and the tick apply.
 */
export function checkPrice(
  input: string,
  side: EntrySide,
  cfg: OptionCommonConfig,
  mkt: LegMarket | null,
  previous?: string,
): { price: string; issues: FieldIssue[] } {
  const value = parseTyped(input);
  if (!value) return { price: '', issues: [] };
  const pc = parseConfig(cfg);
  const p = pc.price;
  if (!p) return { price: value.toFixed(), issues: [] };
  const pm = parseMarket(mkt);
  const maxBuy = side === 'buy' ? maxBuyDecimal(pc, pm) : null;
  const minSell = side === 'sell' ? minSellDecimal(pc, pm) : null;
  const r = correctPriceDecimal(value, side, p, maxBuy, minSell, parseDecimal(previous ?? null));
  return { price: r.price ? r.price.toFixed(p.tickDp) : '', issues: r.issues };
}

/**
 * The max-buy and min-sell prices move with the mark every tick, so a price corrected exactly onto
 * one of them is refused a moment later when the mark moves against it. A price the correction
 * pulled onto that cap is set one tick inside it instead (never past the order-price bounds), and
 * the warning says so: MaxBuyInside {max, price} / MinSellInside {min, price} replace MaxBuy / MinSell.
 * Other results pass through unchanged.
 */
export function capOneTickInside(
  r: { price: string; issues: FieldIssue[] },
  side: EntrySide,
  cfg: OptionCommonConfig,
): { price: string; issues: FieldIssue[] } {
  const p = parseConfig(cfg).price;
  const key = side === 'buy' ? 'MaxBuy' : 'MinSell';
  const capped = r.issues.find((i) => i.key === key && i.severity === 'warning');
  const at = parseDecimal(r.price);
  if (!p || !capped || !at) return r;
  const inside = side === 'buy' ? at.minus(p.tick) : at.plus(p.tick);
  if (inside.isLessThan(p.min) || inside.isGreaterThan(p.max)) return r;
  const price = inside.toFixed(p.tickDp);
  const issue: FieldIssue = {
    field: 'price',
    key: side === 'buy' ? 'MaxBuyInside' : 'MinSellInside',
    params: { ...capped.params, price },
    severity: 'warning',
  };
  return { price, issues: r.issues.map((i) => (i === capped ? issue : i)) };
}

/**
 * Spec §5 "The tick, minimum and maximum are sanity checked against the tick": the problems, as
 * text for a console or log line; empty when the config is sane. The price rules stay usable when
 * the bounds are merely off the tick (they move inward onto it); see checkPrice for the rest.
 */
export function configSanity(cfg: OptionCommonConfig): string[] {
  const problems: string[] = [];
  const tick = parseDecimal(cfg.tickSize);
  const min = parseDecimal(cfg.minOrderPrice);
  const max = parseDecimal(cfg.maxOrderPrice);
  const tickOk = !!tick && tick.isGreaterThan(0);
  if (!tickOk) problems.push(`tickSize ${JSON.stringify(cfg.tickSize)} is not a positive number`);
  if (!min || min.isNegative())
    problems.push(`minOrderPrice ${JSON.stringify(cfg.minOrderPrice)} is not a non-negative number`);
  if (!max || !max.isGreaterThan(0))
    problems.push(`maxOrderPrice ${JSON.stringify(cfg.maxOrderPrice)} is not a positive number`);
  if (tickOk && tick) {
    if (min && !min.isNegative() && !min.mod(tick).isZero())
      problems.push(`minOrderPrice ${min.toFixed()} is not a multiple of the tick ${tick.toFixed()}`);
    if (min && !min.isNegative() && min.isLessThan(tick))
      problems.push(`minOrderPrice ${min.toFixed()} is below the tick ${tick.toFixed()}: the lowest price is one tick`);
    if (max && max.isGreaterThan(0) && !max.mod(tick).isZero())
      problems.push(`maxOrderPrice ${max.toFixed()} is not a multiple of the tick ${tick.toFixed()}`);
  }
  if (min && max && min.isGreaterThan(max))
    problems.push(`minOrderPrice ${min.toFixed()} is above maxOrderPrice ${max.toFixed()}`);
  else if (tickOk && min && max && !max.isLessThan(min) && !parseConfig(cfg).price)
    problems.push(`no multiple of the tick ${tick?.toFixed()} lies in [${min.toFixed()}, ${max.toFixed()}]`);
  return problems;
}
