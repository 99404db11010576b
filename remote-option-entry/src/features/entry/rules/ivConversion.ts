/**
 * IV ↔ price of an option order (spec §9: Black–Scholes, risk-free rate 0, 365-day basis; the
 * order IV is sent as a fraction with 3 decimals).
 *
 * priceForIv matches exchange-sim's iv-order pricing (`Engine.priceFromIv`): the IV is first
 * taken at its wire precision (ivToWire, so the client prices exactly what the exchange will),
 * Black–Scholes at the underlying price (the simulator's underlyingPrice is its index, which it
 * prices at), the float turned into a decimal at 15 significant digits, rounded to the NEAREST
 * tick (half up) and raised to minOrderPrice. The price is not clamped to the max-buy / min-sell
 * band: the exchange derives the price from the IV and rejects it outside the band, so the client
 * reports that as an error instead (submitChecks / recompute, via priceBoundsErrors).
 */
import BigNumber from 'bignumber.js';
import {
  blackScholesPrice,
  impliedVolatility,
  IV_ABOVE_MAX,
  roundToTickDecimal,
  yearsToExpiry,
  type OptionCommonConfig,
} from 'shared-core';
import { fixed, fromFloat, HUNDRED, parseConfig, parseMarket, positive, type ParsedMarket } from './decimals';
import { parseTyped } from './priceCheck';
import { type EntryLeg, type LegMarket } from './types';

/** The simulator refuses an order IV above 100 (fraction), i.e. 10000 % (exchange-sim validation.ts). */
export const MAX_ORDER_IV_FRACTION = new BigNumber(100);
export const MAX_ORDER_IV_PERCENT = '10000';

type IvLeg = Pick<EntryLeg, 'symbolType' | 'strikePrice' | 'deliveryTime'>;

/** The typed IV percent as its wire fraction (3 decimals, half up), or null when not > 0 after rounding. */
export function ivWireDecimal(ivPercent: string): BigNumber | null {
  const v = parseTyped(ivPercent);
  if (!v || !v.isGreaterThan(0)) return null;
  const f = v.div(HUNDRED).decimalPlaces(3, BigNumber.ROUND_HALF_UP);
  return f.isGreaterThan(0) ? f : null;
}

/**
 * The order IV on the wire: the percent as a fraction with exactly 3 decimals, half up
 * ("55.2" → "0.552", "55.25" → "0.553"). '' when the text is not a positive IV or rounds to 0.
 */
export function ivToWire(ivPercent: string): string {
  const f = ivWireDecimal(ivPercent);
  return f ? f.toFixed(3) : '';
}

/** Years to expiry, or null when expired or not a time. */
function timeYearsOf(leg: IvLeg, nowMs: number): number | null {
  const t = yearsToExpiry(leg.deliveryTime, nowMs);
  return Number.isFinite(t) && t > 0 ? t : null;
}

/** priceForIv on parsed values (the IV already a wire fraction). */
export function priceForIvDecimal(
  ivFraction: BigNumber,
  leg: IvLeg,
  pm: ParsedMarket | null,
  tick: BigNumber,
  minPrice: BigNumber,
  nowMs: number,
): BigNumber | null {
  if (!pm || !pm.underlying || ivFraction.isGreaterThan(MAX_ORDER_IV_FRACTION)) return null;
  const strike = positive(leg.strikePrice);
  const t = timeYearsOf(leg, nowMs);
  if (!strike || t === null) return null;
  const raw = fromFloat(
    blackScholesPrice(pm.underlying.toNumber(), strike.toNumber(), t, ivFraction.toNumber(), leg.symbolType === 'C'),
  );
  if (!raw) return null;
  return BigNumber.max(minPrice, roundToTickDecimal(raw, tick, 'nearest'));
}

/**
 * The limit price of an iv order (tick decimals), as the exchange will compute it; null when the IV
 * is not > 0 (or above 10000 %), the market or strike is missing, the option has expired or the
 * config is unusable.
 */
export function priceForIv(
  ivPercent: string,
  leg: Pick<EntryLeg, 'symbolType' | 'strikePrice' | 'deliveryTime' | 'side'>,
  mkt: LegMarket | null,
  cfg: OptionCommonConfig,
  nowMs: number,
): string | null {
  const p = parseConfig(cfg).price;
  const iv = ivWireDecimal(ivPercent);
  if (!p || !iv) return null;
  const v = priceForIvDecimal(iv, leg, parseMarket(mkt), p.tick, p.min, nowMs);
  return v ? v.toFixed(p.tickDp) : null;
}

/** ivForPrice on parsed values: percent with 2 decimals, or null. */
export function ivForPriceDecimal(price: BigNumber, leg: IvLeg, pm: ParsedMarket | null, nowMs: number): string | null {
  if (!pm || !pm.underlying || !price.isGreaterThan(0)) return null;
  const strike = positive(leg.strikePrice);
  const t = timeYearsOf(leg, nowMs);
  if (!strike || t === null) return null;
  const iv = impliedVolatility(
    price.toNumber(),
    pm.underlying.toNumber(),
    strike.toNumber(),
    t,
    leg.symbolType === 'C',
  );
  // 0: price at or below the intrinsic value (or no time value left): every volatility gives at
  // least that price, none identifies it. 1e9: price at or above the upper bound (S for a call, K
  // for a put): no finite volatility reaches it. Both would mislead as numbers: null ("--").
  if (!(iv > 0) || iv >= IV_ABOVE_MAX) return null;
  const d = fromFloat(iv);
  return d ? fixed(d, 2) : null;
}

/**
 * Implied volatility (percent, 2 decimals, half up, e.g. "55.20") of a price; null when it is not
 * identifiable (see ivForPriceDecimal) or the inputs are missing. The solver caps at 99999 %
 * (returned as "99999.00").
 */
export function ivForPrice(
  price: string,
  leg: Pick<EntryLeg, 'symbolType' | 'strikePrice' | 'deliveryTime'>,
  mkt: LegMarket | null,
  nowMs: number,
): string | null {
  const p = positive(price);
  return p ? ivForPriceDecimal(p, leg, parseMarket(mkt), nowMs) : null;
}

/**
 * The IV field takes one decimal in percent: the order carries the IV as a fraction with 3 decimals
 * (spec §9, ivToWire), so 150.12 % would be sent as 150.1 %. The field never shows more than is sent.
 */
export const IV_INPUT_DECIMALS = 1;
