import type { HttpClient, RequestOptions } from 'shared-http';
import type { ErrorResolution } from 'shared-core';
import type { ApiError } from 'shared-http';
import type { CloseInstrument, CloseRequest, FeeRate, OrderSide, SlippageChoice } from './rules';

/* The close dialog's calls (positions.md §7; paths in exchange-sim/API.md). */

export const SYMBOL_PRICE_PATH = '/contract/v5/public/support/symbol-price';
export const FEE_RATE_PATH = '/contract/v5/public/fee-rate';
export const SLIPPAGE_PATH = '/contract/v5/public/instrument/slippage';
export const PRE_CLOSE_PATH = '/contract/v5/private/position/pre-close';
export const TICKERS_PATH = '/v5/market/tickers';
export const POSITION_LIST_PATH = '/contract/v5/position/list';
export const DOUBLE_CONFIRM_PATH = '/user/double-confirm/list';

export interface SymbolPrice {
  lastPrice: string;
  markPrice: string;
  indexPrice: string;
}

/** §7: reads list[symbol].lastPrice (the close dialog quote). */
export async function fetchSymbolPrice(http: HttpClient, symbol: string, signal?: AbortSignal): Promise<SymbolPrice> {
  const r = await http.get<{ list: Record<string, SymbolPrice> }>(SYMBOL_PRICE_PATH, { symbol }, { signal });
  const row = r.list[symbol];
  if (!row) throw new Error(`no price for ${symbol}`);
  return row;
}

export async function fetchFeeRate(http: HttpClient, symbol: string, signal?: AbortSignal): Promise<FeeRate> {
  return http.get<FeeRate>(FEE_RATE_PATH, { symbol }, { signal, cache: true });
}

/** The best levels the limit risk check holds a price against (ask1 / bid1, "0" when a side is empty). */
export interface BestQuote {
  ask1: string;
  bid1: string;
  last: string;
}

export async function fetchBestQuote(
  http: HttpClient,
  inst: CloseInstrument,
  signal?: AbortSignal,
): Promise<BestQuote> {
  const category = inst.option ? 'option' : inst.inverse ? 'inverse' : 'linear';
  const r = await http.get<{ list: { bid1Price?: string; ask1Price?: string; lastPrice?: string }[] }>(
    TICKERS_PATH,
    { category, symbol: inst.symbol },
    { signal },
  );
  const row = r.list[0];
  return { ask1: row?.ask1Price ?? '0', bid1: row?.bid1Price ?? '0', last: row?.lastPrice ?? '0' };
}

/** §7: GET instrument/slippage → qty (the depth within the tolerance). */
export async function fetchSlippageDepth(
  http: HttpClient,
  symbol: string,
  side: OrderSide,
  choice: SlippageChoice,
  signal?: AbortSignal,
): Promise<string> {
  const r = await http.get<{ qty: string }>(
    SLIPPAGE_PATH,
    { symbol, side, slippageType: choice.type, slippageValue: choice.value },
    { signal },
  );
  return r.qty;
}

export interface PreCloseAnswer {
  closeQty: string;
  remainingSize: string;
  liqPrice: string;
  liquidationWarning: boolean;
  warning: string;
}

export async function preClose(
  http: HttpClient,
  body: { symbol: string; positionIdx: 0 | 1 | 2; orderType: 'Limit' | 'Market'; qty: string; price?: string },
): Promise<PreCloseAnswer> {
  return http.post<PreCloseAnswer>(PRE_CLOSE_PATH, body);
}

export interface CloseAnswer {
  orderId?: string;
  price?: string;
  create_order_failed_qty_x?: string;
}

/**
 * The close itself. 39303 is handed to `onSplitFailure` (the dialog shows it), every other error
 * goes through the platform's error catalogue (a toast) before rejecting. The X-Client-Tag header
 * rides in the request options (shared-http ≥ 1.1 forwards them).
 */
export async function sendClose(
  http: HttpClient,
  request: CloseRequest,
  onSplitFailure: (error: ApiError, resolution: ErrorResolution) => void,
): Promise<CloseAnswer> {
  const options: RequestOptions = {
    headers: request.headers,
    errors: { onCustomError: onSplitFailure },
  };
  return http.post<CloseAnswer>(request.path, request.body, options);
}

/** A re-read of the position after a lost answer (never a resend): its size now, "0" when gone. */
export async function rereadPositionSize(http: HttpClient, symbol: string, positionIdx: 0 | 1 | 2): Promise<string> {
  const r = await http.get<{
    list: { s?: string; symbol?: string; pi?: number; positionIdx?: number; sz?: string; size?: string }[];
  }>(POSITION_LIST_PATH, { symbol });
  const row = r.list.find((p) => (p.pi ?? p.positionIdx ?? 0) === positionIdx);
  return row?.sz ?? row?.size ?? '0';
}

/** The trader's double-confirm flags (a comma-separated list). */
export async function fetchDoubleConfirms(http: HttpClient, signal?: AbortSignal): Promise<string> {
  const r = await http.get<{ confirms?: string }>(DOUBLE_CONFIRM_PATH, undefined, { signal, cache: true });
  return r.confirms ?? '';
}

export const ORDER_LIST_PATH = '/contract/v5/order/list';

interface ListedOrder {
  symbol: string;
  side: string;
  qty: string;
  price: string;
  createType?: string;
  positionIdx?: number;
  createdAtE3?: number | string;
}

/** A close order of this position placed since `sinceMs` (its answer lost): the first one found, or null. */
export async function findCloseOrderSince(
  http: HttpClient,
  symbol: string,
  side: OrderSide,
  positionIdx: 0 | 1 | 2,
  sinceMs: number,
): Promise<{ qty: string; price: string } | null> {
  const r = await http.get<{ list: ListedOrder[] }>(ORDER_LIST_PATH, { status: 'all', symbol });
  const hit = r.list.find(
    (o) =>
      o.symbol === symbol &&
      o.side === side &&
      o.createType === 'CreateByClosing' &&
      (o.positionIdx ?? 0) === positionIdx &&
      Number(o.createdAtE3 ?? 0) >= sinceMs,
  );
  return hit ? { qty: hit.qty, price: hit.price } : null;
}
