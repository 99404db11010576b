/**
 * The order request sent to the server (spec §3 "Order request sent to the server", §7 batch place).
 *
 * - outRequestId = symbol + requestId (newRequestId: never reused);
 * - orderQty, orderPrice: decimal strings (quantity as a plain decimal; price with the tick's
 *   decimals);
 * - side 1 buy / 2 sell; orderType 1 market / 2 limit (usd and iv orders are limit orders);
 * - iv: only for iv orders, the fraction with 3 decimals (ivToWire); the orderPrice is then
 *   priceForIv (the exchange re-derives it from the IV the same way);
 * - placeType 2 for iv orders, 1 otherwise; placeMode as given; pmTrial always true;
 * - timeInForce: limit orders — 2 PostOnly when the post-only toggle is on, else the leg's own
 *   (GoodTillCancel 1, PostOnly 2, ImmediateOrCancel 3, FillOrKill 4); market orders — 3
 *   ImmediateOrCancel (FillOrKill 4 kept: the exchange refuses PostOnly on a market order and reads
 *   GTC as IOC);
 * - market orders carry the mark-based reference price (evaluate.ts marketReferenceDecimal: buy
 *   mark × 1.2 up to the tick capped at max-buy, sell mark × 0.8 down floored at min-sell), '' when
 *   there is no mark (the exchange ignores a market order's price).
 *
 * - reduceOnly: not part of the spec's request; sent as `reduceOnly: true` only when the leg is
 *   reduce-only (the exchange then refuses it without an opposite position, 110017, and clamps it
 *   to the position). Without it a reduce-only sell would rest as an opening short.
 *
 * Build a request only after
 * placementCheck passed: an unusable field is sent as '' (never 'NaN') and the exchange rejects it.
 */
import {
  OrderSideCode,
  OrderTypeCode,
  PlaceTypeCode,
  TimeInForceCode,
  type OptionCommonConfig,
  type OptionOrderRequest,
} from 'shared-core';
import { parseConfig, parseMarket } from './decimals';
import { evaluateLeg, priceText } from './evaluate';
import { ivToWire } from './ivConversion';
import { parseTyped } from './priceCheck';
import { type EntryLeg, type LegMarket, type TimeInForceName } from './types';

export interface BuildRequestOptions {
  requestId: string;
  placeMode: 1 | 2;
  nowMs: number;
}

const TIF_CODE: Readonly<Record<TimeInForceName, TimeInForceCode>> = {
  GoodTillCancel: TimeInForceCode.GoodTillCancel,
  PostOnly: TimeInForceCode.PostOnly,
  ImmediateOrCancel: TimeInForceCode.ImmediateOrCancel,
  FillOrKill: TimeInForceCode.FillOrKill,
};

/** Time-in-force code of a leg (see the module comment). */
export function timeInForceCode(leg: Pick<EntryLeg, 'placeType' | 'postOnly' | 'timeInForce'>): TimeInForceCode {
  if (leg.placeType === 'market')
    return leg.timeInForce === 'FillOrKill' ? TimeInForceCode.FillOrKill : TimeInForceCode.ImmediateOrCancel;
  if (leg.postOnly) return TimeInForceCode.PostOnly;
  return TIF_CODE[leg.timeInForce] ?? TimeInForceCode.GoodTillCancel;
}

const TIF_NAME: Readonly<Record<TimeInForceCode, TimeInForceName>> = {
  [TimeInForceCode.GoodTillCancel]: 'GoodTillCancel',
  [TimeInForceCode.PostOnly]: 'PostOnly',
  [TimeInForceCode.ImmediateOrCancel]: 'ImmediateOrCancel',
  [TimeInForceCode.FillOrKill]: 'FillOrKill',
};

/** The time in force a leg is sent with, by name (a market order is IOC unless FOK; post-only wins). */
export const sentTimeInForce = (leg: Pick<EntryLeg, 'placeType' | 'postOnly' | 'timeInForce'>): TimeInForceName =>
  TIF_NAME[timeInForceCode(leg)];

/** The request of one leg (spec §3; see the module comment). */
export function buildOrderRequest(
  leg: EntryLeg,
  mkt: LegMarket | null,
  cfg: OptionCommonConfig,
  opts: BuildRequestOptions,
): OptionOrderRequest {
  const pc = parseConfig(cfg);
  const ev = evaluateLeg(leg, pc, parseMarket(mkt), opts.nowMs);
  const tickDp = pc.price?.tickDp ?? 0;
  const qty = parseTyped(leg.orderQty);
  const isIv = leg.placeType === 'iv';
  const request: OptionOrderRequest = {
    symbol: leg.symbol,
    outRequestId: leg.symbol + opts.requestId,
    orderQty: qty && qty.isGreaterThan(0) ? qty.toFixed() : '',
    orderPrice: ev.price ? priceText(ev.price, tickDp) : '',
    side: leg.side === 'buy' ? OrderSideCode.Buy : OrderSideCode.Sell,
    orderType: leg.placeType === 'market' ? OrderTypeCode.Market : OrderTypeCode.Limit,
    placeType: isIv ? PlaceTypeCode.Iv : PlaceTypeCode.Price,
    placeMode: opts.placeMode,
    timeInForce: timeInForceCode(leg),
    pmTrial: true,
  };
  if (isIv) request.iv = ivToWire(leg.iv);
  if (leg.reduceOnly) request.reduceOnly = true;
  return request;
}

let requestCounter = 0;

/**
 * A request id that is never reused within this page: time (base 36) + a monotonic counter +
 * 8 random base-36 characters (at most ~26 characters, so symbol + id stays under the exchange's
 * 64-character limit). `random` is injectable for tests.
 */
export function newRequestId(random: () => number = Math.random): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  let rnd = '';
  for (let i = 0; i < 8; i++) {
    const r = random();
    const x = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999) : 0;
    rnd += Math.floor(x * 36).toString(36);
  }
  return `${Date.now().toString(36)}${requestCounter.toString(36)}${rnd}`;
}

/** The default USDC batch path (spec §7). */
export const USDC_BATCH_PATH = '/option/usdc/ex/private/v1/batch-place-orders';
/**
 * The second USDC variant (spec §7 "a second variant is used when a flag is set"). The spec does not
 * name it; the path is our choice, served by exchange-sim with the default path's behaviour
 * (exchange-sim/API.md "Batch place").
 */
export const USDC_BATCH_ALT_PATH = '/option/usdc/private/v1/batch-place-orders';
/** The USDT (unified) batch path (spec §7). */
export const USDT_BATCH_PATH = '/option/private/trading/batchPlaceOrders';

/** Batch place path by settle coin: USDC → the USDC path (its variant when the flag is set), USDT → the unified path. */
export function batchEndpoint(settleCoin: 'USDC' | 'USDT', useAltUsdcPath: boolean): string {
  if (settleCoin === 'USDT') return USDT_BATCH_PATH;
  return useAltUsdcPath ? USDC_BATCH_ALT_PATH : USDC_BATCH_PATH;
}
