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

/**
 * A fuller chain for stories and tests: strikes 58,000 … 72,000 (step 1,000) on EXPIRY_1 around an
 * underlying of 65,012.34, prices from integer arithmetic (plausible, not a model).
 */
export const CHAIN_STRIKES = Array.from({ length: 15 }, (_, i) => String(58_000 + i * 1_000));

export const fullChainInstruments: OptionInstrumentsResult = {
  commonConfig: btcConfig,
  list: CHAIN_STRIKES.flatMap((k) => [inst(k, 'C'), inst(k, 'P')]),
};

const pct = (n: number) => String(n).padStart(2, '0');

export const fullChainTickers: OptionTickerRaw[] = fullChainInstruments.list.map((i, n) => {
  const strike = Number(i.strikePrice);
  const intrinsic = i.symbolType === 'C' ? Math.max(0, 65_000 - strike) : Math.max(0, strike - 65_000);
  const time = Math.max(200, 1_800 - Math.abs(strike - 65_000) / 5);
  const mark = intrinsic + time;
  const moneyness = (strike - 65_000) / 1_000; // -7 … 7
  const callDelta = 50 - moneyness * 6; // percent
  return ticker(i.symbol, {
    markPrice: `${mark}.25`,
    bid1Price: String(mark - 40),
    ask1Price: String(mark + 45),
    bid1Size: `${(n % 7) + 1}.5`,
    ask1Size: `${(n % 5) + 2}`,
    markIv: `0.${52 + Math.abs(moneyness)}`,
    delta: i.symbolType === 'C' ? `0.${pct(callDelta)}` : `-0.${pct(100 - callDelta)}`,
    gamma: '0.00003125',
    vega: `${60 - Math.abs(moneyness) * 5}.4`,
    theta: `-${90 - Math.abs(moneyness) * 8}.75`,
    openInterest: `${(15 - Math.abs(moneyness) * 2) * 37}.2`,
    volume24h: `${(15 - Math.abs(moneyness) * 2) * 11}.1`,
  });
});
