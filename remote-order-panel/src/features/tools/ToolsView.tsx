import { Box, Button, LinearProgress, Link, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tradeColors } from 'shared-core';
import { DataTable, type DataColumn } from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import type { Tool, ToolCounts, ToolRowView, ToolStatusFilter } from './rules';
import { symbolColumn } from '../tableColumns/symbolColumn';

/** Table id: the trader's hidden and reordered columns are saved under it. */
export const TOOLS_TABLE = 'TOOLS_TABLE';

/** Where the trading bot lives (a page of the exchange outside this panel). */
export const TRADING_BOT_HREF = '/tradingbot';

type Translate = ReturnType<typeof useTranslation>['t'];

interface Ctx {
  stopping: ReadonlySet<string>;
  onStop?: (algoId: string) => void;
}

function toolColumns(t: Translate): DataColumn<ToolRowView, Ctx>[] {
  return [
    symbolColumn(t('tools.columns.symbol'), 130),
    {
      key: 'type',
      name: t('tools.columns.type'),
      value: (r) => r.createTypeKey,
      cell: (r) => (r.createTypeKey ? t(`tools.createType.${r.createTypeKey}`) : t(`tools.subTabs.${r.tool}`)),
    },
    {
      key: 'side',
      name: t('tools.columns.side'),
      value: (r) => r.side,
      cellStyle: (r) => ({ color: r.side === 'Buy' ? tradeColors.up : tradeColors.down }),
      cell: (r) => t(`tools.side.${r.side}`),
    },
    {
      key: 'qty',
      name: t('tools.columns.qty'),
      align: 'end',
      value: (r) => r.qty,
      cell: (r) => <Ltr>{r.qty}</Ltr>,
    },
    {
      key: 'filled',
      name: t('tools.columns.filled'),
      align: 'end',
      width: 150,
      value: (r) => r.filledQty,
      cell: (r) => (
        <Box>
          <Ltr>{r.filledQty}</Ltr>
          <LinearProgress
            variant="determinate"
            value={r.progress}
            aria-label={t('tools.progress', { percent: r.progress })}
            sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
          />
        </Box>
      ),
    },
    {
      key: 'avgPrice',
      name: t('tools.columns.avgPrice'),
      align: 'end',
      value: (r) => r.avgPrice,
      cell: (r) => <Ltr>{r.avgPrice}</Ltr>,
    },
    {
      key: 'state',
      name: t('tools.columns.state'),
      value: (r) => r.state,
      cellAttributes: (r) => ({ 'data-state': r.state }),
      cell: (r) => t(`tools.state.${r.state}`),
    },
    {
      key: 'children',
      name: t('tools.columns.children'),
      value: (r) => r.childrenFilled,
      cellAttributes: (r) => ({ 'data-testid': `tools-children-${r.algoId}` }),
      cell: (r) => t('tools.childrenFilled', { filled: r.childrenFilled, total: r.children }),
    },
    {
      key: 'createdAt',
      name: t('tools.columns.createdAt'),
      sortable: true,
      sortValue: (r) => r.createdAt,
      value: (r) => r.createdAt,
      cell: (r) => <Ltr>{r.createdAt}</Ltr>,
    },
    {
      key: 'action',
      name: t('tools.columns.action'),
      fixed: 1,
      dragDisabled: true,
      usesContext: true,
      cell: (r, ctx) =>
        r.running ? (
          <Button
            size="small"
            variant="outlined"
            disabled={!ctx.onStop || ctx.stopping.has(r.algoId)}
            onClick={() => ctx.onStop?.(r.algoId)}
            data-testid={`tools-stop-${r.algoId}`}
          >
            {ctx.stopping.has(r.algoId) ? t('tools.stopping') : t('tools.stop')}
          </Button>
        ) : null,
    },
  ];
}

const rowId = (r: ToolRowView) => r.algoId;
const rowAttributes = (r: ToolRowView) => ({ 'data-testid': `tools-row-${r.algoId}`, 'data-state': r.state });
const NONE: ReadonlySet<string> = new Set();

export interface ToolsViewProps {
  subTabs: readonly Tool[];
  subTab: Tool;
  onSubTabChange?: (tool: Tool) => void;
  counts: ToolCounts;
  statusFilter: ToolStatusFilter;
  onStatusFilterChange?: (status: ToolStatusFilter) => void;
  rows: readonly ToolRowView[];
  status: 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  onRetry?: () => void;
  /** algoIds whose Stop is in flight: their button is locked */
  stopping?: ReadonlySet<string>;
  onStop?: (algoId: string) => void;
  showTradingBot: boolean;
  /** the "New TWAP / Iceberg / Chase" form (ToolForm), above the table */
  form?: ReactNode;
  /** the stream status of the tools topic (TopicsStatusBadge): says when the list is not live */
  streamStatus?: ReactNode;
}

/** The Tools tab, presentational: sub-tabs with running counts, status filter, the form, the table. */
export function ToolsView({
  subTabs,
  subTab,
  onSubTabChange,
  counts,
  statusFilter,
  onStatusFilterChange,
  rows,
  status,
  error,
  onRetry,
  stopping = NONE,
  onStop,
  showTradingBot,
  form,
  streamStatus,
}: ToolsViewProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => toolColumns(t), [t]);
  const context = useMemo<Ctx>(() => ({ stopping, onStop }), [stopping, onStop]);
  return (
    <Box data-testid="tools-tab">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Tabs
          value={subTab}
          onChange={(_e, v: Tool) => onSubTabChange?.(v)}
          aria-label={t('tools.subTabsLabel')}
          variant="scrollable"
          sx={{ minHeight: 36 }}
        >
          {subTabs.map((tool) => (
            <Tab
              key={tool}
              value={tool}
              sx={{ minHeight: 36, py: 0 }}
              data-testid={`tools-subtab-${tool}`}
              label={
                <span>
                  {t(`tools.subTabs.${tool}`)} (<Ltr>{counts[tool]}</Ltr>)
                </span>
              }
            />
          ))}
        </Tabs>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={statusFilter}
          onChange={(_e, v: ToolStatusFilter | null) => v && onStatusFilterChange?.(v)}
          aria-label={t('tools.status.label')}
        >
          <ToggleButton value="running" data-testid="tools-status-running">
            {t('tools.status.running')}
          </ToggleButton>
          <ToggleButton value="history" data-testid="tools-status-history">
            {t('tools.status.history')}
          </ToggleButton>
        </ToggleButtonGroup>
        {streamStatus}
        {showTradingBot ? (
          <Link
            href={TRADING_BOT_HREF}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ marginInlineStart: 'auto' }}
            data-testid="tools-trading-bot"
          >
            {t('tools.tradingBot')}
          </Link>
        ) : null}
      </Stack>
      {form}
      {status === 'error' ? (
        <TableState
          status="error"
          testIdPrefix="tools"
          texts={{
            loading: t('tools.loading'),
            empty: t('tools.empty'),
            error: t('tools.loadError', { code: error?.code ?? '', message: error?.message ?? '' }),
            retry: t('tools.retry'),
          }}
          onRetry={onRetry}
        />
      ) : null}
      <DataTable<ToolRowView, Ctx>
        tableId={TOOLS_TABLE}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        context={context}
        status={status}
        emptyTip={t('tools.empty')}
        rowAttributes={rowAttributes}
        ariaLabel={t('tools.title')}
        testId="tools"
      />
    </Box>
  );
}
