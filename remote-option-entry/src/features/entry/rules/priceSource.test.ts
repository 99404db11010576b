import { priceFromSource } from './priceSource';
import { BTC_CFG, market } from './testFixtures';

describe('priceFromSource', () => {
  // bid 995, ask 1010 → mid 1002.5: buy rounds down to 1000, sell up to 1005 (tick 5)
  const mkt = market({ bestBid: '995', bestAsk: '1010', markPrice: '1003' });
  it.each([
    ['mark', 'buy', '1005'], // 1003 → nearest tick 1005 (2 away vs 3 away)
    ['mark', 'sell', '1005'],
    ['bestBid', 'buy', '995'],
    ['bestAsk', 'sell', '1010'],
    ['mid', 'buy', '1000'],
    ['mid', 'sell', '1005'],
    ['user', 'buy', null],
  ] as const)('%s %s → %s', (source, side, price) => {
    expect(priceFromSource(source, side, mkt, BTC_CFG)).toBe(price);
  });

  it('mark 1002 → nearest tick 1000', () => {
    expect(priceFromSource('mark', 'sell', market({ markPrice: '1002' }), BTC_CFG)).toBe('1000');
  });

  it.each(['', '0'])('an empty book side (%j) gives null, and mid needs both sides', (empty) => {
    const m = market({ bestBid: empty });
    expect(priceFromSource('bestBid', 'buy', m, BTC_CFG)).toBeNull();
    expect(priceFromSource('mid', 'buy', m, BTC_CFG)).toBeNull();
    expect(priceFromSource('bestAsk', 'buy', m, BTC_CFG)).toBe('1210');
  });

  it('no market or a zero mark gives null', () => {
    expect(priceFromSource('mark', 'buy', null, BTC_CFG)).toBeNull();
    expect(priceFromSource('mark', 'buy', market({ markPrice: '0' }), BTC_CFG)).toBeNull();
  });
});
