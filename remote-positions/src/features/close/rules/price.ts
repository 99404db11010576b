import BigNumber from 'bignumber.js';
import { parseDecimal, stepByTick, type DecimalInput } from 'shared-core';
import type { OrderSide } from './types';

/*
 * The limit close price (positions.md §5): plus / minus by one tick clamped to min and max; a
 * tick above 1 needs a multiple of the tick ('tickSizeFixNumTips'); for non-UTA accounts, on
 * leaving the field, a price on the wrong side of the liquidation price is moved one tick inside
 * it with 30017 / 30018.
 */

export function stepClosePrice(
  price: DecimalInput,
  direction: 1 | -1,
  inst: { tickSize: string; minPrice: string; maxPrice: string },
): string | null {
  return stepByTick(price, inst.tickSize, direction, { min: inst.minPrice, max: inst.maxPrice });
}

/** 'tickSizeFixNumTips' when the tick is above 1 and the price is not a multiple of it; null otherwise. */
export function tickSizeFixError(price: DecimalInput, tickSize: DecimalInput): 'tickSizeFixNumTips' | null {
  const p = parseDecimal(price);
  const t = parseDecimal(tickSize);
  if (!p || !t || !t.isGreaterThan(1)) return null;
  return p.mod(t).isZero() ? null : 'tickSizeFixNumTips';
}

export interface LiqPriceCorrection {
  code: 30017 | 30018;
  key: 'errorCode30017' | 'errorCode30018';
  /** The price the field takes instead: one tick inside the liquidation price. */
  price: string;
}

/**
 * §5, non-UTA accounts only (shared-core `checksLiquidationPrice`), checked when the price field
 * is left: a long (Buy) position whose price is empty or below the liquidation price → 30017,
 * price = liq + one tick; a short (Sell) position whose price is above it → 30018, liq − one tick.
 * null when there is nothing to correct (or no liquidation price).
 */
export function liqPriceCorrection(
  positionSide: OrderSide,
  price: DecimalInput,
  liqPrice: DecimalInput,
  tickSize: DecimalInput,
): LiqPriceCorrection | null {
  const liq = parseDecimal(liqPrice);
  const tick = parseDecimal(tickSize);
  if (!liq || !tick || !liq.isGreaterThan(0)) return null;
  const p = parseDecimal(price);
  const decimals = Math.max(tick.decimalPlaces() ?? 0, liq.decimalPlaces() ?? 0);
  if (positionSide === 'Buy') {
    if (p && !p.isLessThan(liq)) return null;
    return { code: 30017, key: 'errorCode30017', price: liq.plus(tick).toFixed(decimals) };
  }
  if (!p || !p.isGreaterThan(liq)) return null;
  const down = liq.minus(tick);
  return { code: 30018, key: 'errorCode30018', price: BigNumber.max(down, tick).toFixed(decimals) };
}
