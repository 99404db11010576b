/**
 * The positions table's columns (positions.md §2) and which ones each account kind sees (§6).
 * Keys only: the widget gives each its name and cell.
 */
import { showsAdlRank, showsMarginRateClose, showsPositionValue, type AccountKind } from '../account';

/** Every flat column of positions.md §2, in their default order. */
export const POSITION_COLUMN_KEYS = [
  'contract',
  'size',
  'value',
  'entryPrice',
  'markPrice',
  'liqPrice',
  'im',
  'mm',
  'delta',
  'gamma',
  'vega',
  'theta',
  'upl',
  'uplLast',
  'rpl',
  'breakEven',
  'tpSl',
  'trailingStop',
  'adl',
  'mmrClose',
  'autoMargin',
  'actions',
] as const;
export type PositionColumnKey = (typeof POSITION_COLUMN_KEYS)[number];

/** Columns shown only when the account holds options (greeks are meaningless for contracts alone). */
export const OPTION_ONLY_COLUMNS: readonly PositionColumnKey[] = ['delta', 'gamma', 'vega', 'theta'];

/**
 * The columns an account kind has (positions.md §6): position value for unified accounts only;
 * ADL rank for unified non-demo accounts; close by margin rate for unified and regular-margin
 * accounts (not portfolio margin). The greeks only when `hasOptions`.
 */
export function positionColumnKeys(kind: AccountKind, hasOptions: boolean): PositionColumnKey[] {
  return POSITION_COLUMN_KEYS.filter((key) => {
    if (key === 'value') return showsPositionValue(kind);
    if (key === 'adl') return showsAdlRank(kind);
    if (key === 'mmrClose') return showsMarginRateClose(kind);
    if (OPTION_ONLY_COLUMNS.includes(key)) return hasOptions;
    return true;
  });
}

/** positions.md §2: ADL rank 1 to 5 as bars lit; anything else (options: 0) shows none. */
export function adlBars(rank: number | undefined): number {
  return typeof rank === 'number' && Number.isInteger(rank) && rank >= 1 && rank <= 5 ? rank : 0;
}
