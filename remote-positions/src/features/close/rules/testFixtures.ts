import type { Position } from 'shared-core';
import type { CloseInstrument } from './types';

/** Instruments as the simulator's symbol config describes them (exchange-sim/API.md). */
export const BTCUSDT: CloseInstrument = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  settleCoin: 'USDT',
  tickSize: '0.1',
  minPrice: '0.1',
  maxPrice: '1999999.8',
  lotStep: '0.001',
  minQty: '0.001',
  maxQty: '50',
  maxMarketQty: '10',
  inverse: false,
  option: false,
  moneyDecimals: 4,
};

export const SOLUSDT: CloseInstrument = {
  ...BTCUSDT,
  symbol: 'SOLUSDT',
  baseCoin: 'SOL',
  tickSize: '0.001',
  minPrice: '0.001',
  maxPrice: '19999',
  lotStep: '0.1',
  minQty: '0.1',
  maxQty: '4000',
  maxMarketQty: '800',
};

export const BTCUSD: CloseInstrument = {
  ...BTCUSDT,
  symbol: 'BTCUSD',
  settleCoin: 'BTC',
  tickSize: '0.5',
  minPrice: '0.5',
  lotStep: '1',
  minQty: '1',
  maxQty: '1000000',
  maxMarketQty: '200000',
  inverse: true,
  moneyDecimals: 8,
};

/** A coarse tick (> 1), where a price must be a multiple of it. */
export const COARSE: CloseInstrument = {
  ...SOLUSDT,
  symbol: 'COARSEUSDT',
  baseCoin: 'COARSE',
  tickSize: '5',
  minPrice: '5',
  maxPrice: '100000',
};

export const longBtc: Position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.25',
  positionIdx: 0,
  leverage: '1000',
  entryPrice: '64000',
  liqPrice: '58000',
  baseCoin: 'BTC',
};

export const shortEth: Position = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 2,
  leverage: '500',
  entryPrice: '3250',
  liqPrice: '3800',
  baseCoin: 'ETH',
};
