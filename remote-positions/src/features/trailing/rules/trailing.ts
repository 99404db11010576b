/*
 * Pure rules of the trailing stop (positions.md §2, §3 "Trailing stop form", §4, §5, §9): the form
 * read from the position, the callback by distance or by rate (0.1..100 %, step 0.1), the optional
 * active price, 'trailingValueValid', nothing sent when nothing changed, ≤ 0 cleared on blur, the
 * set-tp-sl-ts body (rate × 100 as trailValuePercentageE4, §9) and the cancel body.
 */
import BigNumber from 'bignumber.js';
import { toDecimal, type Position } from 'shared-core';

export type TrailingType = 'distance' | 'rate';

/** §9: the rate input, in percent. */
export const RATE_MIN = '0.1';
export const RATE_MAX = '100';
export const RATE_STEP = '0.1';
/** The rate slider's marks (percent). */
export const RATE_MARKS = [0.1, 25, 50, 75, 100] as const;

/** The form, canonical decimal strings ('' = empty). */
export interface TrailingForm {
  type: TrailingType;
  /** the callback: a price distance (type distance) or a percent (type rate) */
  value: string;
  /** the active price checkbox (openActivation) */
  activationOn: boolean;
  activationPrice: string;
}

export interface TrailingSetting {
  type: TrailingType;
  value: string;
  activationPrice: string;
}

const positive = (v: string | undefined): boolean => toDecimal(v)?.isGreaterThan(0) ?? false;

/** The trailing stop the exchange holds for the position, or null (none). Rate: E4 / 100 percent. */
export function settingOf(p: Pick<Position, 'trailingStop' | 'trailValuePercentageE4' | 'activationPrice'>) {
  const activationPrice = positive(p.activationPrice) ? toDecimal(p.activationPrice)!.toFixed() : '';
  if (positive(p.trailValuePercentageE4))
    return {
      type: 'rate',
      value: toDecimal(p.trailValuePercentageE4)!.dividedBy(100).toFixed(),
      activationPrice,
    } satisfies TrailingSetting;
  if (positive(p.trailingStop))
    return { type: 'distance', value: toDecimal(p.trailingStop)!.toFixed(), activationPrice } satisfies TrailingSetting;
  return null;
}

/** The form as the dialog opens: the setting held, else an empty distance. */
export function initialForm(p: Pick<Position, 'trailingStop' | 'trailValuePercentageE4' | 'activationPrice'>) {
  const s = settingOf(p);
  return {
    type: s?.type ?? 'distance',
    value: s?.value ?? '',
    activationOn: !!s?.activationPrice,
    activationPrice: s?.activationPrice ?? '',
  } satisfies TrailingForm;
}

/** §4: on blur a value of 0 or less is cleared. */
export const clearedOnBlur = (value: string): string => (positive(value) ? value : '');

/** The distance on the tick (half-up), as sent (the exchange refuses a distance off the tick). */
export function distanceOnTick(value: string, tickSize: string | undefined): string {
  const v = toDecimal(value);
  const tick = toDecimal(tickSize);
  if (!v || !tick || !tick.isGreaterThan(0)) return value;
  return v.dividedBy(tick).integerValue(BigNumber.ROUND_HALF_UP).multipliedBy(tick).toFixed();
}

/** §5, §9: the rate within 0.1..100, on the 0.1 step (half-up). '' stays ''. */
export function clampRate(value: string): string {
  const v = toDecimal(value);
  if (!v) return value;
  const stepped = v.dividedBy(RATE_STEP).integerValue(BigNumber.ROUND_HALF_UP).multipliedBy(RATE_STEP);
  return BigNumber.min(RATE_MAX, BigNumber.max(RATE_MIN, stepped)).toFixed();
}

export interface TrailingBody {
  symbol: string;
  positionIdx: 0 | 1 | 2;
  tpSlMode: 'Full';
  trailingStop: string;
  trailValuePercentageE4: string;
  activationPrice: string;
}

export type TrailingOutcome =
  /** nothing changed: nothing is sent, the dialog closes */
  | { kind: 'unchanged' }
  /** the error key (positions.md §5, §8) */
  | { kind: 'error'; key: 'trailingValueValid' }
  /** an empty callback with no active price clears a held trailing stop */
  | { kind: 'cancel'; body: TrailingBody }
  | { kind: 'set'; body: TrailingBody; setting: TrailingSetting };

const body = (p: Pick<Position, 'symbol' | 'positionIdx'>, ts: string, e4: string, act: string): TrailingBody => ({
  symbol: p.symbol,
  positionIdx: p.positionIdx,
  tpSlMode: 'Full',
  trailingStop: ts,
  trailValuePercentageE4: e4,
  activationPrice: act,
});

const same = (a: TrailingSetting | null, b: TrailingSetting | null): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.type === b.type &&
    new BigNumber(a.value).isEqualTo(b.value) &&
    (a.activationPrice === ''
      ? b.activationPrice === ''
      : new BigNumber(a.activationPrice).isEqualTo(b.activationPrice || 0)));

/**
 * Confirm (§4, §5): an active price needs a callback > 0 ('trailingValueValid'); nothing sent when
 * the setting equals what the exchange holds; an empty callback clears a held one. The distance is
 * sent on the tick; the rate × 100 as trailValuePercentageE4 (§9).
 */
export function decide(
  form: TrailingForm,
  p: Pick<Position, 'symbol' | 'positionIdx' | 'trailingStop' | 'trailValuePercentageE4' | 'activationPrice'>,
  tickSize: string | undefined,
): TrailingOutcome {
  const held = settingOf(p);
  const activation =
    form.activationOn && positive(form.activationPrice) ? toDecimal(form.activationPrice)!.toFixed() : '';
  if (!positive(form.value)) {
    if (activation) return { kind: 'error', key: 'trailingValueValid' };
    return held ? { kind: 'cancel', body: body(p, '0', '0', '0') } : { kind: 'unchanged' };
  }
  const value = form.type === 'rate' ? clampRate(form.value) : distanceOnTick(form.value, tickSize);
  if (!positive(value)) return { kind: 'error', key: 'trailingValueValid' };
  const setting: TrailingSetting = { type: form.type, value, activationPrice: activation };
  if (same(held, setting)) return { kind: 'unchanged' };
  const e4 = form.type === 'rate' ? new BigNumber(value).multipliedBy(100).toFixed(0) : '0';
  return {
    kind: 'set',
    body: body(p, form.type === 'distance' ? value : '0', e4, activation || '0'),
    setting,
  };
}

/**
 * The numbered explanation's example (§2): for a long the stop follows the highest price down by the
 * callback; for a short the lowest up. Returns the trigger for a given extreme price, or null.
 */
export function triggerFrom(side: 'Buy' | 'Sell', extreme: string, setting: Pick<TrailingSetting, 'type' | 'value'>) {
  const x = toDecimal(extreme);
  const v = toDecimal(setting.value);
  if (!x || !v) return null;
  const sign = side === 'Buy' ? -1 : 1;
  const delta = setting.type === 'rate' ? x.multipliedBy(v).dividedBy(100) : v;
  return x.plus(delta.multipliedBy(sign)).toFixed();
}

/** The three tutorial steps (§2): previous / next / done. */
export const TUTORIAL_STEPS = 3;
export const nextStep = (step: number): number => Math.min(TUTORIAL_STEPS - 1, step + 1);
export const previousStep = (step: number): number => Math.max(0, step - 1);
