import { capOneTickInside, checkPrice, configSanity, maxBuyPrice, minSellPrice } from './priceCheck';
import { BTC_CFG, ETH_CFG, market } from './testFixtures';

describe('max-buy and min-sell prices (spec §5)', () => {
  it.each([
    // mark 1200, index 65000, |delta| 0.3 → max(1, 1.2) = 1.2; 0.1 × 65000 × 1.2 = 7800
    // max-buy 1200 + 7800 = 9000 (on the tick 5); min-sell 1200 − 7800 < 0 → max(min 5, tick 5) = 5
    ['delta 0.3 multiplies by 1.2', market(), '9000', '5'],
    // index 65001, |delta| 0.2 → multiplier 1; 0.1 × 65001 = 6500.1
    // max-buy 8000 + 6500.1 = 14500.1 → DOWN to 14500; min-sell 8000 − 6500.1 = 1499.9 → UP to 1500
    [
      'off-tick raw values round inward',
      market({ indexPrice: '65001', markPrice: '8000', delta: '0.2' }),
      '14500',
      '1500',
    ],
    // put delta −0.5 counts by its absolute value: 4 × 0.5 = 2; 0.1 × 65000 × 2 = 13000
    // max-buy 20000 + 13000 = 33000; min-sell 20000 − 13000 = 7000
    ['negative delta', market({ markPrice: '20000', delta: '-0.5' }), '33000', '7000'],
  ])('%s', (_name, mkt, maxBuy, minSell) => {
    expect(maxBuyPrice(BTC_CFG, mkt)).toBe(maxBuy);
    expect(minSellPrice(BTC_CFG, mkt)).toBe(minSell);
  });

  it('ETH: tick 0.1 — 0.1 × 3200.37 × 1.8 = 576.0666; 150.3 + 576.0666 = 726.3666 → 726.3; sell floor = tick 0.1', () => {
    const mkt = market({ indexPrice: '3200.37', markPrice: '150.3', delta: '-0.45' });
    expect(maxBuyPrice(ETH_CFG, mkt)).toBe('726.3');
    expect(minSellPrice(ETH_CFG, mkt)).toBe('0.1');
  });

  it('max-buy is bounded by maxOrderPrice', () => {
    // 1200 + 7800 = 9000 > max 8000
    expect(maxBuyPrice({ ...BTC_CFG, maxOrderPrice: '8000' }, market())).toBe('8000');
  });

  it('null without a usable market', () => {
    expect(maxBuyPrice(BTC_CFG, null)).toBeNull();
    expect(minSellPrice(BTC_CFG, market({ markPrice: '' }))).toBeNull();
    expect(maxBuyPrice(BTC_CFG, market({ indexPrice: 'NaN' }))).toBeNull();
    expect(maxBuyPrice({ ...BTC_CFG, tickSize: '0' }, market())).toBeNull();
  });
});

describe('checkPrice corrections (spec §5)', () => {
  // index 65001, mark 8000, delta 0.2: max-buy 14500, min-sell 1500 (see above)
  const mkt = market({ indexPrice: '65001', markPrice: '8000', delta: '0.2' });
  it.each([
    ['buy above max-buy is capped', 'buy', '14600', undefined, '14500', [['MaxBuy', { max: '14500' }]]],
    ['below min price is raised', 'buy', '2', undefined, '5', [['MinOrderPrice', { min: '5' }]]],
    [
      'above max price, then above max-buy',
      'buy',
      '20000000',
      undefined,
      '14500',
      [
        ['MaxOrderPrice', { max: '10000000' }],
        ['MaxBuy', { max: '14500' }],
      ],
    ],
    ['typed up from 1000 → rounds up', 'buy', '1003', '1000', '1005', [['PriceTickSize', { tick: '5' }]]],
    ['typed down from 1010 → rounds down', 'buy', '1003', '1010', '1000', [['PriceTickSize', { tick: '5' }]]],
    ['no previous → rounds down', 'buy', '1003', undefined, '1000', [['PriceTickSize', { tick: '5' }]]],
    ['sell below min-sell is raised', 'sell', '1000', undefined, '1500', [['MinSell', { min: '1500' }]]],
    [
      'sell just above min-sell rounds down onto it',
      'sell',
      '1502',
      undefined,
      '1500',
      [['PriceTickSize', { tick: '5' }]],
    ],
    ['a valid price is untouched', 'sell', '2000', undefined, '2000', []],
    ['full-width point accepted', 'buy', '1000．5', undefined, '1000', [['PriceTickSize', { tick: '5' }]]],
    ['a buy is not floored at min-sell', 'buy', '1000', undefined, '1000', []],
  ] as const)('%s', (_name, side, input, previous, price, keys) => {
    const r = checkPrice(input, side, BTC_CFG, mkt, previous);
    expect(r.price).toBe(price);
    expect(r.issues.map((i) => [i.key, i.params])).toEqual(keys);
    expect(r.issues.every((i) => i.severity === 'warning' && i.field === 'price')).toBe(true);
  });

  it('nothing typed → empty, no issue', () => {
    expect(checkPrice('', 'buy', BTC_CFG, mkt)).toEqual({ price: '', issues: [] });
    expect(checkPrice('abc', 'sell', BTC_CFG, mkt)).toEqual({ price: '', issues: [] });
  });

  it('without market only the order-price bounds and the tick apply', () => {
    expect(checkPrice('14600', 'buy', BTC_CFG, null).price).toBe('14600');
  });

  it('keeps the tick decimals (ETH tick 0.1)', () => {
    expect(checkPrice('12.34', 'buy', ETH_CFG, null)).toMatchObject({ price: '12.3' });
    expect(checkPrice('12', 'buy', ETH_CFG, null)).toEqual({ price: '12.0', issues: [] });
  });

  it('no buy price possible (max-buy below the min price) → empty price and an error', () => {
    // mark 0, index 10, delta 0: max-buy = 0 + 0.1 × 10 × 1 = 1 → down to tick 5 → 0 < min 5
    const r = checkPrice('100', 'buy', BTC_CFG, market({ markPrice: '0', indexPrice: '10', delta: '0' }));
    expect(r.price).toBe('');
    expect(r.issues).toEqual([{ field: 'price', key: 'MaxBuy', params: { max: '0' }, severity: 'error' }]);
  });

  it('an unusable config leaves the typed number as is', () => {
    expect(checkPrice('12.34', 'buy', { ...BTC_CFG, tickSize: '-1' }, null)).toEqual({ price: '12.34', issues: [] });
  });
});

describe('configSanity', () => {
  it('the simulator configs are sane', () => {
    expect(configSanity(BTC_CFG)).toEqual([]);
    expect(configSanity(ETH_CFG)).toEqual([]);
  });
  it.each([
    [{ tickSize: '0' }, /tickSize "0" is not a positive number/],
    [{ minOrderPrice: '7' }, /minOrderPrice 7 is not a multiple of the tick 5/],
    [{ maxOrderPrice: '10000001' }, /maxOrderPrice 10000001 is not a multiple of the tick 5/],
    [{ minOrderPrice: '100', maxOrderPrice: '50' }, /minOrderPrice 100 is above maxOrderPrice 50/],
    [{ minOrderPrice: '0' }, /below the tick/],
    [{ maxOrderPrice: 'x' }, /maxOrderPrice "x" is not a positive number/],
  ])('%o', (over, problem) => {
    expect(configSanity({ ...BTC_CFG, ...over }).join('\n')).toMatch(problem);
  });
});

describe('capOneTickInside: a price pulled onto the moving cap lands one tick inside it', () => {
  // market(): max-buy 9000, min-sell 5 (BTC tick 5); mark 20000, delta −0.5: min-sell 7000
  it.each<[string, string, 'buy' | 'sell', ReturnType<typeof market>, string, string | null]>([
    ['a buy above max-buy: 8995, one tick under 9000', '9500', 'buy', market(), '8995', 'MaxBuyInside'],
    ['a buy below the cap is left alone', '8000', 'buy', market(), '8000', null],
    [
      'a sell below min-sell: 7005, one tick over 7000',
      '6000',
      'sell',
      market({ markPrice: '20000', delta: '-0.5' }),
      '7005',
      'MinSellInside',
    ],
    // min-sell is the min price 5 here: one tick inside would still be allowed (10), the floor is not moving
    ['a sell at the order-price floor stays at the floor', '1', 'sell', market(), '5', null],
  ])('%s', (_name, typed, side, mkt, price, key) => {
    const r = capOneTickInside(checkPrice(typed, side, BTC_CFG, mkt), side, BTC_CFG);
    expect(r.price).toBe(price);
    if (key) expect(r.issues).toContainEqual(expect.objectContaining({ key, severity: 'warning' }));
    else expect(r.issues.map((i) => i.key)).not.toContain(side === 'buy' ? 'MaxBuyInside' : 'MinSellInside');
  });
});
