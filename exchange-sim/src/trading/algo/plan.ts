import { BigNumber, Dec, roundToStep, str } from '../../util/decimal';

// Pure arithmetic of the algorithmic orders (no timers, no store): how a TWAP splits its total,
// how an iceberg sizes its visible part, where a chase order is priced. Tested in plan.test.ts.

/** The tools the Tools tab lists (order-panel.md §2.2, §3 tool counts). */
export const ALGO_TOOLS = ['chase', 'twap', 'iceberg', 'webhook'] as const;
export type AlgoTool = (typeof ALGO_TOOLS)[number];

/** order-panel.md §9: tool status codes. */
export const ALGO_RUNNING = 2;
export const ALGO_HISTORY = 3;

/** order-panel.md §3: the createType of a tool's child orders (webhook children are the trader's own). */
export const CHILD_CREATE_TYPE: Record<AlgoTool, string> = {
  twap: 'CreateByTWAP',
  chase: 'CreateByChaseOrder',
  iceberg: 'CreateByIceBerg',
  webhook: 'CreateByUser',
};

export interface QtyRules {
  minQty: string;
  qtyStep: string;
}

/**
 * The slice quantities of a TWAP: `floor(duration / interval)` slices (at least one), each the
 * total / slices rounded down to the quantity step, the last one taking the remainder, so they
 * always add up to the total. Fewer slices when an even slice would be under the minimum
 * quantity. Empty when the total itself is under the minimum.
 */
export function twapSlices(total: Dec, durationSec: number, intervalSec: number, rules: QtyRules): string[] {
  const min = new Dec(rules.minQty);
  if (total.isLessThan(min) || intervalSec <= 0 || durationSec <= 0) return [];
  const wanted = Math.max(1, Math.floor(durationSec / intervalSec));
  const most = total.dividedToIntegerBy(min).toNumber();
  let n = Math.max(1, Math.min(wanted, most));
  let base = roundToStep(total.dividedBy(n), rules.qtyStep, BigNumber.ROUND_DOWN);
  while (n > 1 && base.isLessThan(min)) {
    n -= 1;
    base = roundToStep(total.dividedBy(n), rules.qtyStep, BigNumber.ROUND_DOWN);
  }
  const out = Array.from({ length: n - 1 }, () => str(base));
  out.push(str(total.minus(base.multipliedBy(n - 1))));
  return out;
}

/** The next visible part of an iceberg: the visible quantity, or what is left when less. */
export const icebergPart = (total: Dec, filled: Dec, visible: Dec): Dec => Dec.min(visible, total.minus(filled));

/**
 * Where a chase order rests: the best bid (buy) or best ask (sell), held within `maxDistance`
 * of the price it started at when one is set (a buy never chases above start + max, a sell never
 * below start − max).
 */
export function chasePrice(side: 'Buy' | 'Sell', best: Dec, start: Dec, maxDistance: Dec | undefined): Dec {
  if (!maxDistance) return best;
  return side === 'Buy' ? Dec.min(best, start.plus(maxDistance)) : Dec.max(best, start.minus(maxDistance));
}
