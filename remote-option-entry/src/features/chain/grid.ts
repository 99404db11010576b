/** Pure keyboard moves of the chain's price grid (roving tab stop over the bid/mark/ask cells). */
import type { QuoteColumn } from './rules';

export type GridKey = `${'call' | 'put'}-${QuoteColumn}`;
/** A price cell: its row's strike and which side's column. */
export interface GridCell {
  strike: string;
  key: GridKey;
}

export const gridCellKey = (side: 'call' | 'put', column: QuoteColumn): GridKey => `${side}-${column}`;

/** Rows a PageUp / PageDown moves. */
export const GRID_PAGE_ROWS = 10;

/**
 * The cell holding the grid's tab stop: the last active one while it is still shown, else the
 * call's mark (or the first price column) of the at-the-money row (or the first row); null when
 * the grid has no price cell.
 */
export function gridStart(
  strikes: readonly string[],
  keys: readonly GridKey[],
  active: GridCell | null,
  atmStrike: string | null,
): GridCell | null {
  const firstKey = keys.includes('call-mark') ? 'call-mark' : keys[0];
  const firstStrike = atmStrike !== null && strikes.includes(atmStrike) ? atmStrike : strikes[0];
  if (firstKey === undefined || firstStrike === undefined) return null;
  if (!active) return { strike: firstStrike, key: firstKey };
  return {
    strike: strikes.includes(active.strike) ? active.strike : firstStrike,
    key: keys.includes(active.key) ? active.key : firstKey,
  };
}

const clamp = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));

/**
 * The cell a key moves to from `from`; null for a key the grid does not handle. `keys` are in
 * document order (left to right in a left-to-right page), `strikes` top to bottom. The arrows
 * follow what the trader sees: in right-to-left the row is mirrored, so → goes to the previous
 * key. Home / End: the row's first / last cell (with Ctrl: the grid's first / last cell).
 * At an edge the cell stays where it is.
 */
export function moveInGrid(
  strikes: readonly string[],
  keys: readonly GridKey[],
  from: GridCell,
  key: string,
  { rtl = false, ctrl = false }: { rtl?: boolean; ctrl?: boolean } = {},
): GridCell | null {
  const row = strikes.indexOf(from.strike);
  const col = keys.indexOf(from.key);
  if (row < 0 || col < 0) return null;
  const at = (r: number, c: number): GridCell => ({
    strike: strikes[clamp(r, strikes.length)]!,
    key: keys[clamp(c, keys.length)]!,
  });
  const forward = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return at(row, col + forward);
    case 'ArrowLeft':
      return at(row, col - forward);
    case 'ArrowDown':
      return at(row + 1, col);
    case 'ArrowUp':
      return at(row - 1, col);
    case 'PageDown':
      return at(row + GRID_PAGE_ROWS, col);
    case 'PageUp':
      return at(row - GRID_PAGE_ROWS, col);
    case 'Home':
      return ctrl ? at(0, 0) : at(row, 0);
    case 'End':
      return ctrl ? at(strikes.length - 1, keys.length - 1) : at(row, keys.length - 1);
    default:
      return null;
  }
}
