import { Box, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Ltr,
  POSITIONS_EXPANDED_KEY,
  TableState,
  optionExpiryCode,
  positionColumnKeys,
  positionTree,
  tableStateTexts,
  tradeColors,
  type AccountKind,
  type PositionColumnKey,
  type PositionGroupData,
} from 'shared-core';
import {
  DataTable,
  POSITIONS_TABLE,
  flattenTree,
  loadExpansion,
  saveExpansion,
  toggleExpansion,
  type DataColumn,
  type ExpansionState,
  type FlatGroupRow,
  type KeyValueStorage,
} from 'shared-core/dataTable';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import { AutoMarginSwitch } from '../margin/AutoMarginSwitch';
import { MmrCloseCell } from '../mmrClose/MmrCloseCell';
import { ShareButton } from '../share/ShareButton';
import { TpSlCell } from '../tpsl/TpSlCell';
import { TrailingStopCell } from '../trailing/TrailingStopCell';
import { RowActions } from './RowActions';
import type { PositionRowView } from './rules';
import type { LoadError } from './slice';
import { Tinted } from './Tinted';

export type PositionsViewMode = 'list' | 'tree';
/** Local storage key of the list/tree choice. */
export const POSITIONS_VIEW_KEY = 'positions-view';

export interface PositionsTableProps {
  rows: readonly PositionRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** The signed-in account's kind: which columns show (positions.md §6). */
  account: AccountKind;
  /** The page's current instrument: its rows are highlighted. */
  currentSymbol?: string | null;
  onRetry?: () => void;
  /** Internal tracing of the table (50004: the column layout could not be saved). */
  onTrace?: (code: number, detail?: string) => void;
  /** Where the view mode and tree expansion are kept (default `localStorage`). */
  storage?: KeyValueStorage;
  /** Start in this form (stories); else the saved one, else the list. */
  initialView?: PositionsViewMode;
}

const pnlColor = (sign: -1 | 0 | 1): string | undefined =>
  sign > 0 ? tradeColors.up : sign < 0 ? tradeColors.down : undefined;

type Translate = ReturnType<typeof useTranslation>['t'];
type Column = DataColumn<PositionRowView>;

function PencilIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z"
      />
    </svg>
  );
}

/** The IM cell: the figure, and on an isolated position with size and entry price the adjust-margin button. */
function ImCell({ row }: { row: PositionRowView }) {
  const { t } = useTranslation(NS);
  const { open } = usePositionActions();
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <span>{row.im}</span>
      {row.canAdjustMargin ? (
        <IconButton
          size="small"
          aria-label={t('actions.adjustMargin')}
          title={t('actions.adjustMargin')}
          data-testid={`margin:${row.key}`}
          onClick={() => open('margin', row.position)}
          sx={{ p: 0.25 }}
        >
          <PencilIcon />
        </IconButton>
      ) : null}
    </Stack>
  );
}

function AdlBars({ bars, label }: { bars: number; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ display: 'inline-flex', gap: '2px', alignItems: 'flex-end', height: 14 }}
      data-bars={bars}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Box
          key={i}
          component="span"
          sx={{
            width: 3,
            height: 4 + i * 2,
            bgcolor: i <= bars ? (bars >= 4 ? tradeColors.down : tradeColors.up) : 'action.disabled',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * Plain elements with one class each (styled once by the table's sheet, `POSITION_CELL_STYLES`):
 * 500 rows of MUI Chips and Typography were six nested elements and an emotion class per tag,
 * which the browser styled and laid out on every frame.
 */
function ContractCell({ row, t }: { row: PositionRowView; t: Translate }) {
  const name = <span className={row.side === 'Buy' ? 'pos-name pos-up' : 'pos-name pos-down'}>{row.symbol}</span>;
  return (
    <div className="pos-contract">
      {row.link ? (
        <a
          className="pos-link"
          href={row.link.href}
          data-testid={`position-link-${row.key}`}
          {...(row.link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {name}
        </a>
      ) : (
        name
      )}
      <span className="pos-tag">{t(`side.${row.side}`)}</span>
      {row.marginTag ? (
        <span className="pos-tag">{t(`tags.${row.marginTag.mode}`, { leverage: row.marginTag.leverage })}</span>
      ) : null}
      {row.perpetual ? <span className="pos-tag">{t('tags.perp')}</span> : null}
      {row.isOption ? <span className="pos-tag">{t(`tags.${row.optionType ?? 'option'}`)}</span> : null}
      {row.lossCoverage ? (
        <span className="pos-tag pos-tag-success" data-testid="loss-coverage-tag">
          {t('tags.lossCoverage')}
        </span>
      ) : null}
    </div>
  );
}

const text = (
  key: PositionColumnKey,
  t: Translate,
  pick: (r: PositionRowView) => string,
  extra: Partial<Column> = {},
): Column => ({
  key,
  name: t(`columns.${key}`),
  align: 'end',
  value: pick,
  cell: (r) => <Ltr>{pick(r)}</Ltr>,
  ...extra,
});

/** Every flat column of positions.md §2, by key; the account kind picks which show (§6). */
function allColumns(t: Translate): Record<PositionColumnKey, Column> {
  return {
    contract: {
      key: 'contract',
      name: t('columns.contract'),
      fixed: -1,
      width: 250,
      dragDisabled: true,
      sortable: true,
      sortValue: (r) => r.symbol,
      // what the cell shows: a mark push (new row object) leaves it alone
      value: (r) =>
        `${r.symbol}|${r.side}|${r.marginTag?.mode ?? ''}|${r.marginTag?.leverage ?? ''}|${r.optionType ?? ''}|${r.lossCoverage}|${r.link?.href ?? ''}`,
      cell: (r) => <ContractCell row={r} t={t} />,
    },
    size: text('size', t, (r) => r.size, { sortable: true, sortValue: (r) => Number(r.position.size) }),
    value: text('value', t, (r) => r.value),
    entryPrice: text('entryPrice', t, (r) => r.entryPrice, {
      value: (r) => `${r.entryPrice}|${r.sessionAverage}`,
      cell: (r) => (r.sessionAverage ? <span title={t('hints.sessionAverage')}>{r.entryPrice}</span> : r.entryPrice),
    }),
    markPrice: text('markPrice', t, (r) => r.markPrice, {
      value: (r) => `${r.markPrice}|${r.iv ?? ''}`,
      cellAttributes: (r) => ({ 'data-testid': `position-mark-${r.symbol}` }),
      cell: (r) => (
        <>
          <Tinted value={r.markPrice} raw={r.position.markPrice} />
          {r.iv !== null ? <span className="pos-sub pos-muted">{t('labels.iv', { iv: r.iv })}</span> : null}
        </>
      ),
    }),
    liqPrice: text('liqPrice', t, (r) => r.liqPrice, {
      cellAttributes: (r) => ({ 'data-testid': `position-liq-${r.key}` }),
    }),
    im: text('im', t, (r) => r.im, { value: (r) => `${r.im}|${r.canAdjustMargin}`, cell: (r) => <ImCell row={r} /> }),
    mm: text('mm', t, (r) => r.mm),
    delta: text('delta', t, (r) => r.delta),
    gamma: text('gamma', t, (r) => r.gamma),
    vega: text('vega', t, (r) => r.vega),
    theta: text('theta', t, (r) => r.theta),
    upl: {
      key: 'upl',
      name: t('columns.upl'),
      align: 'end',
      width: 150,
      value: (r) => `${r.upl}|${r.roi}|${r.uplSign}|${r.uplLocal ?? ''}`,
      cellAttributes: (r) => ({ 'data-testid': `position-upl-${r.symbol}`, 'data-sign': r.uplSign }),
      cellStyle: (r) => ({ color: pnlColor(r.uplSign) }),
      cell: (r) => (
        <>
          <Tinted value={r.upl} raw={r.position.positionUPL}>
            <Ltr>{r.upl}</Ltr>
          </Tinted>
          <span className="pos-sub">
            <Ltr>{r.roi}</Ltr>
          </span>
          {r.uplLocal ? (
            <span className="pos-sub pos-muted">
              <Ltr>{r.uplLocal}</Ltr>
            </span>
          ) : null}
          <ShareButton row={r} />
        </>
      ),
    },
    uplLast: {
      key: 'uplLast',
      name: t('columns.uplLast'),
      align: 'end',
      value: (r) => `${r.uplLast}|${r.roiLast}|${r.uplLastSign}`,
      cellStyle: (r) => ({ color: pnlColor(r.uplLastSign) }),
      cell: (r) => (
        <>
          <Tinted value={r.uplLast} raw={r.position.positionUPLByLastPrice}>
            <Ltr>{r.uplLast}</Ltr>
          </Tinted>
          <span className="pos-sub">
            <Ltr>{r.roiLast}</Ltr>
          </span>
        </>
      ),
    },
    rpl: {
      key: 'rpl',
      name: t('columns.rpl'),
      align: 'end',
      value: (r) => `${r.rpl}|${r.rplParts.cum}|${r.rplParts.funding}|${r.rplParts.closing}`,
      cellStyle: (r) => ({ color: pnlColor(r.rplSign) }),
      // the tooltip is the native title (MUI's Tooltip is not in the page's shared subset: it would
      // bring a second MUI copy and Popper, ~40 KB gzip, into the first load); focusable, and its
      // accessible name carries the parts for keyboard and screen-reader users
      cell: (r) => {
        const parts = [
          t('hints.rplCum', { value: r.rplParts.cum }),
          t('hints.rplFunding', { value: r.rplParts.funding }),
          t('hints.rplClosing', { value: r.rplParts.closing }),
        ].join('\n');
        return (
          <span
            tabIndex={0}
            title={parts}
            aria-label={`${r.rpl}\n${parts}`}
            data-testid={`position-rpl-${r.key}`}
            style={{ borderBottom: '1px dashed currentColor' }}
          >
            <Ltr>{r.rpl}</Ltr>
          </span>
        );
      },
    },
    breakEven: text('breakEven', t, (r) => r.breakEven),
    tpSl: {
      key: 'tpSl',
      name: t('columns.tpSl'),
      align: 'end',
      value: (r) => `${r.takeProfit}|${r.stopLoss}`,
      cellAttributes: (r) => ({ 'data-testid': `position-tpsl-${r.key}` }),
      cell: (r) => <TpSlCell row={r} />,
    },
    trailingStop: text('trailingStop', t, (r) => r.trailingStop, { cell: (r) => <TrailingStopCell row={r} /> }),
    adl: {
      key: 'adl',
      name: t('columns.adl'),
      value: (r) => r.adl,
      cell: (r) => <AdlBars bars={r.adl} label={t('labels.adl', { rank: r.adl })} />,
    },
    mmrClose: text('mmrClose', t, (r) => r.mmrClose ?? '-', { cell: (r) => <MmrCloseCell row={r} /> }),
    autoMargin: {
      key: 'autoMargin',
      name: t('columns.autoMargin'),
      value: (r) => `${r.position.isIsolated ?? ''}|${r.position.isAutoAddMargin ?? ''}|${r.size}`,
      cell: (r) => <AutoMarginSwitch position={r.position} />,
    },
    actions: {
      key: 'actions',
      name: t('columns.actions'),
      align: 'end',
      fixed: 1,
      width: 220,
      dragDisabled: true,
      value: (r) => r.position.size,
      cell: (r) => <RowActions position={r.position} />,
    },
  };
}

/** The columns an account kind sees (positions.md §6), greeks only with options. */
export function positionColumns(t: Translate, account: AccountKind, hasOptions: boolean): Column[] {
  const all = allColumns(t);
  return positionColumnKeys(account, hasOptions).map((key) => all[key]);
}

const rowId = (row: PositionRowView) => row.key;
const rowAttributes = (row: PositionRowView) => ({
  'data-testid': `position-row-${row.symbol}`,
  'data-key': row.key,
  'data-side': row.side,
});

const defaultStorage = (): KeyValueStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage refused (privacy settings): nothing is kept
  }
};

/**
 * The positions table (positions.md §2) on the shared DataTable (`POSITIONS_TABLE`: never
 * virtual rows), flat or as a tree (asset → category → expiry → symbol) with its expansion kept
 * under `positions-expanded`. Presentational: rows in, retry out. A failed load is said above the
 * table (§8).
 */
/** The one sheet of the cells' plain elements (ContractCell, captions, RowActions). */
const POSITION_CELL_STYLES = {
  '& .pos-contract': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2px 4px' },
  '& .pos-name': { fontWeight: 600, fontSize: 14, wordBreak: 'break-all' },
  '& .pos-up': { color: tradeColors.up },
  '& .pos-down': { color: tradeColors.down },
  '& .pos-link': { textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
  '& .pos-tag': {
    display: 'inline-block',
    border: '1px solid',
    borderColor: 'divider',
    color: 'text.primary',
    borderRadius: '12px',
    px: '7px',
    lineHeight: '20px',
    fontSize: 12,
  },
  '& .pos-tag-success': { color: 'success.main', borderColor: 'success.main' },
  '& .pos-sub': { display: 'block', fontSize: 12, lineHeight: 1.66, color: 'inherit' },
  '& .pos-muted': { color: 'text.secondary' },
  '& .pos-actions': { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '4px' },
  '& .pos-act': {
    all: 'unset',
    boxSizing: 'border-box',
    cursor: 'pointer',
    color: 'primary.main',
    fontSize: 13,
    fontWeight: 500,
    lineHeight: '22px',
    px: 1,
    borderRadius: '4px',
    border: '1px solid transparent',
    textTransform: 'uppercase',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineOffset: '1px' },
    '&:disabled': { color: 'text.disabled', cursor: 'default', bgcolor: 'transparent' },
  },
  '& .pos-act-outlined': { borderColor: 'currentColor' },
} as const;

export function PositionsTable({
  rows,
  status,
  error,
  account,
  currentSymbol,
  onRetry,
  onTrace,
  storage: storageIn,
  initialView,
}: PositionsTableProps) {
  const { t } = useTranslation(NS);
  const storage = useMemo(() => storageIn ?? defaultStorage(), [storageIn]);
  const hasOptions = rows.some((r) => r.isOption);
  const columns = useMemo(() => positionColumns(t, account, hasOptions), [t, account, hasOptions]);
  const isCurrent = useMemo(() => (row: PositionRowView) => row.symbol === currentSymbol, [currentSymbol]);

  const [view, setView] = useState<PositionsViewMode>(() => {
    if (initialView) return initialView;
    try {
      return storage?.getItem(POSITIONS_VIEW_KEY) === 'tree' ? 'tree' : 'list';
    } catch {
      return 'list';
    }
  });
  const [expansion, setExpansion] = useState<ExpansionState>(() => loadExpansion(storage, POSITIONS_EXPANDED_KEY));
  const changeView = (next: PositionsViewMode | null) => {
    if (!next) return;
    setView(next);
    try {
      storage?.setItem(POSITIONS_VIEW_KEY, next);
    } catch {
      // not kept: the choice still applies until the page reloads
    }
  };
  const toggle = useCallback(
    (id: string) =>
      setExpansion((state) => {
        const next = toggleExpansion(state, id);
        saveExpansion(storage, POSITIONS_EXPANDED_KEY, next);
        return next;
      }),
    [storage],
  );

  const nodes = useMemo(
    () =>
      view === 'tree'
        ? positionTree(
            rows.map((r) => r.position),
            (p) => ({ id: `${p.symbol}:${p.positionIdx}`, value: p }),
          )
        : null,
    [view, rows],
  );
  // the tree's leaves by key; the list needs none (not rebuilt for 500 rows on every push)
  const byKey = useMemo(() => (view === 'tree' ? new Map(rows.map((r) => [r.key, r])) : null), [view, rows]);
  const renderGroup = useCallback(
    (g: FlatGroupRow<PositionGroupData>) => {
      const d = g.data;
      const label =
        d.level === 'asset'
          ? d.asset
          : d.level === 'category'
            ? t(`categories.${d.category}`)
            : optionExpiryCode(d.deliveryTime);
      return (
        <Box
          component="button"
          type="button"
          onClick={() => toggle(g.id)}
          aria-expanded={g.expanded}
          data-testid={`positions-group:${g.id}`}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            display: 'inline-flex',
            gap: 0.75,
            alignItems: 'center',
            paddingInlineStart: g.depth * 2,
            fontWeight: d.level === 'asset' ? 700 : 500,
            '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
          }}
        >
          <span aria-hidden="true">{g.expanded ? '▾' : '▸'}</span>
          <span>{label}</span>
          <Typography component="span" variant="caption" color="text.secondary">
            {t('labels.count', { count: g.leafCount })}
          </Typography>
        </Box>
      );
    },
    [t, toggle],
  );
  const tree = useMemo(() => {
    if (!nodes) return undefined;
    const flat = flattenTree(nodes, expansion).map((r) =>
      r.kind === 'leaf' ? { ...r, value: byKey?.get(r.id) as PositionRowView } : r,
    );
    return { rows: flat, renderGroup };
  }, [nodes, expansion, byKey, renderGroup]);

  return (
    <Box
      sx={{
        // the tint of a changed mark or PnL (Tinted): on at once, then fading out
        '& .pos-tint': { borderRadius: '2px', transition: 'background-color 0.8s ease-out' },
        '& .pos-tint[data-tint]': { transition: 'none' },
        '& .pos-tint[data-tint="up"]': { backgroundColor: `color-mix(in srgb, ${tradeColors.up} 33%, transparent)` },
        '& .pos-tint[data-tint="down"]': {
          backgroundColor: `color-mix(in srgb, ${tradeColors.down} 33%, transparent)`,
        },
        '@media (prefers-reduced-motion: reduce)': { '& .pos-tint': { transition: 'none' } },
        ...POSITION_CELL_STYLES,
      }}
    >
      {status === 'error' ? (
        <TableState status="error" testIdPrefix="positions" texts={tableStateTexts(t, error)} onRetry={onRetry} />
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: PositionsViewMode | null) => changeView(next)}
        aria-label={t('view.label')}
        sx={{ px: 0.5, pt: 0.5 }}
      >
        <ToggleButton value="list" data-testid="positions-view-list">
          {t('view.list')}
        </ToggleButton>
        <ToggleButton value="tree" data-testid="positions-view-tree">
          {t('view.tree')}
        </ToggleButton>
      </ToggleButtonGroup>
      <DataTable<PositionRowView, undefined, PositionGroupData>
        tableId={POSITIONS_TABLE}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        status={status}
        emptyTip={t('states.empty')}
        isRowSelected={isCurrent}
        rowAttributes={rowAttributes}
        ariaLabel={t('title')}
        testId="positions"
        onTrace={onTrace}
        tree={tree}
      />
    </Box>
  );
}
