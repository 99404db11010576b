import { Ltr } from 'shared-core';
import type { PositionRowView } from '../positions/rules';

/**
 * The close-by-margin-rate cell of a position row (positions.md §2, §6): a dash where the account
 * or symbol does not support it. Issue 17 adds the set / edit action, which opens the lazy dialog
 * with `usePositionActions().open('mmrClose', row.position)`. Keep it light (500-row table).
 */
export function MmrCloseCell({ row }: { row: PositionRowView }) {
  return <Ltr>{row.mmrClose ?? '-'}</Ltr>;
}
