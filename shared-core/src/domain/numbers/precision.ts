import { EMPTY_VALUE, formatDecimal } from '../format';
import { parseDecimal, type DecimalInput } from './decimal';

/** Display decimals of an option position row (positions.md §3). */
export const OPTION_POSITION_PRECISION = {
  quantity: 3,
  entryPrice: 2,
  positionIM: 4,
  positionMM: 4,
  delta: 4,
  gamma: 5,
  vega: 4,
  theta: 4,
  markPrice: 2,
  iv: 1,
  roi: 2,
  positionUPL: 4,
  positionRPL: 4,
  value: 2,
} as const;
export type OptionPositionField = keyof typeof OPTION_POSITION_PRECISION;

/** ROI is shown with 2 decimals; the options share poster shows 4 (positions.md §9). */
export const ROI_PRECISION = 2;
export const OPTION_SHARE_ROI_PRECISION = 4;

/** Share poster PnL decimals: 2 for USDC and linear, otherwise at least 5 (positions.md §9). */
export const SHARE_FRACTION_FIAT_LIKE = 2;
export const SHARE_FRACTION_MIN_COIN = 5;

/**
 * Decimals of a PnL on the share poster: 2 for USDC-settled and linear (USDT) contracts; for
 * the rest (inverse, coin-settled) the coin's own precision but at least 5.
 */
export function shareFractionDigits(kind: 'usdc' | 'linear' | 'other', coinPrecision = 0): number {
  if (kind === 'usdc' || kind === 'linear') return SHARE_FRACTION_FIAT_LIKE;
  return Math.max(SHARE_FRACTION_MIN_COIN, Math.floor(Number.isFinite(coinPrecision) ? coinPrecision : 0));
}

/** An option position field at its display precision (half up, grouped); `--` when not a number. */
export function formatOptionPositionField(field: OptionPositionField, value: DecimalInput): string {
  const v = parseDecimal(value);
  return v ? formatDecimal(v.toFixed(), OPTION_POSITION_PRECISION[field]) : EMPTY_VALUE;
}

/** ROI as a fraction (0.1234) → percent text with 2 decimals ('12.34%'); options share: 4. */
export function formatRoiPercent(fraction: DecimalInput, decimals: number = ROI_PRECISION): string {
  const v = parseDecimal(fraction);
  return v ? `${formatDecimal(v.times(100).toFixed(), decimals)}%` : EMPTY_VALUE;
}
