/** WebSocket envelopes and topic names. */

export const WS_PUBLIC_OPTION_PATH = '/trade/option/usdc/public/v1';
export const WS_PRIVATE_PATH = '/private';
export const WS_PING_INTERVAL_MS = 7000;

export const PRIVATE_TOPICS = [
  'user.order',
  'user.position',
  'user.trade.msg',
  'user.unify.option.trade.notify',
  'user.margin.order',
  'user.option.liquidation',
  'user.unify.liquidation',
  'user.unify.option.orderHistory',
  /** the Tools tab's algorithmic orders (exchange-sim trading/algo, API.md "Tools") */
  'user.algo.order',
] as const;
export type PrivateTopic = (typeof PRIVATE_TOPICS)[number];

export const tickersTopic = (baseCoin: string): string => `tickers.${baseCoin}`;
export const orderbookTopic = (symbol: string): string => `orderbook.${symbol}`;

export type WsClientMessage =
  | { op: 'subscribe' | 'unsubscribe'; args: string[]; req_id?: string }
  | { op: 'ping'; req_id?: string }
  | { op: 'auth'; args: [string]; req_id?: string };

export interface WsAck {
  op: 'subscribe' | 'unsubscribe' | 'auth';
  success: boolean;
  req_id?: string;
  ret_code?: number;
  ret_msg?: string;
}

export interface WsPong {
  op: 'pong';
  req_id?: string;
  ts: number;
}

export interface WsPush<T> {
  topic: string;
  type: 'snapshot' | 'delta';
  /** +1 per message of this topic: public topics count globally, private topics per user */
  seq: number;
  /** ms */
  ts: number;
  data: T;
}
