import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tradeColors } from 'shared-core';
import { DataTable, type DataColumn } from 'shared-core/dataTable';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import type { HistoryStatus } from './useHistoryPages';
import type { OrderHistoryRowView, TradeHistoryRowView } from './rules';
import { symbolColumn } from '../tableColumns/symbolColumn';

/** Table ids: the trader's hidden and reordered columns are saved under these (order-panel.md §3). */
export const ORDER_HISTORY_TABLE = 'ORDER_HISTORY_TABLE';
export const TRADE_HISTORY_TABLE = 'TRADE_HISTORY_TABLE';

type Translate = ReturnType<typeof useTranslation>['t'];

const num = (text: string) => <Ltr>{text}</Ltr>;

function orderHistoryColumns(t: Translate): DataColumn<OrderHistoryRowView>[] {
  return [
    symbolColumn(t('history.columns.symbol'), 200),
    {
      key: 'side',
      name: t('history.columns.side'),
      value: (r) => r.side,
      cellStyle: (r) => ({ color: r.side === 'Buy' ? tradeColors.up : tradeColors.down }),
      cell: (r) => t(`side.${r.side}`),
    },
    {
      key: 'type',
      name: t('history.columns.type'),
      value: (r) => r.orderType,
      cell: (r) => t(`orderType.${r.orderType}`),
    },
    { key: 'price', name: t('history.columns.price'), align: 'end', value: (r) => r.price, cell: (r) => num(r.price) },
    {
      key: 'avgPrice',
      name: t('history.columns.avgPrice'),
      align: 'end',
      value: (r) => r.avgPrice,
      cell: (r) => num(r.avgPrice),
    },
    { key: 'qty', name: t('history.columns.qty'), align: 'end', value: (r) => r.qty, cell: (r) => num(r.qty) },
    {
      key: 'filled',
      name: t('history.columns.filled'),
      align: 'end',
      value: (r) => r.filled,
      cell: (r) => num(r.filled),
    },
    {
      key: 'triggerPrice',
      name: t('history.columns.triggerPrice'),
      align: 'end',
      value: (r) => r.triggerPrice,
      cell: (r) => num(r.triggerPrice),
    },
    {
      key: 'status',
      name: t('history.columns.status'),
      value: (r) => r.orderStatus,
      cell: (r) => t(`orderStatus.${r.orderStatus}`),
    },
    {
      key: 'time',
      name: t('history.columns.time'),
      sortable: true,
      sortValue: (r) => r.createdAt,
      value: (r) => r.time,
      cell: (r) => num(r.time),
    },
  ];
}

function tradeHistoryColumns(t: Translate): DataColumn<TradeHistoryRowView>[] {
  return [
    symbolColumn(t('history.columns.symbol'), 200),
    {
      key: 'side',
      name: t('history.columns.side'),
      value: (r) => r.side,
      cellStyle: (r) => ({ color: r.side === 'Buy' ? tradeColors.up : tradeColors.down }),
      cell: (r) => t(`side.${r.side}`),
    },
    {
      key: 'execPrice',
      name: t('history.columns.execPrice'),
      align: 'end',
      value: (r) => r.price,
      cell: (r) => num(r.price),
    },
    {
      key: 'execQty',
      name: t('history.columns.execQty'),
      align: 'end',
      value: (r) => r.qty,
      cell: (r) => num(r.qty),
    },
    { key: 'value', name: t('history.columns.value'), align: 'end', value: (r) => r.value, cell: (r) => num(r.value) },
    { key: 'fee', name: t('history.columns.fee'), align: 'end', value: (r) => r.fee, cell: (r) => num(r.fee) },
    {
      key: 'role',
      name: t('history.columns.role'),
      value: (r) => (r.isMaker ? 'maker' : 'taker'),
      cell: (r) => (r.isMaker ? t('history.maker') : t('history.taker')),
    },
    {
      key: 'type',
      name: t('history.columns.type'),
      value: (r) => r.orderType,
      cell: (r) => t(`orderType.${r.orderType}`),
    },
    {
      key: 'execType',
      name: t('history.columns.execType'),
      value: (r) => r.execType,
      cell: (r) => t(`history.execType.${r.execType}`),
    },
    {
      key: 'execTime',
      name: t('history.columns.execTime'),
      sortable: true,
      sortValue: (r) => r.execTime,
      value: (r) => r.time,
      cell: (r) => num(r.time),
    },
  ];
}

interface HistoryTableProps<T> {
  rows: readonly T[];
  status: HistoryStatus;
  error?: LoadError | null;
  /** the range's days, for the empty text */
  days: number;
  onRetry?: () => void;
  footer?: React.ReactNode;
  onTrace?: (code: number, detail?: string) => void;
}

const orderRowId = (r: OrderHistoryRowView) => r.orderId;
const orderRowAttributes = (r: OrderHistoryRowView) => ({
  'data-testid': `order-history-row-${r.orderId}`,
  'data-status': r.orderStatus,
});
const tradeRowId = (r: TradeHistoryRowView) => r.execId;
const tradeRowAttributes = (r: TradeHistoryRowView) => ({
  'data-testid': `trade-history-row-${r.execId}`,
  'data-order-id': r.orderId,
});

/** Failed first page: said above the table with a retry (order-panel.md §8); the table stays. */
function LoadFailed({ error, onRetry, testId }: { error?: LoadError | null; onRetry?: () => void; testId: string }) {
  const { t } = useTranslation(NS);
  return (
    <TableState
      status="error"
      testIdPrefix={testId}
      texts={{
        loading: t('history.loading'),
        empty: '',
        error: t('history.loadError', { code: error?.code ?? '', message: error?.message ?? '' }),
        retry: t('history.retry'),
      }}
      onRetry={onRetry}
    />
  );
}

/** The order history on the shared DataTable (`ORDER_HISTORY_TABLE`), presentational. */
export function OrderHistoryTable({
  rows,
  status,
  error,
  days,
  onRetry,
  footer,
  onTrace,
}: HistoryTableProps<OrderHistoryRowView>) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => orderHistoryColumns(t), [t]);
  return (
    <>
      {status === 'error' ? <LoadFailed error={error} onRetry={onRetry} testId="order-history" /> : null}
      <DataTable<OrderHistoryRowView>
        tableId={ORDER_HISTORY_TABLE}
        columns={columns}
        rows={rows}
        getRowId={orderRowId}
        status={status}
        emptyTip={t('history.emptyOrders', { days })}
        rowAttributes={orderRowAttributes}
        ariaLabel={t('history.orderHistory')}
        testId="order-history"
        footer={footer}
        onTrace={onTrace}
      />
    </>
  );
}

/** The trade history (executions) on the shared DataTable (`TRADE_HISTORY_TABLE`), presentational. */
export function TradeHistoryTable({
  rows,
  status,
  error,
  days,
  onRetry,
  footer,
  onTrace,
}: HistoryTableProps<TradeHistoryRowView>) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => tradeHistoryColumns(t), [t]);
  return (
    <>
      {status === 'error' ? <LoadFailed error={error} onRetry={onRetry} testId="trade-history" /> : null}
      <DataTable<TradeHistoryRowView>
        tableId={TRADE_HISTORY_TABLE}
        columns={columns}
        rows={rows}
        getRowId={tradeRowId}
        status={status}
        emptyTip={t('history.emptyTrades', { days })}
        rowAttributes={tradeRowAttributes}
        ariaLabel={t('history.tradeHistory')}
        testId="trade-history"
        footer={footer}
        onTrace={onTrace}
      />
    </>
  );
}
