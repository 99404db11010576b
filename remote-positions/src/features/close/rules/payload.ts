import BigNumber from 'bignumber.js';
import { toWire, parseDecimal, toPlainDecimal, type Position } from 'shared-core';
import type { SlippageChoice } from './slippage';
import { closeSideOf, type CloseInstrument, type CloseKind, type OrderSide } from './types';

/*
 * The close request to the byte (positions.md §3 "Close order payload", §4, §7): order/create for
 * every account but copy trade, whose closes go through close-position. The X-Client-Tag header
 * carries one tag per intent (a resend of the same intent would carry the same tag).
 */

export const ORDER_CREATE_PATH = '/contract/v5/order/create';
/** §7: "Also used at a path prefixed /x-api for reverse and option close". */
export const X_API_ORDER_CREATE_PATH = '/x-api/contract/v5/order/create';
export const COPY_CLOSE_PATH = '/private/v1/common/order/close-position';
export const CLIENT_TAG_HEADER = 'X-Client-Tag';

export type TimeInForce = 'GoodTillCancel' | 'PostOnly' | 'ImmediateOrCancel';

export interface CloseIntent {
  kind: CloseKind;
  /** the quantity as the dialog holds it (clamped, on the lot) */
  qty: string;
  /** the limit price (ignored for market) */
  price: string;
  postOnly: boolean;
  /** market closes with slippage control on; undefined when off or not offered */
  slippage?: SlippageChoice;
}

export interface OrderCreateBody {
  side: OrderSide;
  symbol: string;
  orderType: 'Limit' | 'Market';
  qtyX: string;
  qty: string;
  price?: string;
  type: 'Activity';
  createType: 'CreateByClosing';
  closeOnTrigger: true;
  reduceOnly: true;
  positionIdx: 0 | 1 | 2;
  leverageE2?: string;
  leverage?: string;
  timeInForce: TimeInForce;
  action: 'PositionClose';
  maxSlippageType?: SlippageChoice['type'];
  maxSlippage?: string;
}

export interface CopyCloseBody {
  symbol: string;
  positionIdx: 0 | 1 | 2;
  qtyX: string;
  side: OrderSide;
  timeInForce: TimeInForce;
  orderType: 'Limit' | 'Market';
  price?: string;
}

export interface CloseRequest {
  path: string;
  body: OrderCreateBody | CopyCloseBody;
  headers: Record<string, string>;
}

/** §4: post-only when ticked (limit), else the default: GTC for limit, IOC for market (options alike). */
export function timeInForceOf(intent: Pick<CloseIntent, 'kind' | 'postOnly'>, option: boolean): TimeInForce {
  if (intent.kind === 'market') return 'ImmediateOrCancel';
  return intent.postOnly && !option ? 'PostOnly' : 'GoodTillCancel';
}

export function buildCloseRequest(
  position: Position,
  inst: CloseInstrument,
  intent: CloseIntent,
  account: { copyTrade: boolean },
  clientTag: string,
): CloseRequest {
  const side = closeSideOf(position);
  const orderType = intent.kind === 'limit' ? 'Limit' : 'Market';
  const qtyX = toWire('qtyX', intent.qty) ?? '0';
  const timeInForce = timeInForceOf(intent, inst.option);
  const headers = { [CLIENT_TAG_HEADER]: clientTag };
  const price = intent.kind === 'limit' ? intent.price : undefined;
  if (account.copyTrade && !inst.option) {
    const body: CopyCloseBody = {
      symbol: position.symbol,
      positionIdx: position.positionIdx,
      qtyX,
      side,
      timeInForce,
      orderType,
      ...(price !== undefined ? { price } : {}),
    };
    return { path: COPY_CLOSE_PATH, body, headers };
  }
  const lev = parseDecimal(position.leverage);
  const leverage = !inst.option && lev && lev.isGreaterThan(0) ? lev : null;
  const body: OrderCreateBody = {
    side,
    symbol: position.symbol,
    orderType,
    qtyX,
    qty: toPlainDecimal(parseDecimal(intent.qty) ?? new BigNumber(0)),
    ...(price !== undefined ? { price } : {}),
    type: 'Activity',
    createType: 'CreateByClosing',
    closeOnTrigger: true,
    reduceOnly: true,
    positionIdx: position.positionIdx,
    ...(leverage
      ? { leverageE2: toPlainDecimal(leverage.integerValue()), leverage: toPlainDecimal(leverage.shiftedBy(-2)) }
      : {}),
    timeInForce,
    action: 'PositionClose',
    ...(intent.kind === 'market' && intent.slippage
      ? { maxSlippageType: intent.slippage.type, maxSlippage: intent.slippage.value }
      : {}),
  };
  return { path: inst.option ? X_API_ORDER_CREATE_PATH : ORDER_CREATE_PATH, body, headers };
}

/** §8 39303: the quantity that could not be placed (create_order_failed_qty_x ÷ 1e8), or null. */
export function failedQtyOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const x = (result as { create_order_failed_qty_x?: unknown }).create_order_failed_qty_x;
  if (typeof x !== 'string' && typeof x !== 'number') return null;
  const q = parseDecimal(String(x));
  return q && q.isGreaterThan(0) ? toPlainDecimal(q.shiftedBy(-8)) : null;
}
