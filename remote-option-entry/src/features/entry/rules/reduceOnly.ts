/**
 * Reduce-only (an advanced-mode toggle; the spec's form entry carries `reduceOnly`, §3): the order
 * may only reduce the opposite position — a sell against a long, a buy against a short. The
 * exchange refuses one with nothing to reduce (110017) and clamps a larger one to the position;
 * the form says both before anything is sent, so what the trader sees is what is sent:
 *
 * | position            | side | reducible | quantity        | issue (field qty, error)          |
 * |---------------------|------|-----------|-----------------|-----------------------------------|
 * | none / flat         | any  | 0         | any             | ReduceOnlyNothing                 |
 * | long 0.5            | buy  | 0         | any             | ReduceOnlyNothing (would add)     |
 * | long 0.5            | sell | 0.5       | ≤ 0.5           | none                              |
 * | long 0.5            | sell | 0.5       | > 0.5           | ReduceOnlyExceeds {max: 0.5}      |
 * | short 0.5 (−0.5)    | buy  | 0.5       | ≤ 0.5           | none                              |
 */
import type BigNumber from 'bignumber.js';
import { dec, nonNegative, ZERO } from './decimals';
import { type EntrySide, type FieldIssue, type PositionForMargin } from './types';

export interface ReduceOnlyCheck {
  /** |position| when it is opposite to the side, else '0' (plain decimal) */
  reducible: string;
  issue: FieldIssue | null;
}

/** The reducible size of the side against the position (decimal), 0 when not opposite. */
export function reducibleDecimal(side: EntrySide, position: PositionForMargin | null): BigNumber {
  const size = position ? dec(position.positionSize) : null;
  if (!size || size.isZero()) return ZERO;
  const opposite = side === 'buy' ? size.isNegative() : size.isGreaterThan(0);
  return opposite ? size.abs() : ZERO;
}

/** The reduce-only check of a leg (see the module comment). A quantity not yet typed raises only "nothing". */
export function reduceOnlyCheck(side: EntrySide, qty: string, position: PositionForMargin | null): ReduceOnlyCheck {
  const reducible = reducibleDecimal(side, position);
  const text = reducible.toFixed();
  if (reducible.isZero())
    return { reducible: text, issue: { field: 'qty', key: 'ReduceOnlyNothing', params: {}, severity: 'error' } };
  const q = nonNegative(qty);
  if (q && q.isGreaterThan(reducible))
    return {
      reducible: text,
      issue: { field: 'qty', key: 'ReduceOnlyExceeds', params: { max: text }, severity: 'error' },
    };
  return { reducible: text, issue: null };
}
