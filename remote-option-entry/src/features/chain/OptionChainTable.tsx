import { Box, Chip, lighten, Table, TableBody, TableCell, TableHead, TableRow, type Theme } from '@mui/material';
import {
  Fragment,
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, Ltr, SkeletonBar, TableState, tableStateTexts } from 'shared-core';
import { NS } from '../../i18n';
import {
  DEFAULT_CHAIN_COLUMNS,
  isQuoteColumn,
  sideColumns,
  type ChainColumn,
  type ChainRowView,
  type QuoteColumn,
  type QuoteView,
} from './rules';
import { gridCellKey, gridStart, moveInGrid, type GridCell, type GridKey } from './grid';
import type { LoadError } from './slice';

export type { QuoteColumn } from './rules';

export interface OptionChainTableProps {
  coin: string;
  rows: readonly ChainRowView[];
  status: 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** The symbol whose ticket is open, highlighted. */
  selectedSymbol?: string | null;
  onPick?: (symbol: string, column: QuoteColumn) => void;
  onRetry?: () => void;
  /** Visible columns of each side (default DEFAULT_CHAIN_COLUMNS); calls in this order, puts mirrored. */
  columns?: readonly ChainColumn[];
  /** The formatted underlying (forward) price for the line between the strikes, e.g. "64,123.45". */
  underlyingLabel?: string | null;
  /** Where the underlying line goes: before rows[underlyingIndex] (rows.length: after the last). */
  underlyingIndex?: number | null;
  /** The expiry shown, for the grid's accessible name (e.g. "27 Nov"). */
  expiryLabel?: string;
}

/** Width of every figure column and of the strike column (fixed: see the table's sx). */
const COLUMN_WIDTH_PX = 86;
const STRIKE_WIDTH_PX = 112;

/** Rows of the loading skeleton: about what fits before the chain arrives. */
const SKELETON_ROWS = 9;

/** In-the-money shade: a design token's CSS variable (follows the theme mode). */
const ITM_SHADE = 'var(--itm-shade, rgba(255, 255, 255, 0.04))';
const pickable = { cursor: 'pointer', '&:hover': { textDecoration: 'underline' } } as const;
const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } };

const PICK_KEYS = { bid: 'chain.pickBid', ask: 'chain.pickAsk', mark: 'chain.pickMark' } as const;
/**
 * A bid/ask colour on a shaded cell of the dark theme is lighter, so it keeps AA's 4.5:1 (axe,
 * color-contrast): the ask red measured 4.27:1 on the in-the-money shade (a tenth lighter: 4.79:1) and
 * 3.52:1 on the selected row's orange tint (three tenths lighter: 5.08:1).
 */
const priceColor = (column: ChainColumn, itm: boolean, rowSelected: boolean) => (theme: Theme) => {
  // the palette's hex (built from the mode's tokens), not `tradeColors`' CSS variable: lighten needs a colour
  const color = column === 'bid' ? theme.palette.success.main : column === 'ask' ? theme.palette.error.main : undefined;
  if (!color || theme.palette.mode !== 'dark') return color;
  if (rowSelected) return lighten(color, 0.3);
  return itm ? lighten(color, 0.1) : color;
};

/** A price cell's test id, as the browser tests know them (`bid-…`, `mark-…`, `ask-…`). */
const testIdOf = (column: ChainColumn, quote?: QuoteView) =>
  quote && isQuoteColumn(column) ? `${column}-${quote.symbol}` : undefined;

interface ChainRowProps {
  row: ChainRowView;
  callColumns: readonly ChainColumn[];
  putColumns: readonly ChainColumn[];
  selected: boolean;
  /** the grid cell of this row that holds the grid's one tab stop, if any */
  activeKey: GridKey | null;
  onPick: (symbol: string, column: QuoteColumn) => void;
  canPick: boolean;
}

function SideCells({
  quote,
  side,
  columns,
  itm,
  rowSelected,
  activeKey,
  onPick,
  canPick,
}: {
  quote?: QuoteView;
  side: 'call' | 'put';
  columns: readonly ChainColumn[];
  itm: boolean;
  /** the row is the selected instrument's (an orange tint) */
  rowSelected: boolean;
  activeKey: GridKey | null;
  onPick: ChainRowProps['onPick'];
  canPick: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      {columns.map((column) => {
        const value = quote?.[column] ?? EMPTY_VALUE;
        const bg = itm ? ITM_SHADE : undefined;
        if (!isQuoteColumn(column)) {
          return (
            <TableCell key={column} role="gridcell" align="right" sx={{ bgcolor: bg, whiteSpace: 'nowrap' }}>
              <Ltr>{value}</Ltr>
            </TableCell>
          );
        }
        const key = gridCellKey(side, column);
        const active = activeKey === key;
        const clickable = Boolean(canPick && quote && value !== EMPTY_VALUE);
        const label = quote
          ? value === EMPTY_VALUE
            ? t('chain.noPrice', { symbol: quote.symbol, column: t(`columns.${column}`) })
            : t(PICK_KEYS[column], { symbol: quote.symbol, price: value })
          : undefined;
        return (
          <TableCell
            key={column}
            role="gridcell"
            align="right"
            tabIndex={active ? 0 : -1}
            data-grid-cell={key}
            data-testid={testIdOf(column, quote)}
            aria-label={label}
            onClick={clickable && quote ? () => onPick(quote.symbol, column) : undefined}
            sx={{
              color: priceColor(column, itm, rowSelected),
              bgcolor: bg,
              whiteSpace: 'nowrap',
              ...focusRing,
              ...(clickable ? pickable : {}),
            }}
          >
            <Ltr>{value}</Ltr>
          </TableCell>
        );
      })}
    </>
  );
}

/** One strike: memoised on its row view, so a ticker batch re-renders only the rows it changed. */
const ChainRow = memo(function ChainRow({
  row,
  callColumns,
  putColumns,
  selected,
  activeKey,
  onPick,
  canPick,
}: ChainRowProps) {
  const { t } = useTranslation(NS);
  return (
    <TableRow
      hover
      selected={selected}
      data-testid={`chain-row-${row.strike}`}
      data-strike={row.strike}
      data-atm={row.atm ? 'true' : undefined}
    >
      <SideCells
        quote={row.call}
        side="call"
        columns={callColumns}
        itm={row.callItm}
        rowSelected={selected}
        activeKey={activeKey}
        onPick={onPick}
        canPick={canPick}
      />
      <TableCell
        role="rowheader"
        align="center"
        title={row.atm ? t('chain.atmHint') : undefined}
        sx={{
          fontWeight: 600,
          whiteSpace: 'nowrap',
          bgcolor: row.atm ? 'action.selected' : 'action.hover',
          ...(row.atm ? { boxShadow: 'inset 0 0 0 1px', color: 'primary.main' } : {}),
        }}
      >
        {row.strikeLabel}
        {row.atm ? (
          <Chip
            label={t('chain.atm')}
            size="small"
            color="primary"
            variant="outlined"
            data-testid="chain-atm-chip"
            sx={{ ml: 0.5, height: 18, fontSize: 10 }}
          />
        ) : null}
      </TableCell>
      <SideCells
        quote={row.put}
        side="put"
        columns={putColumns}
        itm={row.putItm}
        rowSelected={selected}
        activeKey={activeKey}
        onPick={onPick}
        canPick={canPick}
      />
    </TableRow>
  );
});

function UnderlyingLine({ label, colSpan }: { label: string; colSpan: number }) {
  const { t } = useTranslation(NS);
  return (
    <TableRow data-testid="chain-underlying-line">
      <TableCell
        role="gridcell"
        colSpan={colSpan}
        align="center"
        sx={{
          py: 0,
          height: 18,
          fontSize: 11,
          color: 'warning.main',
          borderBottom: 'none',
          // the thin line across the chain with the price in its middle
          backgroundImage: 'linear-gradient(currentColor, currentColor)',
          backgroundSize: '100% 1px',
          backgroundPosition: 'center',
          backgroundRepeat: 'no-repeat',
        }}
      >
        <Box component="span" sx={{ px: 1, bgcolor: 'background.paper' }}>
          {t('chain.underlying', { price: label })}
        </Box>
      </TableCell>
    </TableRow>
  );
}

function ChainHead({
  callColumns,
  putColumns,
}: {
  callColumns: readonly ChainColumn[];
  putColumns: readonly ChainColumn[];
}) {
  const { t } = useTranslation(NS);
  return (
    <TableHead>
      <TableRow>
        <TableCell colSpan={callColumns.length} align="center">
          {t('calls')}
        </TableCell>
        <TableCell />
        <TableCell colSpan={putColumns.length} align="center">
          {t('puts')}
        </TableCell>
      </TableRow>
      <TableRow>
        {callColumns.map((c) => (
          <TableCell key={`c-${c}`} align="right" sx={{ lineHeight: 1.2 }} data-testid={`chain-head-call-${c}`}>
            {t(`columns.${c}`)}
          </TableCell>
        ))}
        <TableCell align="center">{t('columns.strike')}</TableCell>
        {putColumns.map((c) => (
          <TableCell key={`p-${c}`} align="right" sx={{ lineHeight: 1.2 }} data-testid={`chain-head-put-${c}`}>
            {t(`columns.${c}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The chain's shape with placeholder bars, while the instruments load. */
function ChainSkeleton({ columns }: { columns: readonly ChainColumn[] }) {
  const { t } = useTranslation(NS);
  const callColumns = sideColumns(columns, 'call');
  const putColumns = sideColumns(columns, 'put');
  const bar = (key: string, width: string) => (
    <TableCell key={key}>
      <SkeletonBar width={width} alignEnd />
    </TableCell>
  );
  return (
    <Table size="small" data-testid="option-chain-skeleton" aria-busy="true" aria-label={t('states.loading')}>
      <ChainHead callColumns={callColumns} putColumns={putColumns} />
      <TableBody>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <TableRow key={i}>
            {callColumns.map((c) => bar(`c-${c}`, '70%'))}
            {bar('strike', '80%')}
            {putColumns.map((c) => bar(`p-${c}`, '70%'))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The option chain for one expiry, presentational: calls left, strike centre, puts right (mirrored
 * around the strike), the underlying's line between the strikes around it, the at-the-money strike
 * marked and in-the-money cells shaded. Its price cells form a grid with one tab stop: the arrow
 * keys move in visual order (mirrored in right-to-left), Home/End go to the row's ends (with Ctrl
 * to the first/last row), Enter or Space picks the price as a click does.
 */
export function OptionChainTable({
  coin,
  rows,
  status,
  error,
  selectedSymbol,
  onPick,
  onRetry,
  columns = DEFAULT_CHAIN_COLUMNS,
  underlyingLabel,
  underlyingIndex,
  expiryLabel,
}: OptionChainTableProps) {
  const { t } = useTranslation(NS);
  const callColumns = useMemo(() => sideColumns(columns, 'call'), [columns]);
  const putColumns = useMemo(() => sideColumns(columns, 'put'), [columns]);
  const gridKeys = useMemo(
    () => [
      ...callColumns.filter(isQuoteColumn).map((c) => gridCellKey('call', c)),
      ...putColumns.filter(isQuoteColumn).map((c) => gridCellKey('put', c)),
    ],
    [callColumns, putColumns],
  );
  const strikes = useMemo(() => rows.map((r) => r.strike), [rows]);
  const atmStrike = useMemo(() => rows.find((r) => r.atm)?.strike ?? null, [rows]);

  // the grid's one tab stop; it follows focus (click or Tab) and the arrow keys
  const [active, setActive] = useState<GridCell | null>(null);
  const current = gridStart(strikes, gridKeys, active, atmStrike);

  // a stable pick for the memoised rows, calling the latest onPick
  const pickRef = useRef(onPick);
  useLayoutEffect(() => {
    pickRef.current = onPick;
  });
  const pick = useCallback((symbol: string, column: QuoteColumn) => pickRef.current?.(symbol, column), []);

  const tableRef = useRef<HTMLTableElement>(null);
  const focusCell = (cell: GridCell) => {
    setActive(cell);
    tableRef.current
      ?.querySelector<HTMLElement>(`tr[data-strike="${cell.strike}"] [data-grid-cell="${cell.key}"]`)
      ?.focus();
  };

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const el = e.target.closest<HTMLElement>('[data-grid-cell]');
    const strike = el?.closest<HTMLElement>('tr[data-strike]')?.dataset.strike;
    const key = el?.dataset.gridCell as GridKey | undefined;
    if (strike && key && (strike !== current?.strike || key !== current.key)) setActive({ strike, key });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-grid-cell]');
    if (!el || !current) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      el.click();
      return;
    }
    const rtl = el.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = moveInGrid(strikes, gridKeys, current, e.key, { rtl, ctrl: e.ctrlKey || e.metaKey });
    if (!next) return;
    e.preventDefault();
    focusCell(next);
  };

  if (rows.length === 0) {
    if (status === 'loading') return <ChainSkeleton columns={columns} />;
    return (
      <TableState
        status={status}
        testIdPrefix="option-chain"
        texts={tableStateTexts(t, error, { coin })}
        onRetry={onRetry}
      />
    );
  }
  const colSpan = callColumns.length + putColumns.length + 1;
  const line = underlyingLabel && underlyingIndex !== null && underlyingIndex !== undefined ? underlyingIndex : null;
  const lineRow: ReactNode = line === null ? null : <UnderlyingLine label={underlyingLabel ?? ''} colSpan={colSpan} />;
  const minWidth = (callColumns.length + putColumns.length) * COLUMN_WIDTH_PX + STRIKE_WIDTH_PX;
  return (
    <Table
      ref={tableRef}
      size="small"
      stickyHeader
      role="grid"
      data-testid="option-chain"
      aria-label={expiryLabel ? t('chain.grid', { coin, expiry: expiryLabel }) : t('title')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      // Fixed columns and tabular digits: live figures never shift a column under the trader's
      // pointer (with auto layout a tick from 999.00 to 1,000.00 moved the cells a click was aimed at).
      sx={{ tableLayout: 'fixed', width: `max(100%, ${minWidth}px)`, fontVariantNumeric: 'tabular-nums' }}
    >
      <colgroup>
        {callColumns.map((c) => (
          <col key={`c-${c}`} style={{ width: COLUMN_WIDTH_PX }} />
        ))}
        <col style={{ width: STRIKE_WIDTH_PX }} />
        {putColumns.map((c) => (
          <col key={`p-${c}`} style={{ width: COLUMN_WIDTH_PX }} />
        ))}
      </colgroup>
      <ChainHead callColumns={callColumns} putColumns={putColumns} />
      <TableBody>
        {rows.map((row, i) => {
          const selected = Boolean(
            selectedSymbol && (row.call?.symbol === selectedSymbol || row.put?.symbol === selectedSymbol),
          );
          return (
            <Fragment key={row.strike}>
              {i === line ? lineRow : null}
              <ChainRow
                row={row}
                callColumns={callColumns}
                putColumns={putColumns}
                selected={selected}
                activeKey={current?.strike === row.strike ? current.key : null}
                onPick={pick}
                canPick={Boolean(onPick)}
              />
            </Fragment>
          );
        })}
        {line === rows.length ? lineRow : null}
      </TableBody>
    </Table>
  );
}
