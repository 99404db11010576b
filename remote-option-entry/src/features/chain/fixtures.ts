import type { OptionCommonConfig, OptionInstrumentInfo, OptionInstrumentsResult, OptionTickerRaw } from 'shared-core';

/** Shapes as the simulator sends them (BTC), for tests and stories. */
export const btcConfig: OptionCommonConfig = {
  tickSize: '5',
  minOrderPrice: '5',
  maxOrderPrice: '10000000',
  minOrderSize: '0.01',
  maxOrderSize: '10000',
  minOrderSizeIncrement: '0.01',
  minSellBasis: '0.0001',
  minSellFactor: '0.1',
  maxBuyFactor: '0.1',
  priceDeviationPercentage: '0.1',
  fePriceFractionPrecision: 0,
  feMarkPricePrecision: 2,
  tickSizeScale: 0,
  minOrderSizeIncrementScale: 2,
};

export const EXPIRY_1 = Date.UTC(2024, 11, 27, 8);
export const EXPIRY_2 = Date.UTC(2025, 0, 31, 8);

const inst = (strike: string, type: 'C' | 'P', deliveryTime = EXPIRY_1, code = '27DEC24'): OptionInstrumentInfo => ({
  symbol: `BTC-${code}-${strike}-${type}`,
  baseCoin: 'BTC',
  settleCoin: 'USDC',
  strikePrice: strike,
  deliveryTime,
  symbolType: type,
});

export const btcInstruments: OptionInstrumentsResult = {
  commonConfig: btcConfig,
  list: [
    inst('70000', 'C'),
    inst('70000', 'P'),
    inst('60000', 'C'),
    inst('60000', 'P'),
    inst('65000', 'C', EXPIRY_2, '31JAN25'),
  ],
};

export const ticker = (symbol: string, overrides: Partial<OptionTickerRaw> = {}): OptionTickerRaw => ({
  symbol,
  indexPrice: '65012.34',
  underlyingPrice: '65012.34',
  markPrice: '5321.123456',
  markIv: '0.5512',
  delta: '0.61234567',
  gamma: '0.00001',
  vega: '12.3',
  theta: '-40.1',
  bid1Price: '5300',
  bid1Size: '1.5',
  ask1Price: '5345',
  ask1Size: '2',
  lastPrice: '5310',
  ...overrides,
});

export const btcTickers: OptionTickerRaw[] = btcInstruments.list.map((i) => ticker(i.symbol));
