/*
 * Pure rules of close by maintenance-margin rate (positions.md §2, §4, §5, §6, §9): who is offered
 * it, the trigger input (min 0, max 99.99, step 0.01; slider marks 0..99 %), the errors at or below
 * the account MMR (minimum-explain) and above 90 (limit-explain), clearing cancels, unchanged just
 * closes, the set-mm-rate body (percent × 100), and the account MMR's colour by the warning line.
 */
import BigNumber from 'bignumber.js';
import { supportsMarginRateClose, toDecimal, tradeTypeOf, type AccountKind, type Position } from 'shared-core';

export const MMR_MIN = '0';
export const MMR_MAX = '99.99';
export const MMR_STEP = '0.01';
/** §9: an error above 90 %. */
export const MMR_LIMIT = '90';
export const MMR_SLIDER_MARKS = [0, 25, 50, 75, 99] as const;
/** The account MMR's warning line (percent): at or above it the figure is coloured as a warning; at or above the danger line as a loss. */
export const MMR_WARNING_LINE = '50';
export const MMR_DANGER_LINE = '80';

/** §2, §6: offered for linear, inverse-type or UTA2 symbols, never for portfolio margin or options (else a dash). */
export const offersMmrClose = (account: AccountKind, symbol: string): boolean =>
  supportsMarginRateClose(account, tradeTypeOf(symbol));

/** The trigger held, in percent ('' = none). */
export const heldTrigger = (p: Pick<Position, 'triggerMmRate'>): string => {
  const v = toDecimal(p.triggerMmRate);
  return v?.isGreaterThan(0) ? v.toFixed() : '';
};

/** A fraction (0.0123) as percent ("1.23"), or null. */
export const percentOfRate = (rate: string | null | undefined): string | null => {
  const v = toDecimal(rate);
  return v ? v.multipliedBy(100).toFixed() : null;
};

/** §5: the input kept within 0..99.99 on the 0.01 step (down: never above what was typed). */
export function clampTrigger(value: string): string {
  const v = toDecimal(value);
  if (!v) return value;
  const stepped = v.decimalPlaces(2, BigNumber.ROUND_DOWN);
  return BigNumber.min(MMR_MAX, BigNumber.max(MMR_MIN, stepped)).toFixed();
}

export type MmrError = 'mmr.minimumExplain' | 'mmr.limitExplain';

/** §5: at or below the current account MMR → minimum-explain; above 90 → limit-explain. */
export function triggerError(trigger: string, accountMmrPercent: string | null): MmrError | null {
  const v = toDecimal(trigger);
  if (!v) return null;
  if (v.isGreaterThan(MMR_LIMIT)) return 'mmr.limitExplain';
  const current = toDecimal(accountMmrPercent);
  if (current && v.isLessThanOrEqualTo(current)) return 'mmr.minimumExplain';
  return null;
}

export interface MmrBody {
  symbol: string;
  positionIdx: 0 | 1 | 2;
  /** §7, §9: percent × 100; 0 cancels */
  triggerMmRateE2: number;
}

export type MmrOutcome =
  | { kind: 'unchanged' }
  | { kind: 'error'; key: MmrError }
  | { kind: 'cancel'; body: MmrBody }
  | { kind: 'set'; body: MmrBody; trigger: string };

/** §4, §5: confirm. Clearing cancels a held trigger; the same value just closes; an error sends nothing. */
export function decideMmr(
  typed: string,
  p: Pick<Position, 'symbol' | 'positionIdx' | 'triggerMmRate'>,
  accountMmrPercent: string | null,
): MmrOutcome {
  const held = heldTrigger(p);
  const v = toDecimal(typed);
  if (!v || v.isZero()) {
    return held
      ? { kind: 'cancel', body: { symbol: p.symbol, positionIdx: p.positionIdx, triggerMmRateE2: 0 } }
      : { kind: 'unchanged' };
  }
  const trigger = clampTrigger(v.toFixed());
  if (held && new BigNumber(held).isEqualTo(trigger)) return { kind: 'unchanged' };
  const error = triggerError(trigger, accountMmrPercent);
  if (error) return { kind: 'error', key: error };
  return {
    kind: 'set',
    trigger,
    body: {
      symbol: p.symbol,
      positionIdx: p.positionIdx,
      triggerMmRateE2: new BigNumber(trigger).multipliedBy(100).integerValue(BigNumber.ROUND_DOWN).toNumber(),
    },
  };
}

export type MmrTone = 'safe' | 'warning' | 'danger';

/** §2: the account MMR coloured by the warning line. */
export function mmrTone(accountMmrPercent: string | null): MmrTone {
  const v = toDecimal(accountMmrPercent);
  if (!v) return 'safe';
  if (v.isGreaterThanOrEqualTo(MMR_DANGER_LINE)) return 'danger';
  if (v.isGreaterThanOrEqualTo(MMR_WARNING_LINE)) return 'warning';
  return 'safe';
}
