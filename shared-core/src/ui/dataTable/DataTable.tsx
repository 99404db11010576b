import { Box, IconButton, Stack, Typography } from '@mui/material';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  TABLE_DEFAULTS,
  columnRegions,
  nextSortDirection,
  scrollShadowOf,
  shouldVirtualize,
  type ScrollShadow,
  type SortDirection,
} from '../../domain/table';
import { lazyWithPrefetch, usePrefetchWhenIdle, whenPageSettled } from '../lazy';
import { TableState } from '../TableState';
import { DEFAULT_WIDTH, DataRow, GroupRow, pinStyle, type PlacedColumn } from './DataRow';
import { EmptyState } from './EmptyState';
import type * as TableModelTypes from './tableModel';
import type { DataColumn, DataTableProps } from './types';
import { useColumnLayout } from './useColumnLayout';
import { usePinMode } from './usePinMode';
import { useFocusKeeper } from './useFocusKeeper';

// Not needed to paint the first rows: fetched on first use and prefetched when the page is idle
// (decision 0011), so the first load carries only the table model and the plain rows.
const VirtualBody = lazyWithPrefetch(() => import('./VirtualBody').then((m) => m.VirtualBody));
const ColumnSettings = lazyWithPrefetch(() => import('./ColumnSettings').then((m) => m.ColumnSettings));

/**
 * The TanStack Table model (column visibility, order, pinning; sorted rows) is a lazy chunk too:
 * the first paint needs none of it (no sort yet; the regions come from the same pure rules that
 * feed TanStack's state), so it loads when the page is idle, or at once on the first sort.
 */
type TableModelModule = typeof TableModelTypes;
let tableModel: TableModelModule | null = null;
let tableModelLoading: Promise<TableModelModule> | null = null;
const loadTableModel = (): Promise<TableModelModule> =>
  (tableModelLoading ??= import('./tableModel').then(
    (m) => (tableModel = m),
    (error: unknown) => {
      tableModelLoading = null;
      throw error;
    },
  ));

function useTableModel(): [TableModelModule | null, () => void] {
  const [model, setModel] = useState<TableModelModule | null>(tableModel);
  const load = useCallback(() => {
    loadTableModel().then(setModel, () => undefined); // failed: the plain model stays; the next sort retries
  }, []);
  return [model, load];
}

const LAZY_PARTS = [VirtualBody, ColumnSettings];

function GearIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-1.7-1L15 3.5h-4l-.3 2.5a7.6 7.6 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 1.7 1l.3 2.5h4l.3-2.5a7.6 7.6 0 0 0 1.7-1l2.4 1 2-3.4-2-1.6zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
      />
    </svg>
  );
}

const ARIA_SORT = { normal: 'none', up: 'ascending', down: 'descending' } as const;
const SORT_MARK = { normal: '↕', up: '↑', down: '↓' } as const;

/**
 * The one data table of the suite (order-panel.md §2.4, §3, §4.4, §5, §8, §9): columns from a §3
 * config, hide / restore / reorder saved per table id, sticky pinned columns with scroll shadows,
 * virtual rows past 20 rows (never for POSITIONS_TABLE), loading and no-data states, header tip,
 * footer and total row. Rows and cells are memoised: a push re-renders only the cells whose value
 * changed. Shows no error (§8): the widget says so above it.
 */
export function DataTable<TRow, TCtx = undefined, TGroup = unknown>(props: DataTableProps<TRow, TCtx, TGroup>) {
  const {
    tableId,
    columns,
    rows,
    getRowId,
    context,
    status = 'ready',
    emptyTip,
    headerTip,
    footer,
    totalRow,
    virtual: forced,
    height = TABLE_DEFAULTS.height,
    itemSize = TABLE_DEFAULTS.itemSize,
    isRowSelected,
    rowAttributes,
    ariaLabel,
    testId,
    onTrace,
    storage,
    noColumnMenu,
    tree,
  } = props;
  const { t, i18n } = useTranslation('common');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const columnLayout = useColumnLayout(tableId, columns, onTrace, storage);
  const { layout } = columnLayout;
  const [sort, setSort] = useState<{ key: string; dir: SortDirection }>({ key: '', dir: 'normal' });
  const [menuOpen, setMenuOpen] = useState(false);
  usePrefetchWhenIdle(LAZY_PARTS);

  const [model, loadModel] = useTableModel();
  // Once the page has settled (as the lazy parts), switch to the TanStack model.
  useEffect(() => (model ? undefined : whenPageSettled(loadModel)), [model, loadModel]);

  const regions = useMemo(
    () => (model ? model.tanstackRegions(columns, layout) : columnRegions(columns, layout)),
    [model, columns, layout],
  );
  const orderedRows = useMemo(
    () =>
      model && sort.dir !== 'normal'
        ? model.tanstackSortedRows(columns, layout, rows, getRowId, { key: sort.key, desc: sort.dir === 'down' })
        : rows,
    [model, columns, layout, rows, getRowId, sort],
  );

  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const startIds = regions.start.join(',');
  const centerIds = regions.center.join(',');
  const endIds = regions.end.join(',');
  const placedKey = `${startIds}|${centerIds}|${endIds}`;
  const cols = useMemo<PlacedColumn<TRow, TCtx>[]>(() => {
    const split = (ids: string) => (ids ? ids.split(',') : []).map((id) => byKey.get(id) as DataColumn<TRow, TCtx>);
    const widthOf = (def: DataColumn<TRow, TCtx>) => def.width ?? DEFAULT_WIDTH;
    const start = split(startIds);
    const end = split(endIds);
    const placed: PlacedColumn<TRow, TCtx>[] = [];
    let offset = 0;
    start.forEach((def, i) => {
      placed.push({ def, pin: 'start', offset, edge: i === start.length - 1 });
      offset += widthOf(def);
    });
    for (const def of split(centerIds)) placed.push({ def, pin: false, offset: 0, edge: false });
    const endPlaced: PlacedColumn<TRow, TCtx>[] = [];
    offset = 0;
    for (let i = end.length - 1; i >= 0; i--) {
      const def = end[i]!;
      endPlaced.unshift({ def, pin: 'end', offset, edge: i === 0 });
      offset += widthOf(def);
    }
    return [...placed, ...endPlaced];
  }, [startIds, centerIds, endIds, byKey]);

  // the flex rows' floor: every column at its width (wider scroller: unpinned columns share the rest)
  const minWidth = useMemo(() => cols.reduce((sum, c) => sum + (c.def.width ?? DEFAULT_WIDTH), 0), [cols]);

  // the tree form is never virtual (the positions table never is, §2) and never header-sorted
  const useVirtual = !tree && shouldVirtualize({ tableId, rowCount: orderedRows.length, forced });

  // §2.4 scroll shadows, recomputed at most every 50 ms while scrolling (§9 scroll debounce).
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [shadow, setShadow] = useState<ScrollShadow>('none');
  const measureShadow = useCallback(() => {
    const el = scrollRef.current;
    if (el) setShadow(scrollShadowOf(el.scrollLeft, el.scrollWidth, el.clientWidth));
  }, []);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onScroll = useCallback(() => {
    pending.current ??= setTimeout(() => {
      pending.current = null;
      measureShadow();
    }, TABLE_DEFAULTS.scrollDebounceMs);
  }, [measureShadow]);
  useLayoutEffect(measureShadow, [measureShadow, placedKey, rows.length]);
  usePinMode(scrollRef, rtl);
  useFocusKeeper(scrollRef, orderedRows);
  const hiddenLeft = shadow === 'left' || shadow === 'middle';
  const hiddenRight = shadow === 'right' || shadow === 'middle';
  const shadowStart = rtl ? hiddenRight : hiddenLeft;
  const shadowEnd = rtl ? hiddenLeft : hiddenRight;

  const ctx = context as TCtx;
  const renderRow = (row: TRow, index?: number, measure?: (el: HTMLTableRowElement | null) => void) => (
    <DataRow<TRow, TCtx>
      key={getRowId(row)}
      row={row}
      cols={cols}
      ctx={ctx}
      selected={isRowSelected?.(row) ?? false}
      shadowStart={shadowStart}
      shadowEnd={shadowEnd}
      attributesOf={rowAttributes}
      index={index}
      measure={measure}
    />
  );
  // Before the virtual part arrives: the rows that fill the first screen, plainly.
  const firstScreen = Math.ceil(height / itemSize) + TABLE_DEFAULTS.overscan;

  let body: ReactNode;
  if (tree)
    body = tree.rows.map((r) =>
      r.kind === 'group' ? (
        <GroupRow<TGroup> key={`g:${r.id}`} group={r} colSpan={cols.length} render={tree.renderGroup} />
      ) : (
        renderRow(r.value)
      ),
    );
  else if (!useVirtual) body = orderedRows.map((r) => renderRow(r));
  else
    body = (
      <Suspense fallback={orderedRows.slice(0, firstScreen).map((r) => renderRow(r))}>
        <VirtualBody.Component
          count={orderedRows.length}
          itemSize={itemSize}
          height={height}
          colSpan={cols.length}
          getScrollElement={() => scrollRef.current}
          renderRow={(index, measure) => renderRow(orderedRows[index]!, index, measure)}
        />
      </Suspense>
    );

  const sortBy = useCallback(
    (key: string) => setSort((s) => ({ key, dir: nextSortDirection(s.key === key ? s.dir : 'normal') })),
    [],
  );
  // The header is the same element until its columns, sort or shadows change: a push that
  // changes rows only does not render its cells again (React skips an identical element).
  const treeForm = tree !== undefined;
  const header = useMemo(
    () => (
      <thead role="rowgroup">
        <tr role="row" aria-rowindex={useVirtual ? 1 : undefined}>
          {cols.map((col) => {
            const def = col.def;
            const dir = sort.key === def.key ? sort.dir : 'normal';
            const style = pinStyle(col, def.width ?? DEFAULT_WIDTH, { start: shadowStart, end: shadowEnd });
            return (
              <th
                key={def.key}
                role="columnheader"
                scope="col"
                className={def.align === 'end' ? 'dt-end' : undefined}
                aria-sort={def.sortable && !treeForm ? ARIA_SORT[dir] : undefined}
                data-column={def.key}
                data-pin={col.pin || undefined}
                style={col.pin ? { ...style, top: 0, zIndex: 3 } : style}
              >
                {def.sortable && !treeForm ? (
                  <button type="button" className="dt-sort" onClick={() => sortBy(def.key)}>
                    {def.name}
                    <span aria-hidden="true">{SORT_MARK[dir]}</span>
                  </button>
                ) : (
                  def.name
                )}
              </th>
            );
          })}
        </tr>
      </thead>
    ),
    [cols, sort, shadowStart, shadowEnd, treeForm, useVirtual, sortBy],
  );

  const stateNode =
    rows.length > 0 ? null : status === 'loading' || status === 'idle' ? (
      <TableState
        status="loading"
        testIdPrefix={testId}
        texts={{ loading: t('table.loading'), empty: '', error: '', retry: '' }}
      />
    ) : status === 'error' ? null : (
      <EmptyState tableId={tableId} tip={emptyTip} testId={`${testId}-empty`} />
    );

  return (
    <Box data-table-id={tableId}>
      {headerTip || !noColumnMenu ? (
        <Stack direction="row" sx={{ alignItems: 'center', minHeight: 28, px: 0.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {headerTip ? (
              <Typography variant="caption" color="text.secondary" data-testid={`${testId}-header-tip`}>
                {headerTip}
              </Typography>
            ) : null}
          </Box>
          {noColumnMenu ? null : (
            <IconButton
              size="small"
              aria-label={t('table.columns')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              title={t('table.columns')}
              onClick={() => setMenuOpen(true)}
              onMouseEnter={() => void ColumnSettings.prefetch()}
              data-testid={`${testId}-columns`}
            >
              <GearIcon />
            </IconButton>
          )}
        </Stack>
      ) : null}
      <Box
        ref={scrollRef}
        onScroll={onScroll}
        data-scroll-shadow={shadow}
        data-virtual={useVirtual ? 'true' : undefined}
        style={
          {
            '--dt-shadow-start': rtl
              ? '-6px 0 6px -4px var(--dt-pinned-shadow, rgba(0,0,0,0.7))'
              : '6px 0 6px -4px var(--dt-pinned-shadow, rgba(0,0,0,0.7))',
            '--dt-shadow-end': rtl
              ? '6px 0 6px -4px var(--dt-pinned-shadow, rgba(0,0,0,0.7))'
              : '-6px 0 6px -4px var(--dt-pinned-shadow, rgba(0,0,0,0.7))',
            '--dt-min-width': `${minWidth}px`,
            height: useVirtual ? height : undefined,
          } as CSSProperties
        }
        sx={(theme) => ({
          overflow: 'auto',
          position: 'relative',
          '--data-table-bg': theme.palette.background.paper,
          // Not a CSS table (issue 16, 4.3 fps with 500 live rows): the table's elements keep
          // their tags and explicit ARIA roles, but lay out as blocks and flex rows whose column
          // widths come from the column layout. Each body row is its own layout root that the
          // browser skips entirely while off screen (content-visibility), so a changed figure
          // re-lays out one row, never the whole table (which `display: table-row` cannot do).
          '& .dt-table': {
            display: 'block',
            width: '100%',
            minWidth: 'var(--dt-min-width)',
            fontSize: 13,
          },
          '& .dt-table > thead, & .dt-table > tbody, & .dt-table > tfoot': { display: 'block' },
          '& .dt-table > thead': {
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: 'var(--data-table-bg)',
          },
          // a row's figures are centred in it (as a table cell's); the row carries the rule
          // line and the hover / selection tint, so a short cell leaves no gap in them
          '& .dt-table tr': {
            display: 'flex',
            alignItems: 'center',
            borderBottom: `1px solid ${theme.palette.divider}`,
          },
          '& .dt-table > tbody > tr:not([aria-hidden])': {
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${itemSize}px`,
            contain: 'layout style paint',
          },
          '& th, & td': {
            display: 'block',
            boxSizing: 'border-box',
            flex: '1 0 auto',
            minWidth: 0,
            px: 1,
            py: 0.75,
            textAlign: 'start',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            // figures of equal digits are equally wide: a moving mark does not jitter its column
            fontVariantNumeric: 'tabular-nums',
          },
          // pinned cells and headers fill the row's height (their background hides what scrolls
          // under them) and centre their one child
          '& th, & td[data-pin]': {
            alignSelf: 'stretch',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'flex-start',
          },
          '& th[data-pin], & td[data-pin]': { flex: '0 0 auto', position: 'sticky' },
          // At rest (scrolled to an edge, nobody about to scroll) no pinned cell sticks: a
          // sticky cell is a composited layer that splits the rows after it into more layers
          // (Layerize 20–30 ms a frame with 500 rows). The start-pinned cells are in place
          // anyway; the end-pinned ones move back by the overflow to the viewport's end edge.
          '&[data-pin-mode="rest"] th[data-pin="start"], &[data-pin-mode="rest"] td[data-pin="start"]': {
            position: 'static',
          },
          '&[data-pin-mode="rest"] th[data-pin="end"], &[data-pin-mode="rest"] td[data-pin="end"]': {
            position: 'relative',
            insetInlineStart: 'calc(-1 * var(--dt-end-gap, 0px))',
          },
          // At rest at the end, mirrored: the end-pinned cells are in place, the start-pinned
          // ones move forward by the scroll to the viewport's start edge.
          '&[data-pin-mode="restEnd"] th[data-pin="end"], &[data-pin-mode="restEnd"] td[data-pin="end"]': {
            position: 'static',
          },
          '&[data-pin-mode="restEnd"] th[data-pin="start"], &[data-pin-mode="restEnd"] td[data-pin="start"]': {
            position: 'relative',
            // over the inline inset the cell carries for when it sticks
            insetInlineStart: 'var(--dt-start-gap, 0px) !important',
          },
          '& th.dt-end, & td[data-pin].dt-end': { alignItems: 'flex-end' },
          '& td.dt-span': { flex: '1 0 100%' },
          '& th': {
            background: 'var(--data-table-bg)',
            color: theme.palette.text.secondary,
            fontWeight: 500,
          },
          '& .dt-end': { textAlign: 'end' },
          '& tbody tr:hover, & tbody tr:hover td[data-pin]': {
            backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
          },
          '& tr[data-selected="true"], & tr[data-selected="true"] td[data-pin]': {
            backgroundImage: `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
          },
          '& .dt-sort': {
            all: 'unset',
            cursor: 'pointer',
            display: 'inline-flex',
            gap: '4px',
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          },
        })}
      >
        <table
          role="table"
          className="dt-table"
          aria-label={ariaLabel}
          aria-rowcount={useVirtual ? orderedRows.length + 1 : undefined}
          data-testid={rows.length > 0 ? `${testId}-table` : undefined}
        >
          {header}
          <tbody role="rowgroup">{body}</tbody>
          {totalRow ? (
            <tfoot role="rowgroup" data-testid={`${testId}-total`}>
              <tr role="row">
                <td role="cell" className="dt-span" colSpan={cols.length}>
                  {totalRow}
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
        {stateNode}
      </Box>
      {footer ? (
        <Box sx={{ px: 1, py: 0.5 }} data-testid={`${testId}-footer`}>
          {footer}
        </Box>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <ColumnSettings.Component
            columns={columns}
            layout={columnLayout}
            onClose={() => setMenuOpen(false)}
            testId={`${testId}-settings`}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
