import type { HttpClient } from 'shared-http';
import { pageOf, pageParams, type HistoryPage, type HistoryQuery } from '../history/api';

/** The orders that reduced a position, with the PnL they realised (exchange-sim API.md, issue 19). */
export const CLOSED_ORDERS_PATH = '/contract/v5/private/pnl/closed-orders';
/** Each life of a position, flat to flat, with its PnL and fees. */
export const CLOSED_POSITIONS_PATH = '/contract/v5/private/pnl/closed-positions';

export interface WireClosedOrder {
  orderId: string;
  symbol: string;
  /** the side of the position that was closed */
  side: 'Buy' | 'Sell';
  positionIdx: number;
  closedSize: string;
  avgEntryPrice: string;
  avgExitPrice: string;
  closedPnl: string;
  leverage: string;
  createdAt: number;
}

export interface WireClosedPosition {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  positionIdx: number;
  closedSize: string;
  avgEntryPrice: string;
  avgExitPrice: string;
  closedPnl: string;
  fees: string;
  netPnl: string;
  openedAt: number;
  closedAt: number;
}

/** GET closed orders over a time range, one page. */
export async function fetchClosedOrders(
  http: HttpClient,
  q: HistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage<WireClosedOrder>> {
  return pageOf(
    await http.get<{ list?: WireClosedOrder[]; nextPageCursor?: string }>(CLOSED_ORDERS_PATH, pageParams(q), {
      signal,
    }),
  );
}

/** GET closed positions over a time range, one page. */
export async function fetchClosedPositions(
  http: HttpClient,
  q: HistoryQuery,
  signal?: AbortSignal,
): Promise<HistoryPage<WireClosedPosition>> {
  return pageOf(
    await http.get<{ list?: WireClosedPosition[]; nextPageCursor?: string }>(CLOSED_POSITIONS_PATH, pageParams(q), {
      signal,
    }),
  );
}
