import { Button } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tableStateTexts, tradeColors } from 'shared-core';
import { DataTable, OPEN_ORDERS_TABLE, type DataColumn } from 'shared-core/dataTable';
import { NS } from '../../i18n';
import { OrderTpSlCell } from './OrderTpSlCell';
import type { OpenOrderRowView } from './rules';
import type { LoadError } from './slice';
import { symbolColumn } from '../tableColumns/symbolColumn';

export interface OpenOrdersTableProps {
  rows: readonly OpenOrderRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** orderIds whose cancel is in flight: their button is disabled. */
  cancelling?: Readonly<Record<string, true>>;
  onCancel?: (orderId: string) => void;
  onRetry?: () => void;
  /** Internal tracing of the table (50004: the column layout could not be saved). */
  onTrace?: (code: number, detail?: string) => void;
  /** Force virtual rows (else from 20 rows, order-panel §4.4). */
  virtual?: boolean;
  /** The sub-tab's own table id (its column layout is saved apart); OPEN_ORDERS_TABLE by default. */
  tableId?: string;
  /** Conditional and TP/SL sub-tabs: show trigger price, trigger-by and stop order type. */
  showTrigger?: boolean;
  /** The accessible name of the table (the sub-tab's label). */
  label?: string;
}

/** What the action cells read besides their row. */
interface ActionContext {
  cancelling: Readonly<Record<string, true>>;
  canCancel: boolean;
  cancel: (orderId: string) => void;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Figures and times read left to right in Arabic too ("2026-11-28 19:31:45", not its halves swapped). */
const num = (text: string) => <Ltr>{text}</Ltr>;

function triggerColumns(t: Translate): DataColumn<OpenOrderRowView, ActionContext>[] {
  return [
    {
      key: 'triggerPrice',
      name: t('columns.triggerPrice'),
      align: 'end',
      value: (r) => r.triggerPrice,
      cell: (r) => num(r.triggerPrice),
    },
    {
      key: 'triggerBy',
      name: t('columns.triggerBy'),
      value: (r) => r.triggerBy,
      cell: (r) => (r.triggerBy ? t(`triggerBy.${r.triggerBy}`, { defaultValue: r.triggerBy }) : '--'),
    },
    {
      key: 'stopOrderType',
      name: t('columns.stopOrderType'),
      value: (r) => r.stopOrderType,
      cell: (r) => (r.stopOrderType ? t(`stopOrderType.${r.stopOrderType}`, { defaultValue: r.stopOrderType }) : '--'),
    },
  ];
}

function orderColumns(t: Translate, showTrigger: boolean): DataColumn<OpenOrderRowView, ActionContext>[] {
  const base = baseColumns(t);
  if (!showTrigger) return base;
  // after price: the trigger of a conditional / TP/SL order is what the trader watches
  const at = base.findIndex((c) => c.key === 'price') + 1;
  return [...base.slice(0, at), ...triggerColumns(t), ...base.slice(at)];
}

function baseColumns(t: Translate): DataColumn<OpenOrderRowView, ActionContext>[] {
  return [
    symbolColumn(t('columns.symbol'), 200),
    {
      key: 'side',
      name: t('columns.side'),
      value: (r) => r.side,
      cellStyle: (r) => ({ color: r.side === 'Buy' ? tradeColors.up : tradeColors.down }),
      cell: (r) => t(`side.${r.side}`),
    },
    { key: 'type', name: t('columns.type'), value: (r) => r.orderType, cell: (r) => t(`orderType.${r.orderType}`) },
    { key: 'price', name: t('columns.price'), align: 'end', value: (r) => r.price, cell: (r) => num(r.price) },
    { key: 'qty', name: t('columns.qty'), align: 'end', value: (r) => r.qty, cell: (r) => num(r.qty) },
    { key: 'filled', name: t('columns.filled'), align: 'end', value: (r) => r.filled, cell: (r) => num(r.filled) },
    {
      key: 'tpsl',
      name: t('orderTpSl.column'),
      align: 'end',
      value: (r) => (r.tpsl ? `${r.tpsl.takeProfit}/${r.tpsl.stopLoss}` : ''),
      cell: (r) => <OrderTpSlCell tpsl={r.tpsl} symbol={r.symbol} />,
    },
    {
      key: 'status',
      name: t('columns.status'),
      value: (r) => r.orderStatus,
      cell: (r) => t(`orderStatus.${r.orderStatus}`),
    },
    {
      key: 'time',
      name: t('columns.time'),
      sortable: true,
      sortValue: (r) => r.time,
      value: (r) => r.time,
      cell: (r) => num(r.time),
    },
    {
      key: 'action',
      name: t('columns.action'),
      fixed: 1,
      width: 96,
      dragDisabled: true,
      align: 'end',
      usesContext: true,
      value: (r) => r.orderId,
      cell: (r, ctx) => {
        // In flight the button says so but stays focusable (aria-disabled, not disabled): a
        // disabled button drops keyboard focus to the page body; a second press sends nothing.
        const inFlight = ctx.cancelling[r.orderId] === true;
        return (
          <Button
            size="small"
            variant="outlined"
            disabled={!ctx.canCancel}
            aria-disabled={inFlight || undefined}
            aria-label={t('cancelOrderOf', { side: t(`side.${r.side}`), symbol: r.symbol })}
            onClick={() => {
              if (!inFlight) ctx.cancel(r.orderId);
            }}
            sx={inFlight ? { opacity: 0.5, cursor: 'progress' } : undefined}
            data-testid={`cancel-order-${r.orderId}`}
          >
            {t('cancel')}
          </Button>
        );
      },
    },
  ];
}

const rowId = (row: OpenOrderRowView) => row.orderId;
const rowAttributes = (row: OpenOrderRowView) => ({
  'data-testid': `open-order-row-${row.orderId}`,
  'data-status': row.orderStatus,
  'data-stop-order-type': row.stopOrderType,
});
const NONE: Readonly<Record<string, true>> = {};

/**
 * The open-orders table on the shared DataTable (`OPEN_ORDERS_TABLE`: virtual rows from 20
 * orders, columns the trader can hide and reorder), presentational: rows in, cancel and retry
 * out. A failed load is said above the table (order-panel §8).
 */
export function OpenOrdersTable({
  rows,
  status,
  error,
  cancelling = NONE,
  onCancel,
  onRetry,
  onTrace,
  virtual,
  tableId = OPEN_ORDERS_TABLE,
  showTrigger = false,
  label,
}: OpenOrdersTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo(() => orderColumns(t, showTrigger), [t, showTrigger]);
  // The latest onCancel, read when clicked: the context (and so the action cells) changes only
  // when the cancels in flight do, not on every render of the widget.
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  }, [onCancel]);
  const canCancel = onCancel !== undefined;
  const context = useMemo<ActionContext>(
    () => ({ cancelling, canCancel, cancel: (orderId) => onCancelRef.current?.(orderId) }),
    [cancelling, canCancel],
  );
  return (
    <>
      {status === 'error' ? (
        <TableState status="error" testIdPrefix="open-orders" texts={tableStateTexts(t, error)} onRetry={onRetry} />
      ) : null}
      <DataTable<OpenOrderRowView, ActionContext>
        tableId={tableId}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        context={context}
        status={status}
        emptyTip={t('states.empty')}
        rowAttributes={rowAttributes}
        ariaLabel={label ?? t('tabs.openOrders')}
        testId="open-orders"
        onTrace={onTrace}
        virtual={virtual}
      />
    </>
  );
}
