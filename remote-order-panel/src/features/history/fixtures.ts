import type { ContractSymbolConfig, WireExecution } from 'shared-core';
import { wireOrder } from '../openOrders/fixtures';
import { orderHistoryRow, tradeHistoryRow, type OrderHistoryRowView, type TradeHistoryRowView } from './rules';

/** A linear contract's display precision, for tests and stories. */
export const BTCUSDT_CONFIG = {
  symbol: 'BTCUSDT',
  priceFraction: 1,
  tickSizeFraction: 1,
  lotFraction: 3,
  balanceFraction: 4,
} as ContractSymbolConfig;

const T0 = new Date(2026, 10, 27, 14, 3, 9).getTime();

/** A finished execution as the simulator sends it. */
export function wireExecution(overrides: Partial<WireExecution> = {}): WireExecution {
  return {
    execId: 'e-1',
    orderId: 'o-1',
    orderLinkId: '',
    execType: 'Trade',
    orderType: 'Market',
    leavesQty: '0',
    execQty: '0.01',
    execPrice: '65000.5',
    execValue: '650.005',
    execFee: '0.35750275',
    symbol: 'BTCUSDT',
    side: 'Buy',
    createType: 'CreateByUser',
    isMaker: false,
    execTime: T0,
    ...overrides,
  };
}

export const orderRows = (locale = 'en'): OrderHistoryRowView[] =>
  [
    wireOrder({
      orderId: 'h-1',
      symbol: 'BTCUSDT',
      orderStatus: 'Filled',
      price: '65000',
      avgPrice: '64999.5',
      qty: '0.5',
      cumExecQty: '0.5',
      createdAtE3: T0,
    }),
    wireOrder({
      orderId: 'h-2',
      symbol: 'BTCUSDT',
      side: 'Sell',
      orderType: 'Market',
      orderStatus: 'PartiallyFilledCanceled',
      price: '0',
      avgPrice: '65010',
      qty: '1',
      cumExecQty: '0.25',
      createdAtE3: T0 - 3600_000,
    }),
    wireOrder({
      orderId: 'h-3',
      symbol: 'BTCUSDT',
      orderStatus: 'Cancelled',
      price: '60000',
      avgPrice: '0',
      qty: '0.1',
      cumExecQty: '0',
      createdAtE3: T0 - 86400_000,
    }),
  ].map((o) => orderHistoryRow(o, BTCUSDT_CONFIG, locale));

export const tradeRows = (locale = 'en'): TradeHistoryRowView[] =>
  [
    wireExecution(),
    wireExecution({ execId: 'e-2', side: 'Sell', isMaker: true, orderType: 'Limit', execFee: '-0.0325' }),
    wireExecution({
      execId: 'e-3',
      execType: 'BustTrade',
      execQty: '0.5',
      execValue: '32500.25',
      execTime: T0 - 86400_000,
    }),
  ].map((e) => tradeHistoryRow(e, BTCUSDT_CONFIG, locale));
