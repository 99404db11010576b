import type { PositionRowView } from '../positions/rules';

/**
 * INTERFACE ONLY (issue 17 builds it): the share-poster icon of the unrealised-PnL cell
 * (positions.md §2), which opens the lazy poster with `usePositionActions().open('share',
 * row.position)`. Renders nothing until then. Keep it light (500-row table).
 */
export function ShareButton(_props: { row: PositionRowView }) {
  return null;
}
