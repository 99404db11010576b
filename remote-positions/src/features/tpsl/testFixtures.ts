import type { ContractSymbolConfig } from 'shared-core';

/** BTCUSDT's symbol config as the TP/SL tests use it (tick 0.1, lot 0.001, at most 50). */
export const BTCUSDT_CONFIG = {
  symbol: 'BTCUSDT',
  settleCoin: 'USDT',
  contractType: 'UsdtPerpetual',
  tickSize: '0.1',
  priceFraction: 1,
  lotStep: '0.001',
  lotFraction: 3,
  maxQty: '50',
  balanceFraction: 4,
} as ContractSymbolConfig;
