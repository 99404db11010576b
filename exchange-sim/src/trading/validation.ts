import {
  TIME_IN_FORCE_BY_CODE,
  type OrderSide,
  type OrderType,
  type PlaceTypeCode,
  type TimeInForce,
} from 'shared-core/domain';
import { ErrorCode, echo } from '../errors';
import type { Instrument, OptionInstrument, TradingRules } from '../market/instruments';
import { type Dec, asDec, isMultipleOf, parseWireDecimal } from '../util/decimal';

export interface ValidOrder {
  inst: Instrument;
  symbol: string;
  outRequestId: string;
  side: OrderSide;
  orderType: OrderType;
  /** null for market orders */
  price: Dec | null;
  qty: Dec;
  timeInForce: TimeInForce;
  placeType: PlaceTypeCode;
  /** fraction, only for iv orders */
  iv: Dec | null;
  /** price deviation check of this entry: undefined = the simulator default */
  checkPriceDeviation?: boolean;
  /** the trader confirmed a deviation warning (3200305 is then not returned) */
  priceDeviationConfirmed: boolean;
  /** only reduces the opposite position: refused (110017) without one, clamped to its size */
  reduceOnly: boolean;
}

export type Validation = { ok: true; order: ValidOrder } | { ok: false; code: ErrorCode; symbol: string };

export interface ValidationContext {
  instrument(symbol: string): Instrument | undefined;
  now(): number;
  /** price for an iv order (Black–Scholes at that vol), already rounded to the tick */
  priceFromIv(inst: Instrument, iv: Dec): Dec;
}

export const MAX_OUT_REQUEST_ID_LENGTH = 64;

const fail = (code: ErrorCode, symbol: string): Validation => ({ ok: false, code, symbol });

/** The request's codes, read: its id, side, order type, time in force and place type. */
interface OrderCodes {
  outRequestId: string;
  side: OrderSide;
  orderType: OrderType;
  timeInForce: TimeInForce;
  placeType: PlaceTypeCode;
}

/**
 * The request id and codes (side, order type, time in force, reduce-only, place type and mode), or
 * the code of the first wrong one. A market order must be IOC or FOK: GTC is read as IOC,
 * PostOnly is refused.
 */
function readCodes(r: Record<string, unknown>): OrderCodes | { code: ErrorCode } {
  const { outRequestId, side, orderType: type, timeInForce: tif } = r;
  if (typeof outRequestId !== 'string' || outRequestId.length === 0 || outRequestId.length > MAX_OUT_REQUEST_ID_LENGTH)
    return { code: ErrorCode.INVALID_OUT_REQUEST_ID };
  if (side !== 1 && side !== 2) return { code: ErrorCode.INVALID_SIDE };
  if (type !== 1 && type !== 2) return { code: ErrorCode.INVALID_ORDER_TYPE };
  if (tif !== 1 && tif !== 2 && tif !== 3 && tif !== 4) return { code: ErrorCode.INVALID_TIME_IN_FORCE };
  if (r.reduceOnly !== undefined && typeof r.reduceOnly !== 'boolean') return { code: ErrorCode.INVALID_ORDER_REQUEST };
  const placeType = r.placeType === undefined ? 1 : r.placeType;
  if (placeType !== 1 && placeType !== 2) return { code: ErrorCode.INVALID_PLACE_TYPE };
  if (r.placeMode !== undefined && r.placeMode !== 1 && r.placeMode !== 2)
    return { code: ErrorCode.INVALID_PLACE_TYPE };
  const orderType: OrderType = type === 1 ? 'Market' : 'Limit';
  let timeInForce = TIME_IN_FORCE_BY_CODE[tif];
  if (orderType === 'Market') {
    if (timeInForce === 'PostOnly') return { code: ErrorCode.INVALID_TIME_IN_FORCE };
    if (timeInForce === 'GoodTillCancel') timeInForce = 'ImmediateOrCancel';
  }
  return { outRequestId, side: side === 1 ? 'Buy' : 'Sell', orderType, timeInForce, placeType };
}

/** The quantity: above 0, within the instrument's min and max, on its step. */
function readQty(v: unknown, rules: TradingRules): { qty: Dec } | { code: ErrorCode } {
  const qty = parseWireDecimal(v);
  if (!qty || qty.isLessThanOrEqualTo(0)) return { code: ErrorCode.INVALID_QTY };
  if (qty.isGreaterThan(asDec(rules.maxQty))) return { code: ErrorCode.QTY_ABOVE_MAX };
  if (qty.isLessThan(asDec(rules.minQty))) return { code: ErrorCode.QTY_BELOW_MIN };
  if (!isMultipleOf(qty, asDec(rules.qtyStep))) return { code: ErrorCode.QTY_STEP };
  return { qty };
}

/**
 * A limit order's price (an iv order's: Black–Scholes at its iv, 0 < iv ≤ 100) within the
 * instrument's min and max, on its tick; none for a market order.
 */
function readPrice(
  r: Record<string, unknown>,
  inst: OptionInstrument,
  codes: OrderCodes,
  ctx: ValidationContext,
): { price: Dec | null; iv: Dec | null } | { code: ErrorCode } {
  if (codes.orderType !== 'Limit') return { price: null, iv: null };
  let price: Dec | null;
  let iv: Dec | null = null;
  if (codes.placeType === 2) {
    iv = parseWireDecimal(r.iv);
    if (!iv || iv.isLessThanOrEqualTo(0) || iv.isGreaterThan(100)) return { code: ErrorCode.INVALID_IV };
    price = ctx.priceFromIv(inst, iv);
  } else {
    price = parseWireDecimal(r.orderPrice);
    if (!price || price.isLessThanOrEqualTo(0)) return { code: ErrorCode.INVALID_PRICE };
  }
  const rules = inst.rules;
  if (price.isGreaterThan(asDec(rules.maxPrice))) return { code: ErrorCode.PRICE_ABOVE_MAX };
  if (price.isLessThan(asDec(rules.minPrice))) return { code: ErrorCode.PRICE_BELOW_MIN };
  if (!isMultipleOf(price, asDec(rules.tickSize))) return { code: ErrorCode.PRICE_TICK };
  return { price, iv };
}

/**
 * Pure shape and rule check of one option order request (spec §3 Order request, §5 checks).
 * Strict types: decimals are strings, codes are numbers. Market orders ignore orderPrice;
 * a market order must be IOC or FOK (GTC is read as IOC, PostOnly is refused). Checked in this
 * order: the request, the symbol, the codes, the quantity, the price, the expiry.
 */
export function validateOptionOrder(raw: unknown, ctx: ValidationContext): Validation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(ErrorCode.INVALID_ORDER_REQUEST, '');
  const r = raw as Record<string, unknown>;
  const symbol = typeof r.symbol === 'string' ? r.symbol : '';
  const inst = symbol ? ctx.instrument(symbol) : undefined;
  // the result names the symbol it refused: a client's string, so cut and cleaned (issue 12)
  if (!inst || inst.kind !== 'option') return fail(ErrorCode.UNKNOWN_SYMBOL, echo(symbol));
  const codes = readCodes(r);
  if ('code' in codes) return fail(codes.code, symbol);
  const qty = readQty(r.orderQty, inst.rules);
  if ('code' in qty) return fail(qty.code, symbol);
  const priced = readPrice(r, inst, codes, ctx);
  if ('code' in priced) return fail(priced.code, symbol);
  if (inst.deliveryTime <= ctx.now()) return fail(ErrorCode.INSTRUMENT_EXPIRED, symbol);
  return {
    ok: true,
    order: {
      inst,
      symbol,
      outRequestId: codes.outRequestId,
      side: codes.side,
      orderType: codes.orderType,
      price: priced.price,
      qty: qty.qty,
      timeInForce: codes.timeInForce,
      placeType: codes.placeType,
      iv: priced.iv,
      ...(typeof r.checkPriceDeviation === 'boolean' ? { checkPriceDeviation: r.checkPriceDeviation } : {}),
      priceDeviationConfirmed: r.priceDeviationConfirmed === true,
      reduceOnly: r.reduceOnly === true,
    },
  };
}
