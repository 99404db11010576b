import { ErrorCode, SimError } from '../../errors';
import { TRIGGER_BY, type TriggerBy } from '../../trading/contracts';
import type { Dec } from '../../util/decimal';
import { decimal, oneOf } from '../params';

// Parameters of the contract order and position calls.

export const SIDES = ['Buy', 'Sell'] as const;
export const ORDER_TYPES = ['Limit', 'Market'] as const;
export const TIFS = ['GoodTillCancel', 'PostOnly', 'ImmediateOrCancel', 'FillOrKill'] as const;
const MAX_QTY_STR = '100000000000';
export const MAX_PRICE_STR = '100000000000';

export const triggerBy = (src: Record<string, unknown>, field: string): TriggerBy =>
  oneOf(src, field, TRIGGER_BY, 'LastPrice');
/** A trigger kind when the field is given (not empty), else undefined. */
export const optTriggerBy = (src: Record<string, unknown>, field: string): TriggerBy | undefined =>
  src[field] === undefined || src[field] === null || src[field] === '' ? undefined : oneOf(src, field, TRIGGER_BY);

/** qtyX (× 1e8, integer string) wins over qty (decimal string). */
export function qtyOf(b: Record<string, unknown>, xField = 'qtyX', field = 'qty', optional = false): Dec | undefined {
  if (b[xField] !== undefined && b[xField] !== '') {
    const x = decimal(b, xField, { allowNumber: true, max: '1e28' })!;
    if (!x.isInteger()) throw new SimError(ErrorCode.PARAMS, `${xField}: must be an integer (quantity × 1e8)`);
    const q = x.dividedBy(1e8);
    if (q.isZero()) throw new SimError(ErrorCode.PARAMS, `${xField}: must be greater than 0`);
    return q;
  }
  return decimal(b, field, { optional, positive: true, max: MAX_QTY_STR });
}

/** Leverage from leverageE2 (hundredths) or leverage (plain). */
export function leverageOf(b: Record<string, unknown>): Dec | undefined {
  if (b.leverageE2 !== undefined && b.leverageE2 !== '')
    return decimal(b, 'leverageE2', { allowNumber: true, positive: true, max: '1000000' })!.dividedBy(100);
  return decimal(b, 'leverage', { optional: true, allowNumber: true, positive: true, max: '10000' });
}

export const optPrice = (b: Record<string, unknown>, f: string): Dec | undefined =>
  decimal(b, f, { optional: true, max: MAX_PRICE_STR });
