import { positionKey, type OrderTpSlTarget, type Position } from 'shared-core';
import type { TpSlOrder } from '../tpsl/rules/payload';

/**
 * The TP/SL dialog's scene 'order' for an order the order panel asked about (shared-core bus
 * `tpsl.openForOrder`). Pure.
 */

/** The order as the dialog edits it (saved by order/replace with its orderId). */
export function tpSlOrderOf(target: OrderTpSlTarget): TpSlOrder {
  return {
    orderId: target.orderId,
    symbol: target.symbol,
    price: target.price,
    qty: target.qty,
    side: target.side,
    takeProfit: target.takeProfit,
    stopLoss: target.stopLoss,
    tpTriggerBy: target.tpTriggerBy || 'LastPrice',
    slTriggerBy: target.slTriggerBy || 'LastPrice',
  };
}

/**
 * The position the dialog shows beside the order: the exchange's position of the order's symbol and
 * positionIdx when there is one; otherwise (an order's TP/SL needs no open position) a flat one of
 * the order's side, so the dialog has its symbol, side and positionIdx.
 */
export function positionForOrder(target: OrderTpSlTarget, byKey: Readonly<Record<string, Position>>): Position {
  const existing = byKey[positionKey(target)];
  if (existing) return existing;
  return {
    symbol: target.symbol,
    side: target.side,
    size: '0',
    positionIdx: target.positionIdx,
    mode: target.positionIdx === 0 ? 'MergedSingle' : 'BothSide',
  };
}

/**
 * A request is served once on the page even if two position widgets listen (the remote is one
 * bundle, so they share this set).
 */
const served = new Set<string>();
export function claimRequest(requestId: string): boolean {
  if (served.has(requestId)) return false;
  served.add(requestId);
  return true;
}
