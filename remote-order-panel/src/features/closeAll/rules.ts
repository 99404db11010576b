/**
 * Pure rules of close-all (order-panel.md §3, §4.3, §5, §7): when the button shows, the option
 * tip, the request body, the confirm step.
 */
import { isOptionPosition, toDecimal, type Position } from 'shared-core';

export interface PositionSummary {
  /** open (non-zero) positions that are not options: what close-all closes */
  nonOption: number;
  /** open option positions: close-all leaves them (the tip says so) */
  option: number;
}

export function summarisePositions(list: readonly Pick<Position, 'symbol' | 'symbolType' | 'size'>[]): PositionSummary {
  let nonOption = 0;
  let option = 0;
  for (const p of list) {
    if (!toDecimal(p.size)?.abs().gt(0)) continue;
    if (isOptionPosition(p)) option += 1;
    else nonOption += 1;
  }
  return { nonOption, option };
}

/** §5: more than one non-option position, the setting on and all-markets on. */
export const showsCloseAll = (s: PositionSummary, settingOn: boolean, allMarkets: boolean): boolean =>
  s.nonOption > 1 && settingOn && allMarkets;

/** §5: the option-positions tip shows when option positions exist. */
export const showsOptionTip = (s: PositionSummary): boolean => s.option > 0;

export const MARKET_TYPES = [
  'UsdtPerpetual',
  'UsdcPerpetual',
  'InversePerpetual',
  'UsdtFutures',
  'UsdcFutures',
  'InverseFutures',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export interface CloseAllBody {
  withUsdcPerp: boolean;
  withUsdcFuture: boolean;
  marketType?: MarketType;
}

/** §3 / §7: the close-all body; every market unless one market type is named. */
export function closeAllBody(marketType?: MarketType): CloseAllBody {
  if (!marketType) return { withUsdcPerp: true, withUsdcFuture: true };
  return {
    withUsdcPerp: marketType === 'UsdcPerpetual',
    withUsdcFuture: marketType === 'UsdcFutures',
    marketType,
  };
}

/** §4.3: a confirm dialog unless the trader set hideCloseAllPosition. */
export const asksBeforeCloseAll = (flags: ReadonlySet<string>): boolean => !flags.has('hideCloseAllPosition');
