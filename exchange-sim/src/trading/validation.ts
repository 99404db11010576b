import {
  TIME_IN_FORCE_BY_CODE,
  type OrderSide,
  type OrderType,
  type PlaceTypeCode,
  type TimeInForce,
} from 'shared-core/domain';
import { ErrorCode, echo } from '../errors';
import type { Instrument } from '../market/instruments';
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

/**
 * Pure shape and rule check of one option order request (spec §3 Order request, §5 checks).
 * Strict types: decimals are strings, codes are numbers. Market orders ignore orderPrice;
 * a market order must be IOC or FOK (GTC is read as IOC, PostOnly is refused).
 */
export function validateOptionOrder(raw: unknown, ctx: ValidationContext): Validation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(ErrorCode.INVALID_ORDER_REQUEST, '');
  const r = raw as Record<string, unknown>;
  const symbol = typeof r.symbol === 'string' ? r.symbol : '';
  const inst = symbol ? ctx.instrument(symbol) : undefined;
  // the result names the symbol it refused: a client's string, so cut and cleaned (issue 12)
  if (!inst || inst.kind !== 'option') return fail(ErrorCode.UNKNOWN_SYMBOL, echo(symbol));
  if (
    typeof r.outRequestId !== 'string' ||
    r.outRequestId.length === 0 ||
    r.outRequestId.length > MAX_OUT_REQUEST_ID_LENGTH
  )
    return fail(ErrorCode.INVALID_OUT_REQUEST_ID, symbol);
  if (r.side !== 1 && r.side !== 2) return fail(ErrorCode.INVALID_SIDE, symbol);
  if (r.orderType !== 1 && r.orderType !== 2) return fail(ErrorCode.INVALID_ORDER_TYPE, symbol);
  if (r.timeInForce !== 1 && r.timeInForce !== 2 && r.timeInForce !== 3 && r.timeInForce !== 4)
    return fail(ErrorCode.INVALID_TIME_IN_FORCE, symbol);
  if (r.reduceOnly !== undefined && typeof r.reduceOnly !== 'boolean')
    return fail(ErrorCode.INVALID_ORDER_REQUEST, symbol);
  const placeType = r.placeType === undefined ? 1 : r.placeType;
  if (placeType !== 1 && placeType !== 2) return fail(ErrorCode.INVALID_PLACE_TYPE, symbol);
  if (r.placeMode !== undefined && r.placeMode !== 1 && r.placeMode !== 2)
    return fail(ErrorCode.INVALID_PLACE_TYPE, symbol);
  const orderType: OrderType = r.orderType === 1 ? 'Market' : 'Limit';
  let timeInForce = TIME_IN_FORCE_BY_CODE[r.timeInForce];
  if (orderType === 'Market') {
    if (timeInForce === 'PostOnly') return fail(ErrorCode.INVALID_TIME_IN_FORCE, symbol);
    if (timeInForce === 'GoodTillCancel') timeInForce = 'ImmediateOrCancel';
  }

  const rules = inst.rules;
  const qty = parseWireDecimal(r.orderQty);
  if (!qty || qty.isLessThanOrEqualTo(0)) return fail(ErrorCode.INVALID_QTY, symbol);
  if (qty.isGreaterThan(asDec(rules.maxQty))) return fail(ErrorCode.QTY_ABOVE_MAX, symbol);
  if (qty.isLessThan(asDec(rules.minQty))) return fail(ErrorCode.QTY_BELOW_MIN, symbol);
  if (!isMultipleOf(qty, asDec(rules.qtyStep))) return fail(ErrorCode.QTY_STEP, symbol);

  let price: Dec | null = null;
  let iv: Dec | null = null;
  if (orderType === 'Limit') {
    if (placeType === 2) {
      iv = parseWireDecimal(r.iv);
      if (!iv || iv.isLessThanOrEqualTo(0) || iv.isGreaterThan(100)) return fail(ErrorCode.INVALID_IV, symbol);
      price = ctx.priceFromIv(inst, iv);
    } else {
      price = parseWireDecimal(r.orderPrice);
      if (!price || price.isLessThanOrEqualTo(0)) return fail(ErrorCode.INVALID_PRICE, symbol);
    }
    if (price.isGreaterThan(asDec(rules.maxPrice))) return fail(ErrorCode.PRICE_ABOVE_MAX, symbol);
    if (price.isLessThan(asDec(rules.minPrice))) return fail(ErrorCode.PRICE_BELOW_MIN, symbol);
    if (!isMultipleOf(price, asDec(rules.tickSize))) return fail(ErrorCode.PRICE_TICK, symbol);
  }
  if (inst.deliveryTime <= ctx.now()) return fail(ErrorCode.INSTRUMENT_EXPIRED, symbol);

  return {
    ok: true,
    order: {
      inst,
      symbol,
      outRequestId: r.outRequestId,
      side: r.side === 1 ? 'Buy' : 'Sell',
      orderType,
      price,
      qty,
      timeInForce,
      placeType,
      iv,
      ...(typeof r.checkPriceDeviation === 'boolean' ? { checkPriceDeviation: r.checkPriceDeviation } : {}),
      priceDeviationConfirmed: r.priceDeviationConfirmed === true,
      reduceOnly: r.reduceOnly === true,
    },
  };
}
