import type { WireClosedOrder, WireClosedPosition } from './api';
import { closedOrderRow, closedPositionRow, type PnlRowView } from './rules';
import { BTCUSDT_CONFIG } from '../history/fixtures';

const T0 = new Date(2026, 10, 27, 14, 3, 9).getTime();

/** A closed order as the simulator sends it. */
export const wireClosedOrder = (o: Partial<WireClosedOrder> = {}): WireClosedOrder => ({
  orderId: 'co-1',
  symbol: 'BTCUSDT',
  side: 'Buy',
  positionIdx: 0,
  closedSize: '0.01',
  avgEntryPrice: '64000',
  avgExitPrice: '65000.5',
  closedPnl: '10.005',
  leverage: '10',
  createdAt: T0,
  ...o,
});

/** A closed position as the simulator sends it. */
export const wireClosedPosition = (c: Partial<WireClosedPosition> = {}): WireClosedPosition => ({
  id: 'BTCUSDT:0:e-9',
  symbol: 'BTCUSDT',
  side: 'Sell',
  positionIdx: 0,
  closedSize: '0.5',
  avgEntryPrice: '66000',
  avgExitPrice: '65000',
  closedPnl: '500',
  fees: '36.3',
  netPnl: '463.7',
  openedAt: T0 - 86_400_000,
  closedAt: T0,
  ...c,
});

export const closedOrderRows = (locale = 'en'): PnlRowView[] =>
  [
    wireClosedOrder(),
    wireClosedOrder({ orderId: 'co-2', side: 'Sell', closedPnl: '-3.2', createdAt: T0 - 60_000 }),
    wireClosedOrder({
      orderId: 'co-3',
      symbol: 'ETHUSDT',
      closedSize: '1',
      avgEntryPrice: '3100',
      avgExitPrice: '3100',
      closedPnl: '0',
    }),
  ].map((o) => closedOrderRow(o, o.symbol === 'BTCUSDT' ? BTCUSDT_CONFIG : undefined, locale));

export const closedPositionRows = (locale = 'en'): PnlRowView[] =>
  [
    wireClosedPosition(),
    wireClosedPosition({ id: 'p-2', side: 'Buy', closedPnl: '-120.5', fees: '4.1', netPnl: '-124.6' }),
  ].map((c) => closedPositionRow(c, BTCUSDT_CONFIG, locale));
