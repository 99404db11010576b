/** Test fixtures of the entry rules: exchange-sim's BTC and ETH common configs and hand-made markets. */
import { MS_PER_YEAR, type OptionCommonConfig } from 'shared-core';
import { btcConfig } from '../../chain/fixtures';
import { type EntryLeg, type LegMarket } from './types';

/** exchange-sim/src/market/coins.ts BTC optionConfig (the chain's fixture, one copy). */
export const BTC_CFG: OptionCommonConfig = btcConfig;

/** exchange-sim/src/market/coins.ts ETH optionConfig */
export const ETH_CFG: OptionCommonConfig = {
  ...BTC_CFG,
  tickSize: '0.1',
  minOrderPrice: '0.1',
  maxOrderPrice: '1000000',
  maxOrderSize: '100000',
  fePriceFractionPrecision: 1,
  tickSizeScale: 1,
};

export const NOW = Date.UTC(2024, 11, 1, 8, 0, 0);
/** a quarter of a 365-day year after NOW */
export const QUARTER = NOW + 0.25 * MS_PER_YEAR;

export const market = (over: Partial<LegMarket> = {}): LegMarket => ({
  indexPrice: '65000',
  underlyingPrice: '65000',
  markPrice: '1200',
  markIv: '0.5',
  delta: '0.3',
  bestBid: '1195',
  bestAsk: '1210',
  ...over,
});

export const leg = (over: Partial<EntryLeg> = {}): EntryLeg => ({
  id: 'L1',
  symbol: 'BTC-01MAR25-65000-C',
  side: 'buy',
  placeType: 'usd',
  orderPrice: '1200',
  orderQty: '1',
  orderFilledQty: '0',
  iv: '',
  postOnly: false,
  reduceOnly: false,
  timeInForce: 'GoodTillCancel',
  symbolType: 'C',
  strikePrice: '65000',
  deliveryTime: QUARTER,
  settleCoin: 'USDC',
  symbolAlias: 'BTC-01MAR25-65000-C',
  source: 'user',
  ...over,
});
