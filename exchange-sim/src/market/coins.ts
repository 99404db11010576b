import type { OptionCommonConfig } from 'shared-core/domain';

export const COINS = ['BTC', 'ETH', 'SOL'] as const;
export type Coin = (typeof COINS)[number];
export const isCoin = (v: unknown): v is Coin => typeof v === 'string' && (COINS as readonly string[]).includes(v);

export interface CoinSetup {
  initialIndex: string;
  /** decimals of the index price */
  indexDp: number;
  /** per-tick log-return standard deviation of the index walk (demo-speed, independent of SIM_TICK_MS) */
  stepVol: number;
  /** strike spacing for weekly expiries; monthly expiries use twice this */
  strikeStep: number;
  /** at-the-money vol (fraction) of the smile */
  baseVol: number;
  optionConfig: OptionCommonConfig;
}

/** Option common config per coin (spec option-entry-and-platform.md §3 Common config). */
export const COIN_SETUP: Readonly<Record<Coin, CoinSetup>> = {
  BTC: {
    initialIndex: '65000',
    indexDp: 2,
    stepVol: 0.0004,
    strikeStep: 1000,
    baseVol: 0.55,
    optionConfig: {
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
    },
  },
  ETH: {
    initialIndex: '3200',
    indexDp: 2,
    stepVol: 0.0005,
    strikeStep: 50,
    baseVol: 0.65,
    optionConfig: {
      tickSize: '0.1',
      minOrderPrice: '0.1',
      maxOrderPrice: '1000000',
      minOrderSize: '0.01',
      maxOrderSize: '100000',
      minOrderSizeIncrement: '0.01',
      minSellBasis: '0.0001',
      minSellFactor: '0.1',
      maxBuyFactor: '0.1',
      priceDeviationPercentage: '0.1',
      fePriceFractionPrecision: 1,
      feMarkPricePrecision: 2,
      tickSizeScale: 1,
      minOrderSizeIncrementScale: 2,
    },
  },
  SOL: {
    initialIndex: '150',
    indexDp: 3,
    stepVol: 0.0007,
    strikeStep: 5,
    baseVol: 0.85,
    optionConfig: {
      tickSize: '0.01',
      minOrderPrice: '0.01',
      maxOrderPrice: '100000',
      minOrderSize: '0.1',
      maxOrderSize: '1000000',
      minOrderSizeIncrement: '0.1',
      minSellBasis: '0.0001',
      minSellFactor: '0.1',
      maxBuyFactor: '0.1',
      priceDeviationPercentage: '0.1',
      fePriceFractionPrecision: 2,
      feMarkPricePrecision: 3,
      tickSizeScale: 2,
      minOrderSizeIncrementScale: 1,
    },
  },
};

/** The starting index of every coin, as decimal strings (the walk starts there and reverts to it). */
export function startingIndex(): Record<Coin, string> {
  const out = {} as Record<Coin, string>;
  for (const coin of COINS) out[coin] = COIN_SETUP[coin].initialIndex;
  return out;
}
