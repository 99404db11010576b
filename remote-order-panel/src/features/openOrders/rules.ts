/** Pure rules of the open-orders table: which orders are open, merging pushes, the row view. */
import BigNumber from 'bignumber.js';
import { toDecimal } from 'shared-core';
import {
  EMPTY_VALUE,
  formatDecimal,
  isOpenOrderStatus,
  parseOptionSymbolName,
  positionPrecision,
  type ContractSymbolConfig,
  type OrderStatus,
  type OrderTpSlTarget,
  type TriggerBy,
  type WireOrder,
} from 'shared-core';

export const isOpenOrder = (o: Pick<WireOrder, 'orderStatus'>): boolean => isOpenOrderStatus(o.orderStatus);

/** Drops event-only fields (the notification) so the stored order is the order's state. */
function orderOf(row: Record<string, unknown>): WireOrder | null {
  if (typeof row.orderId !== 'string' || row.orderId === '' || typeof row.orderStatus !== 'string') return null;
  const { notification: _notification, ...order } = row;
  return order as unknown as WireOrder;
}

/**
 * Applies one pushed order (mutating, for Immer): an open order is added or replaced (pushes carry
 * the whole order), a filled, cancelled or rejected one is removed.
 */
export function applyOrderChange(byId: Record<string, WireOrder>, row: unknown): void {
  if (typeof row !== 'object' || row === null) return;
  const order = orderOf(row as Record<string, unknown>);
  if (!order) return;
  if (isOpenOrder(order)) byId[order.orderId] = { ...byId[order.orderId], ...order };
  else delete byId[order.orderId];
}

/** Open orders from a REST or push snapshot, by id. */
export function openOrdersById(list: readonly unknown[]): Record<string, WireOrder> {
  const byId: Record<string, WireOrder> = {};
  for (const row of list) applyOrderChange(byId, row);
  return byId;
}

/** Decimals a price is written with on the wire (the exchange sends prices at tick precision). */
export function decimalsOf(value: string | undefined, min = 0, max = 8): number {
  if (!value) return min;
  const dot = value.indexOf('.');
  return Math.min(max, Math.max(min, dot < 0 ? 0 : value.length - dot - 1));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Order time in the trader's local time: 2024-01-02 03:04:05. */
export function formatOrderTime(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return EMPTY_VALUE;
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export interface OpenOrderRowView {
  orderId: string;
  symbol: string;
  side: WireOrder['side'];
  orderType: WireOrder['orderType'];
  orderStatus: OrderStatus;
  price: string;
  qty: string;
  filled: string;
  /** filled / qty in percent, 0–100, for a progress hint */
  filledPercent: number;
  time: string;
  /** conditional and TP/SL orders: the trigger price ('--' for none), what it watches and the stop kind */
  triggerPrice: string;
  triggerBy: string;
  stopOrderType: string;
  /** The order's attached TP/SL (see `orderTpSlTarget`); null when the order cannot carry one. */
  tpsl: OrderTpSlView | null;
}

/** The TP/SL cell of an open order: the attached values as shown, and what the dialog needs. */
export interface OrderTpSlView {
  /** formatted at the price precision, '--' when not set */
  takeProfit: string;
  stopLoss: string;
  target: OrderTpSlTarget;
}

const TRIGGER_KINDS: readonly string[] = ['LastPrice', 'IndexPrice', 'MarkPrice'];
const triggerKind = (v: string | undefined): TriggerBy =>
  v !== undefined && TRIGGER_KINDS.includes(v) ? (v as TriggerBy) : 'LastPrice';
const isSet = (v: string | undefined): boolean => toDecimal(v ?? '')?.gt(0) ?? false;

/**
 * positions.md §2 (TP/SL dialog, scene 'order') and exchange-sim/API.md "TP/SL on order/create":
 * an order carries an attached TP/SL when it is an ordinary (not conditional, not TP/SL) limit
 * order of a contract (not an option) that may open or add: reduce-only and closing orders cannot
 * carry one (the exchange answers 10001). Anything else: null, the row shows no TP/SL action.
 */
export function orderTpSlTarget(o: WireOrder): OrderTpSlTarget | null {
  if (o.orderType !== 'Limit' || !isOpenOrder(o)) return null;
  if ((o.stopOrderType ?? '') !== '' || o.orderStatus === 'Untriggered' || isSet(o.triggerPrice)) return null;
  if (o.reduceOnly || o.closeOnTrigger || parseOptionSymbolName(o.symbol)) return null;
  const target: OrderTpSlTarget = {
    orderId: o.orderId,
    symbol: o.symbol,
    side: o.side,
    positionIdx: o.positionIdx ?? 0,
    price: o.price,
    qty: o.qty,
    takeProfit: isSet(o.takeProfit) ? o.takeProfit : '0',
    stopLoss: isSet(o.stopLoss) ? o.stopLoss : '0',
    tpTriggerBy: triggerKind(o.tpTriggerBy),
    slTriggerBy: triggerKind(o.slTriggerBy),
  };
  if (isSet(o.limitTakeProfit)) target.limitTakeProfit = o.limitTakeProfit;
  if (isSet(o.limitStopLoss)) target.limitStopLoss = o.limitStopLoss;
  return target;
}

/** Display precision of an order's prices and quantities. */
export interface OrderPrecision {
  price: number;
  qty: number;
}

/**
 * A contract's order precision from its symbol config (priceFraction, else the tick size's
 * decimals; lotFraction, else the lot step's), not guessed from a wire string. Options and
 * symbols without a config: undefined (the row falls back to the wire's decimals).
 */
export function orderPrecision(
  symbol: string,
  config:
    | Pick<
        ContractSymbolConfig,
        'priceFraction' | 'tickSize' | 'lotFraction' | 'lotStep' | 'balanceFraction' | 'upnlFraction'
      >
    | undefined,
): OrderPrecision | undefined {
  if (!config || parseOptionSymbolName(symbol)) return undefined;
  // a config without its precision fields says nothing: keep the wire's decimals
  if (typeof config.priceFraction !== 'number' && typeof config.tickSize !== 'string') return undefined;
  const p = positionPrecision(false, config);
  return { price: p.price, qty: p.size };
}

export function openOrderRowView(o: WireOrder, precision?: OrderPrecision): OpenOrderRowView {
  const qtyDecimals = precision?.qty ?? decimalsOf(o.qty);
  const priceDecimals = (value: string) => precision?.price ?? decimalsOf(value);
  const qty = toDecimal(o.qty);
  const filled = toDecimal(o.cumExecQty) ?? new BigNumber(0);
  return {
    orderId: o.orderId,
    symbol: o.symbol,
    side: o.side,
    orderType: o.orderType,
    orderStatus: o.orderStatus,
    price:
      o.orderType === 'Market' && !toDecimal(o.price)?.gt(0)
        ? EMPTY_VALUE
        : formatDecimal(o.price, priceDecimals(o.price)),
    qty: formatDecimal(o.qty, qtyDecimals),
    filled: formatDecimal(
      o.cumExecQty || '0',
      precision ? precision.qty : Math.max(qtyDecimals, decimalsOf(o.cumExecQty)),
    ),
    filledPercent:
      qty && qty.gt(0) ? Math.min(100, filled.dividedBy(qty).multipliedBy(100).decimalPlaces(2).toNumber()) : 0,
    time: formatOrderTime(o.createdAtE3),
    triggerPrice: toDecimal(o.triggerPrice)?.gt(0)
      ? formatDecimal(o.triggerPrice, priceDecimals(o.triggerPrice))
      : EMPTY_VALUE,
    triggerBy: o.triggerBy ?? '',
    stopOrderType: o.stopOrderType ?? '',
    tpsl: tpSlView(o, priceDecimals),
  };
}

function tpSlView(o: WireOrder, priceDecimals: (value: string) => number): OrderTpSlView | null {
  const target = orderTpSlTarget(o);
  if (!target) return null;
  const shown = (v: string) => (isSet(v) ? formatDecimal(v, priceDecimals(v)) : EMPTY_VALUE);
  return { takeProfit: shown(target.takeProfit), stopLoss: shown(target.stopLoss), target };
}

/** Newest first; ties by id so the order is stable. */
export function sortOpenOrders(list: readonly WireOrder[]): WireOrder[] {
  return [...list].sort(
    (a, b) =>
      (b.createdAtE3 ?? 0) - (a.createdAtE3 ?? 0) || (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0),
  );
}

/** The orders of one instrument, or all of them when no instrument is chosen. */
export function ordersForInstrument<T extends Pick<WireOrder, 'symbol'>>(
  list: readonly T[],
  symbol: string | null,
): readonly T[] {
  return symbol ? list.filter((o) => o.symbol === symbol) : list;
}
