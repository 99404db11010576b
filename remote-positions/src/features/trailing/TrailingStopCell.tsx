import { Ltr } from 'shared-core';
import type { PositionRowView } from '../positions/rules';

/**
 * The trailing-stop cell of a position row (positions.md §2). Issue 17 adds the set / edit action,
 * which opens the lazy dialog with `usePositionActions().open('trailingStop', row.position)`. It
 * renders in every row of a 500-row table: keep it light.
 */
export function TrailingStopCell({ row }: { row: PositionRowView }) {
  return <Ltr>{row.trailingStop}</Ltr>;
}
