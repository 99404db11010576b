/** The option entry's calls, through the host's HTTP client (paths documented in exchange-sim/API.md). */
import type {
  OptionInstrumentDetail,
  OptionOrderRequest,
  OptionOrderResult,
  WireOrder,
  WirePosition,
} from 'shared-core';
import { ApiPaths, PushTopics, type HttpClient } from 'shared-http';
import type { RiskConfig } from './rules';

export const RISK_CONFIG_PATH = '/option/usdc/public/v1/risk-config';
export const INSTRUMENT_DETAIL_PATH = '/option/usdc/public/quote/query/getInstruments';
export const POSITIONS_PATH = ApiPaths.positionList;
export const ORDERS_PATH = ApiPaths.orderList;
export const WALLET_PATH = ApiPaths.walletBalance;
export const CANCEL_PATH = ApiPaths.orderCancel;
/** The private topic whose pushes confirm (or reconcile) what was placed. */
export const ORDER_TOPIC = PushTopics.order;
export const orderbookTopic = (symbol: string): string => `orderbook.${symbol}`;

export function fetchRiskConfig(http: HttpClient, settleCoin: string, signal?: AbortSignal): Promise<RiskConfig> {
  return http.get<RiskConfig>(RISK_CONFIG_PATH, { settleCoin }, { signal, cache: true });
}

export function fetchInstrumentDetail(
  http: HttpClient,
  symbol: string,
  signal?: AbortSignal,
): Promise<OptionInstrumentDetail> {
  return http.get<OptionInstrumentDetail>(INSTRUMENT_DETAIL_PATH, { symbol }, { signal });
}

export async function fetchPositions(
  http: HttpClient,
  baseCoin: string,
  signal?: AbortSignal,
): Promise<WirePosition[]> {
  const result = await http.get<{ list?: WirePosition[] }>(POSITIONS_PATH, { baseCoin }, { signal });
  return result.list ?? [];
}

export async function fetchOrders(
  http: HttpClient,
  params: { status: 'open' | 'all'; symbol?: string },
  signal?: AbortSignal,
): Promise<WireOrder[]> {
  const result = await http.get<{ list?: WireOrder[] }>(ORDERS_PATH, params, { signal });
  return result.list ?? [];
}

export interface WalletCoin {
  coin: string;
  walletBalance: string;
  availableBalance: string;
}

export async function fetchWallet(http: HttpClient, signal?: AbortSignal): Promise<WalletCoin[]> {
  const result = await http.get<{ list?: WalletCoin[] }>(WALLET_PATH, undefined, { signal });
  return result.list ?? [];
}

/** Places option orders on one batch endpoint; resolves to the per-order outcomes, in order. */
export async function placeBatch(
  http: HttpClient,
  path: string,
  orders: OptionOrderRequest[],
): Promise<OptionOrderResult[]> {
  const result = await http.post<{ result?: OptionOrderResult[] }>(path, { orderRequest: orders });
  return result.result ?? [];
}

export function cancelOrder(http: HttpClient, orderId: string, symbol: string): Promise<{ orderStatus: string }> {
  return http.post<{ orderStatus: string }>(CANCEL_PATH, { orderId, symbol });
}
