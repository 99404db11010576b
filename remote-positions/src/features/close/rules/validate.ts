import { parseDecimal, type DecimalInput } from 'shared-core';
import type { CloseKind } from './types';

/**
 * §5: the quantity must be filled (above 0), and for a limit close the price too; otherwise the
 * fail toast 'priceQtyRequiredMsg' and nothing is sent.
 */
export function requiredFieldsError(
  kind: CloseKind,
  qty: DecimalInput,
  price: DecimalInput,
): 'priceQtyRequiredMsg' | null {
  const q = parseDecimal(qty);
  if (!q || !q.isGreaterThan(0)) return 'priceQtyRequiredMsg';
  if (kind === 'limit') {
    const p = parseDecimal(price);
    if (!p || !p.isGreaterThan(0)) return 'priceQtyRequiredMsg';
  }
  return null;
}
