import type { OrderSide } from 'shared-core/domain';
import { Dec, type DecInput } from '../util/decimal';

/** A price this many priceDeviationPercentage away from the mark is refused even when confirmed. */
export const EXCEEDING_MULTIPLE = 3;

export type DeviationResult = 'ok' | 'warning' | 'exceeding';

/**
 * Option price deviation (spec option-entry-and-platform.md §5 "Price deviation", §4 per-order
 * outcomes 3200305 / 3200306). deviation = (price − mark) / mark for a buy, (mark − price) / mark
 * for a sell (only the unfavourable direction counts). `warning` at ≥ priceDeviationPercentage,
 * `exceeding` at ≥ EXCEEDING_MULTIPLE × priceDeviationPercentage. A zero mark never deviates.
 */
export function priceDeviation(
  side: OrderSide,
  price: DecInput,
  mark: DecInput,
  priceDeviationPercentage: DecInput,
): { deviation: Dec; result: DeviationResult } {
  const m = new Dec(mark);
  if (m.isZero()) return { deviation: new Dec(0), result: 'ok' };
  const diff = side === 'Buy' ? new Dec(price).minus(m) : m.minus(price);
  const deviation = diff.dividedBy(m);
  const limit = new Dec(priceDeviationPercentage);
  const result = deviation.isGreaterThanOrEqualTo(limit.multipliedBy(EXCEEDING_MULTIPLE))
    ? 'exceeding'
    : deviation.isGreaterThanOrEqualTo(limit)
      ? 'warning'
      : 'ok';
  return { deviation, result };
}
