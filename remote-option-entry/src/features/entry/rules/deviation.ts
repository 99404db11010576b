/**
 * Price deviation (spec §5): a buy at or above mark × (1 + priceDeviationPercentage), or a sell at
 * or below mark × (1 − priceDeviationPercentage), asks for a confirmation (OFFSET_CONFIRM). The
 * rule is shared-core's optionPriceDeviation, which the simulator's 3200305 check follows too
 * (deviation = (price − mark) / mark for a buy, (mark − price) / mark for a sell). A mark of 0 never
 * deviates; a percentage that is missing or not > 0 disables the check.
 */
import type BigNumber from 'bignumber.js';
import { optionPriceDeviation, type OptionCommonConfig } from 'shared-core';
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
  const { deviation, level } = optionPriceDeviation(side === 'buy' ? 'Buy' : 'Sell', price, mark, pct);
  if (level === 'ok') return null;
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
