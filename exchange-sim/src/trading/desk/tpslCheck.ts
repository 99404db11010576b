import { ErrorCode, SimError } from '../../errors';
import type { PerpInstrument } from '../../market/instruments';
import { type Dec, isMultipleOf, str } from '../../util/decimal';
import type { PriceOf, TriggerBy } from '../triggerRules';

const priceName = (by: TriggerBy): string => by.replace('Price', ' price').toLowerCase();

/**
 * Validate a TP/SL for a position side (`long`) against the current price of its trigger kind:
 * on the tick (110005), a long's take-profit above and stop-loss below the price (30027 / 30028),
 * a short's the other way (30029 / 30030). Undefined or 0 is not checked.
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
  for (const [v, field] of [
    [tp, 'takeProfit'],
    [sl, 'stopLoss'],
  ] as const) {
    if (v && !v.isZero() && !isMultipleOf(v, inst.rules.tickSize))
      throw new SimError(ErrorCode.PRICE_NOT_TICK, `${field} is not a multiple of tickSize ${inst.rules.tickSize}`);
  }
  if (tp && !tp.isZero()) {
    const cur = priceOf(tpBy);
    if (long && tp.isLessThanOrEqualTo(cur))
      throw new SimError(
        ErrorCode.TP_LONG_TOO_LOW,
        `take profit for a long position must be above the current ${priceName(tpBy)} ${str(cur)}`,
      );
    if (!long && tp.isGreaterThanOrEqualTo(cur))
      throw new SimError(
        ErrorCode.TP_SHORT_TOO_HIGH,
        `take profit for a short position must be below the current ${priceName(tpBy)} ${str(cur)}`,
      );
  }
  if (sl && !sl.isZero()) {
    const cur = priceOf(slBy);
    if (long && sl.isGreaterThanOrEqualTo(cur))
      throw new SimError(
        ErrorCode.SL_LONG_TOO_HIGH,
        `stop loss for a long position must be below the current ${priceName(slBy)} ${str(cur)}`,
      );
    if (!long && sl.isLessThanOrEqualTo(cur))
      throw new SimError(
        ErrorCode.SL_SHORT_TOO_LOW,
        `stop loss for a short position must be above the current ${priceName(slBy)} ${str(cur)}`,
      );
  }
}
