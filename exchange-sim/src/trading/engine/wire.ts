import type { OrderNotification, WireExecution, WireOrder } from 'shared-core/domain';
import type { ExecutionRecord, OrderRecord } from '../../store/types';
import { Dec, asDec, money, str } from '../../util/decimal';
import { isOpenOrder } from './context';

/** An order on the wire (order lists, `user.order`). */
export function wireOrder(o: OrderRecord): WireOrder {
  const cum = asDec(o.cumExecQty);
  return {
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    symbol: o.symbol,
    side: o.side,
    orderType: o.orderType,
    price: str(o.price),
    qty: str(o.qty),
    cumExecQty: str(o.cumExecQty),
    cumExecValue: str(o.cumExecValue),
    cumExecFee: str(o.cumExecFee),
    leavesQty: str(o.leavesQty),
    avgPrice: cum.isZero() ? '0' : str(money(asDec(o.cumExecValue).dividedBy(cum))),
    orderStatus: o.orderStatus,
    timeInForce: o.timeInForce,
    reduceOnly: o.reduceOnly,
    stopOrderType: o.stopOrderType ?? '',
    triggerPrice: o.triggerPrice ?? '0',
    triggerBy: o.triggerBy ?? '',
    closeOnTrigger: o.closeOnTrigger ?? false,
    // a partial TP/SL order shows its trigger; an ordinary order its attached TP/SL
    takeProfit: o.stopOrderType === 'PartialTakeProfit' ? (o.triggerPrice ?? '0') : (o.takeProfit ?? '0'),
    stopLoss: o.stopOrderType === 'PartialStopLoss' ? (o.triggerPrice ?? '0') : (o.stopLoss ?? '0'),
    // what each of them triggers on ('' when not set): the order panel's TP/SL cell edits them
    tpTriggerBy:
      o.stopOrderType === 'PartialTakeProfit'
        ? (o.triggerBy ?? '')
        : isSet(o.takeProfit)
          ? (o.tpTriggerBy ?? 'LastPrice')
          : '',
    slTriggerBy:
      o.stopOrderType === 'PartialStopLoss'
        ? (o.triggerBy ?? '')
        : isSet(o.stopLoss)
          ? (o.slTriggerBy ?? 'LastPrice')
          : '',
    positionIdx: o.positionIdx ?? 0,
    cancelType: o.cancelType,
    createType: o.createType ?? 'CreateByUser',
    placeType: o.placeType,
    iv: o.iv,
    createdAtE3: o.createdAt,
    updatedAtE3: o.updatedAt,
    triggerDirection: o.triggerDirection ?? 0,
    trailValue: '0',
    limitTakeProfit: /TakeProfit$/.test(o.stopOrderType ?? '') ? (o.orderPriceOnTrigger ?? '0') : '0',
    limitStopLoss: /StopLoss$/.test(o.stopOrderType ?? '') ? (o.orderPriceOnTrigger ?? '0') : '0',
    parentOrderId: o.parentOrderId ?? '',
    planType: /^Partial/.test(o.stopOrderType ?? '')
      ? 'Partial'
      : /^(TakeProfit|StopLoss)$/.test(o.stopOrderType ?? '')
        ? 'Full'
        : '',
    maxSlippageType: o.maxSlippageType ?? '',
    maxSlippage: o.maxSlippage ?? '0',
  };
}

function isSet(price: string | undefined): boolean {
  return price !== undefined && price !== '' && price !== '0';
}

/**
 * An execution on the wire. `createType` is its order's (CreateByUser, CreateByClosing,
 * CreateByTakeProfit, CreateByLiq, CreateByDelivery, …); `execType` BustTrade for a
 * liquidation fill, Delivery for a delivery, Trade otherwise.
 */
export function wireExecution(e: ExecutionRecord, createType: string): WireExecution {
  return {
    execId: e.execId,
    orderId: e.orderId,
    orderLinkId: e.orderLinkId,
    execType: createType === 'CreateByLiq' ? 'BustTrade' : createType === 'CreateByDelivery' ? 'Delivery' : 'Trade',
    orderType: e.orderType,
    leavesQty: e.leavesQty,
    execQty: e.execQty,
    execPrice: e.execPrice,
    execValue: e.execValue,
    execFee: e.execFee,
    symbol: e.symbol,
    side: e.side,
    createType,
    isMaker: e.isMaker,
    execTime: e.execTime,
  };
}

/**
 * The `user.margin.order` message of an order (option-entry spec §4 "Margin order kind"): its kind
 * (`closing`: CloseBuy / CloseSell, else OpenBuy / OpenSell) and the margin it holds now
 * (`orderIM` = reservePerContract × leavesQty).
 */
export function marginOrderMessage(
  order: OrderRecord,
  closing: boolean,
  marginMode: 0 | 1,
  notification?: OrderNotification,
): Record<string, unknown> {
  return {
    orderId: order.orderId,
    orderLinkId: order.orderLinkId,
    symbol: order.symbol,
    side: order.side,
    orderStatus: order.orderStatus,
    price: str(order.price),
    qty: str(order.qty),
    leavesQty: str(order.leavesQty),
    marginOrderKind: `${closing ? 'Close' : 'Open'}${order.side}`,
    reservePerContract: str(order.reservePerContract),
    orderIM: isOpenOrder(order)
      ? str(money(new Dec(order.reservePerContract).multipliedBy(new Dec(order.leavesQty))))
      : '0',
    marginMode,
    cancelType: order.cancelType,
    updatedAtE3: order.updatedAt,
    ...(notification ? { notification } : {}),
  };
}
