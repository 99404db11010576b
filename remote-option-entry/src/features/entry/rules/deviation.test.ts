import { priceDeviation } from './deviation';
import { BTC_CFG, market } from './testFixtures';

describe('priceDeviation (spec §5, percentage 0.1)', () => {
  const mkt = market({ markPrice: '1000' });
  it.each([
    // (1100 − 1000) / 1000 = 0.1 ≥ 0.1
    ['buy', '1100', { key: 'BuyOffsetErr', deviation: '0.1000' }],
    // (1095 − 1000) / 1000 = 0.095 < 0.1
    ['buy', '1095', null],
    // (1500 − 1000) / 1000 = 0.5
    ['buy', '1500', { key: 'BuyOffsetErr', deviation: '0.5000' }],
    // a buy far below the mark is in the trader's favour: no warning
    ['buy', '10', null],
    // (1000 − 900) / 1000 = 0.1
    ['sell', '900', { key: 'SellOffsetErr', deviation: '0.1000' }],
    ['sell', '905', null],
    // (1000 − 123) / 1000 = 0.877
    ['sell', '123', { key: 'SellOffsetErr', deviation: '0.8770' }],
    ['sell', '5000', null],
  ] as const)('%s at %s', (side, price, expected) => {
    expect(priceDeviation(side, price, mkt, BTC_CFG)).toEqual(expected);
  });

  it('rounds the fraction to 4 decimals: (1234.5 − 1000) / 1000 = 0.2345', () => {
    expect(priceDeviation('buy', '1234.5', mkt, BTC_CFG)?.deviation).toBe('0.2345');
  });

  it('no check: mark 0, no market, price not a number, percentage 0', () => {
    expect(priceDeviation('buy', '1100', market({ markPrice: '0' }), BTC_CFG)).toBeNull();
    expect(priceDeviation('buy', '1100', null, BTC_CFG)).toBeNull();
    expect(priceDeviation('buy', '', mkt, BTC_CFG)).toBeNull();
    expect(priceDeviation('buy', '1100', mkt, { ...BTC_CFG, priceDeviationPercentage: '0' })).toBeNull();
  });
});
