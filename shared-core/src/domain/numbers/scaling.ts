import BigNumber from 'bignumber.js';
import { parseDecimal, toPlainDecimal, type DecimalInput } from './decimal';

/**
 * Wire scaling (positions.md §9, exchange-sim/API.md): the server takes these fields as integers,
 * the trader types the unscaled value. `decimals` is the power of ten.
 *
 * | wire field              | the trader's value                      | × (decimals) |
 * | ----------------------- | --------------------------------------- | ------------ |
 * | qtyX, tpSizeX, slSizeX  | quantity                                | 1e8 (8)      |
 * | addToPositionBalanceE8  | margin to add (negative: reduce)        | 1e8 (8)      |
 * | designatedMarginE8      | designated margin                       | 1e8 (8)      |
 * | leverageE2              | leverage (server value in hundredths)   | 1e2 (2)      |
 * | triggerMmRateE2         | MMR trigger, percent                    | 1e2 (2)      |
 * | trailValuePercentageE4  | trailing rate, percent (= fraction×1e4) | 1e2 (2)      |
 *
 * The trailing rate is typed in percent (0.1 … 100) and sent × 100, which is the fraction × 1e4:
 * hence "E4" in its name (API.md: "rate × 1e4 = percent × 100").
 */
export const WIRE_SCALES = {
  qtyX: 8,
  tpSizeX: 8,
  slSizeX: 8,
  addToPositionBalanceE8: 8,
  designatedMarginE8: 8,
  leverageE2: 2,
  triggerMmRateE2: 2,
  trailValuePercentageE4: 2,
} as const;
export type WireScaledField = keyof typeof WIRE_SCALES;

/**
 * A decimal × 10^decimals as an integer string, exactly (no float step: '0.29' × 100 is '29',
 * not 28.999999999999996). Digits beyond the scale are cut towards zero. null for anything that
 * is not a finite number.
 */
export function scaleToInteger(value: DecimalInput, decimals: number): string | null {
  const v = parseDecimal(value);
  if (!v) return null;
  return toPlainDecimal(v.shiftedBy(decimals).integerValue(BigNumber.ROUND_DOWN));
}

/** An integer (or decimal) wire value ÷ 10^decimals as plain decimal text, exactly. null if not a number. */
export function scaleFromInteger(wire: DecimalInput, decimals: number): string | null {
  const v = parseDecimal(wire);
  return v ? toPlainDecimal(v.shiftedBy(-decimals)) : null;
}

/** The trader's value → the wire field's integer string. */
export function toWire(field: WireScaledField, value: DecimalInput): string | null {
  return scaleToInteger(value, WIRE_SCALES[field]);
}

/** The wire field's integer → the trader's value as decimal text. */
export function fromWire(field: WireScaledField, wire: DecimalInput): string | null {
  return scaleFromInteger(wire, WIRE_SCALES[field]);
}

/** toWire as a bigint (for callers that compute on integers). */
export function toWireBigInt(field: WireScaledField, value: DecimalInput): bigint | null {
  const s = toWire(field, value);
  return s === null ? null : BigInt(s);
}

/** Is `value` exactly representable on the wire (no digits cut)? */
export function fitsWireScale(field: WireScaledField, value: DecimalInput): boolean {
  const v = parseDecimal(value);
  return !!v && (v.decimalPlaces() ?? 0) <= WIRE_SCALES[field];
}
