import { randomUUID } from 'node:crypto';
import { nextBookSeq } from '../market/book';
import type { OrderRecord } from '../store/types';
import { Dec, str } from '../util/decimal';

/** The TP/SL an ordinary contract order carries for its position (see OrderRecord). */
export type AttachedTpSl = Pick<OrderRecord, 'takeProfit' | 'stopLoss' | 'tpTriggerBy' | 'slTriggerBy'>;

/** true when the order carries a take-profit or stop-loss to set on its position */
export const hasAttachedTpSl = (o: OrderRecord): boolean =>
  (o.takeProfit ?? '0') !== '0' || (o.stopLoss ?? '0') !== '0';

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
  Partial<Pick<OrderRecord, 'placeType' | 'iv' | 'cancelType'>>;

/**
 * A new order record: a fresh id, nothing executed, all of `qty` left, the next book priority,
 * created now. Every place that creates an order (option batch, contract create, conditional,
 * liquidation, house orders) builds it here.
 */
export function newOrderRecord(fields: NewOrderFields, ts: number): OrderRecord {
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

/**
 * The order by which the exchange itself closes a whole position against the house (liquidation,
 * delivery): a reduce-only, close-on-trigger IOC market order for |size| on the opposite side, at
 * the price the close is booked at, reserving nothing.
 */
export function houseCloseOrder(
  p: Pick<OrderRecord, 'userId' | 'symbol'> & { size: string; positionIdx?: 0 | 1 | 2 },
  price: Dec,
  createType: 'CreateByLiq' | 'CreateByDelivery',
  ts: number,
): OrderRecord {
  const size = new Dec(p.size);
  return newOrderRecord(
    {
      orderLinkId: '',
      userId: p.userId,
      symbol: p.symbol,
      side: size.isPositive() ? 'Sell' : 'Buy',
      orderType: 'Market',
      price: str(price),
      qty: str(size.abs()),
      orderStatus: 'New',
      timeInForce: 'ImmediateOrCancel',
      reduceOnly: true,
      reservePerContract: '0',
      stopOrderType: '',
      closeOnTrigger: true,
      createType,
      ...(p.positionIdx ? { positionIdx: p.positionIdx } : {}),
    },
    ts,
  );
}
