/**
 * Price deviation (spec §5): a buy at or above mark × (1 + priceDeviationPercentage), or a sell at
 * or below mark × (1 − priceDeviationPercentage), asks for a confirmation (OFFSET_CONFIRM). The
 * same rule as exchange-sim's deviation.ts (deviation = (price − mark) / mark for a buy,
 * (mark − price) / mark for a sell; ≥ the percentage → warning 3200305). A mark of 0 never
 * deviates; a percentage that is missing or not > 0 disables the check.
 */
import type BigNumber from 'bignumber.js';
import { type OptionCommonConfig } from 'shared-core';
import { fixed, parseConfig, parseMarket, positive } from './decimals';
import { type EntrySide, type LegMarket } from './types';

export interface PriceDeviation {
  key: 'BuyOffsetErr' | 'SellOffsetErr';
  /** fraction with 4 decimals (half up), e.g. "0.1234" = 12.34 % away from the mark */
  deviation: string;
}

/** priceDeviation on parsed values. */
export function priceDeviationDecimal(
  side: EntrySide,
  price: BigNumber,
  mark: BigNumber | null,
  pct: BigNumber | null,
): PriceDeviation | null {
  if (!pct || !mark || !mark.isGreaterThan(0)) return null;
  const deviation = (side === 'buy' ? price.minus(mark) : mark.minus(price)).div(mark);
  if (deviation.isLessThan(pct)) return null;
  return { key: side === 'buy' ? 'BuyOffsetErr' : 'SellOffsetErr', deviation: fixed(deviation, 4) };
}

/** The deviation warning of a price, or null when within the allowed distance from the mark. */
export function priceDeviation(
  side: EntrySide,
  price: string,
  mkt: LegMarket | null,
  cfg: OptionCommonConfig,
): PriceDeviation | null {
  const p = positive(price);
  const pm = parseMarket(mkt);
  return p && pm ? priceDeviationDecimal(side, p, pm.mark, parseConfig(cfg).deviation) : null;
}
