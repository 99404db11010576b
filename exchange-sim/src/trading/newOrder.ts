import { randomUUID } from 'node:crypto';
import { nextBookSeq } from '../market/book';
import type { OrderRecord } from '../store/types';

/**
 * TP/SL attached to an ordinary contract order (`order/create` / `order/replace` takeProfit,
 * stopLoss): kept on the order and set as the position's full TP/SL by the fills that open or add
 * to the position on the order's side. '0' or absent = none. (Stored with the order record —
 * the store keeps every field — but declared here: `store/types.ts` is shared.)
 */
export interface AttachedTpSl {
  takeProfit?: string;
  stopLoss?: string;
  tpTriggerBy?: 'LastPrice' | 'IndexPrice' | 'MarkPrice';
  slTriggerBy?: 'LastPrice' | 'IndexPrice' | 'MarkPrice';
}

/** An order record with its attached TP/SL (contract orders). */
export type ContractOrderRecord = OrderRecord & AttachedTpSl;

/** The attached TP/SL of a stored order (an order without one has none of the fields). */
export const attachedTpSl = (o: OrderRecord): AttachedTpSl => o as ContractOrderRecord;

/** true when the order carries a take-profit or stop-loss to set on its position */
export const hasAttachedTpSl = (o: OrderRecord): boolean => {
  const a = attachedTpSl(o);
  return (a.takeProfit ?? '0') !== '0' || (a.stopLoss ?? '0') !== '0';
};

/** What an order is created with; everything about its (empty) execution is filled in. */
export type NewOrderFields = Omit<
  OrderRecord,
  | 'orderId'
  | 'cumExecQty'
  | 'cumExecValue'
  | 'cumExecFee'
  | 'leavesQty'
  | 'bookSeq'
  | 'createdAt'
  | 'updatedAt'
  | 'placeType'
  | 'iv'
  | 'cancelType'
> &
  Partial<Pick<OrderRecord, 'placeType' | 'iv' | 'cancelType'>> &
  AttachedTpSl;

/**
 * A new order record: a fresh id, nothing executed, all of `qty` left, the next book priority,
 * created now. Every place that creates an order (option batch, contract create, conditional,
 * liquidation, house orders) builds it here.
 */
export function newOrderRecord(fields: NewOrderFields, ts: number): ContractOrderRecord {
  return {
    placeType: 1,
    iv: '',
    cancelType: '',
    ...fields,
    orderId: randomUUID(),
    cumExecQty: '0',
    cumExecValue: '0',
    cumExecFee: '0',
    leavesQty: fields.qty,
    bookSeq: nextBookSeq(),
    createdAt: ts,
    updatedAt: ts,
  };
}
