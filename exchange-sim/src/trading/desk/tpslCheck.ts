import { ErrorCode, SimError } from '../../errors';
import type { PerpInstrument } from '../../market/instruments';
import { type Dec, isMultipleOf, str } from '../../util/decimal';
import type { PriceOf, TpSlLegName, TriggerBy } from '../triggerRules';

const priceName = (by: TriggerBy): string => by.replace('Price', ' price').toLowerCase();

/** Each leg's name in messages and its code for a level on the wrong side, for a long and for a short. */
const LEG_RULES: Readonly<Record<TpSlLegName, { name: string; long: ErrorCode; short: ErrorCode }>> = {
  takeProfit: { name: 'take profit', long: ErrorCode.TP_LONG_TOO_LOW, short: ErrorCode.TP_SHORT_TOO_HIGH },
  stopLoss: { name: 'stop loss', long: ErrorCode.SL_LONG_TOO_HIGH, short: ErrorCode.SL_SHORT_TOO_LOW },
};

/**
 * One leg against the current price of its kind: a long's take-profit and a short's stop-loss
 * must lie above it, the others below.
 */
function checkLegSide(leg: TpSlLegName, long: boolean, level: Dec, by: TriggerBy, priceOf: PriceOf): void {
  const cur = priceOf(by);
  const above = long === (leg === 'takeProfit');
  if (above ? level.isGreaterThan(cur) : level.isLessThan(cur)) return;
  const rule = LEG_RULES[leg];
  throw new SimError(
    long ? rule.long : rule.short,
    `${rule.name} for a ${long ? 'long' : 'short'} position must be ${above ? 'above' : 'below'} the current ${priceName(by)} ${str(cur)}`,
  );
}

/**
 * Validate a TP/SL for a position side (`long`) against the current price of its trigger kind:
 * on the tick (110005), a long's take-profit above and stop-loss below the price (30027 / 30028),
 * a short's the other way (30029 / 30030). Undefined or 0 is not checked. Both legs are checked
 * for the tick before either is checked for its side.
 */
export function checkTpSl(
  inst: PerpInstrument,
  long: boolean,
  tp: Dec | undefined,
  sl: Dec | undefined,
  tpBy: TriggerBy,
  slBy: TriggerBy,
  priceOf: PriceOf,
): void {
  const legs = [
    ['takeProfit', tp, tpBy],
    ['stopLoss', sl, slBy],
  ] as const;
  for (const [leg, level] of legs) {
    if (level && !level.isZero() && !isMultipleOf(level, inst.rules.tickSize))
      throw new SimError(ErrorCode.PRICE_NOT_TICK, `${leg} is not a multiple of tickSize ${inst.rules.tickSize}`);
  }
  for (const [leg, level, by] of legs) if (level && !level.isZero()) checkLegSide(leg, long, level, by, priceOf);
}
