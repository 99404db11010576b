import BigNumber from 'bignumber.js';
import { toDecimal, type Position, type TpSlEntry, type TriggerBy } from 'shared-core';
import type { OrderKind, TpSlFormValues } from './validate';

/**
 * The TP/SL calls' bodies (positions.md §4, §7; exchange-sim/API.md): create (set-tp-sl-ts),
 * modify (order/replace: tpSlMode Full for the whole-position TP/SL, which has no order id; the
 * partial order's id otherwise), cancel (order/cancel type TpSlOcoStopOrder) and cancel all
 * partials (cancel-totally PartialTpSlConditional). Pure.
 */

export const TpSlPaths = {
  setTpSl: '/contract/v5/position/set-tp-sl-ts',
  replace: '/contract/v5/order/replace',
  cancel: '/contract/v5/order/cancel',
  cancelTotally: '/contract/v5/order/cancel-totally',
} as const;

export interface TriggerKinds {
  tpTriggerBy: TriggerBy;
  slTriggerBy: TriggerBy;
}

export type TpSlCall = { path: string; body: Record<string, string | number> };

/** Quantity × 1e8 as an integer string (§9 wire scaling). */
export function qtyX(qty: string): string {
  const d = toDecimal(qty);
  return d ? d.multipliedBy(1e8).integerValue(BigNumber.ROUND_DOWN).toFixed() : '0';
}

const orEmpty = (v: string): string => (v === '' ? '0' : v);

/** §4: a modify when the position's full TP/SL or the edited partial entry has an order. */
export function isModify(mode: TpSlFormValues['mode'], position: Position, editing: TpSlEntry | null): boolean {
  if (mode === 'Partial') return !!editing && !!(editing.tpStopOrderId || editing.slStopOrderId || editing.orderId);
  return !!position.fullTpsl;
}

/**
 * The one call a save sends. Full: create via set-tp-sl-ts, or modify the existing full TP/SL via
 * order/replace (tpSlMode Full; an emptied leg is sent as '0', which clears it); both always
 * Market (§4: back to Full resets the order types). Partial create: set-tp-sl-ts with the legs
 * set and their sizes (×1e8). Partial modify: order/replace of the entry's order (one leg each).
 */
export function saveCall(
  f: TpSlFormValues,
  position: Pick<Position, 'symbol' | 'positionIdx' | 'fullTpsl'>,
  by: TriggerKinds,
  editing: TpSlEntry | null,
): TpSlCall {
  const base = { symbol: position.symbol, positionIdx: position.positionIdx };
  if (f.mode === 'Full') {
    const legs = {
      takeProfit: orEmpty(f.takeProfit),
      stopLoss: orEmpty(f.stopLoss),
      tpTriggerBy: by.tpTriggerBy,
      slTriggerBy: by.slTriggerBy,
      tpOrderType: 'Market',
      slOrderType: 'Market',
    };
    if (position.fullTpsl)
      return {
        path: TpSlPaths.replace,
        body: { orderId: '', ...base, type: 'TpSlOcoStopOrder', tpSlMode: 'Full', ...legs },
      };
    return { path: TpSlPaths.setTpSl, body: { ...base, tpSlMode: 'Full', ...legs } };
  }
  if (editing) {
    const tp = !!editing.tpStopOrderId || (editing.takeProfit !== '0' && editing.takeProfit !== '');
    const orderId = (tp ? editing.tpStopOrderId : editing.slStopOrderId) || editing.orderId;
    const kind: OrderKind = tp ? f.tpOrderType : f.slOrderType;
    const body: Record<string, string | number> = tp
      ? {
          orderId,
          ...base,
          tpSlMode: 'Partial',
          takeProfit: f.takeProfit,
          tpTriggerBy: by.tpTriggerBy,
          tpOrderType: kind,
          qtyX: qtyX(f.tpSize),
        }
      : {
          orderId,
          ...base,
          tpSlMode: 'Partial',
          stopLoss: f.stopLoss,
          slTriggerBy: by.slTriggerBy,
          slOrderType: kind,
          qtyX: qtyX(f.slSize),
        };
    if (kind === 'Limit') body[tp ? 'limitTakeProfit' : 'limitStopLoss'] = tp ? f.limitTakeProfit : f.limitStopLoss;
    return { path: TpSlPaths.replace, body };
  }
  const body: Record<string, string | number> = { ...base, tpSlMode: 'Partial' };
  if (f.takeProfit !== '' && f.takeProfit !== '0') {
    Object.assign(body, {
      takeProfit: f.takeProfit,
      tpTriggerBy: by.tpTriggerBy,
      tpOrderType: f.tpOrderType,
      tpSizeX: qtyX(f.tpSize),
    });
    if (f.tpOrderType === 'Limit') body.limitTakeProfit = f.limitTakeProfit;
  }
  if (f.stopLoss !== '' && f.stopLoss !== '0') {
    Object.assign(body, {
      stopLoss: f.stopLoss,
      slTriggerBy: by.slTriggerBy,
      slOrderType: f.slOrderType,
      slSizeX: qtyX(f.slSize),
    });
    if (f.slOrderType === 'Limit') body.limitStopLoss = f.limitStopLoss;
  }
  return { path: TpSlPaths.setTpSl, body };
}

/** §7: cancel one TP/SL: the full one by symbol and positionIdx (no order id), a partial by its order. */
export function cancelCall(position: Pick<Position, 'symbol' | 'positionIdx'>, entry: TpSlEntry | 'full'): TpSlCall {
  const orderId = entry === 'full' ? '' : entry.tpStopOrderId || entry.slStopOrderId || entry.orderId;
  return {
    path: TpSlPaths.cancel,
    body: { orderId, symbol: position.symbol, positionIdx: position.positionIdx, type: 'TpSlOcoStopOrder' },
  };
}

/** §2 / §7: Cancel All of the partial list. */
export function cancelAllCall(position: Pick<Position, 'symbol' | 'positionIdx'>): TpSlCall {
  return {
    path: TpSlPaths.cancelTotally,
    body: { symbol: position.symbol, positionIdx: position.positionIdx, type: 'PartialTpSlConditional' },
  };
}

/** What the exchange holds for a TP/SL, to tell when a sent change has come back (the cell's "pending"). */
export function tpSlSignature(p: Pick<Position, 'takeProfit' | 'stopLoss' | 'fullTpsl' | 'partialTpslList'>): string {
  const entries = (p.partialTpslList ?? []).map(
    (e) =>
      `${e.orderId}:${e.takeProfit}:${e.stopLoss}:${e.qty}:${e.tpOrderType ?? ''}:${e.slOrderType ?? ''}:${e.limitTakeProfit ?? ''}:${e.limitStopLoss ?? ''}:${e.tpTriggerBy}:${e.slTriggerBy}`,
  );
  const full = p.fullTpsl ? `${p.fullTpsl.tpTriggerBy}:${p.fullTpsl.slTriggerBy}` : '';
  return [p.takeProfit ?? '', p.stopLoss ?? '', full, ...entries.sort()].join('|');
}

/** The open order a TP/SL dialog in scene 'order' edits (positions.md §2: the TP/SL of a single order). */
export interface TpSlOrder {
  orderId: string;
  symbol: string;
  /** the order's price: the reference of §5's TooLow / TooHigh in this scene */
  price: string;
  takeProfit?: string;
  stopLoss?: string;
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  /** the side the order opens or adds to: a Buy order's TP/SL protects a long (else the position's side) */
  side?: 'Buy' | 'Sell';
  /** the order's quantity: the P&L of its TP/SL (else the position's size) */
  qty?: string;
}

/** The order's TP/SL as a full entry: what the form starts from (null when it has none). */
export function orderTpSlEntry(o: TpSlOrder): TpSlEntry | null {
  const set = (v?: string) => !!v && v !== '0';
  if (!set(o.takeProfit) && !set(o.stopLoss)) return null;
  return {
    orderId: o.orderId,
    takeProfit: o.takeProfit ?? '0',
    stopLoss: o.stopLoss ?? '0',
    qty: '',
    tpTriggerBy: o.tpTriggerBy ?? 'LastPrice',
    slTriggerBy: o.slTriggerBy ?? 'LastPrice',
  };
}

/**
 * Scene 'order' (§4, §7): the TP/SL attached to an open order is changed on the order itself,
 * order/replace with its orderId (an emptied leg as '0' removes it; exchange-sim/API.md
 * "order/replace": on an open order takeProfit / stopLoss change its attached TP/SL).
 */
export function orderSaveCall(
  f: Pick<TpSlFormValues, 'takeProfit' | 'stopLoss'>,
  order: TpSlOrder,
  by: TriggerKinds,
): TpSlCall {
  return {
    path: TpSlPaths.replace,
    body: {
      orderId: order.orderId,
      symbol: order.symbol,
      takeProfit: orEmpty(f.takeProfit),
      stopLoss: orEmpty(f.stopLoss),
      tpTriggerBy: by.tpTriggerBy,
      slTriggerBy: by.slTriggerBy,
    },
  };
}
