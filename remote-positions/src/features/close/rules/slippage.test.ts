import {
  EMPTY_SLIPPAGE_STORE,
  depthRefreshDue,
  parseSlippageStore,
  serializeSlippageStore,
  slippageMessage,
  slippageOptions,
  validChoice,
} from './slippage';

// positions.md §4 "Slippage", §8 slippage warnings, §9 slippage options.

describe('options per symbol (§9)', () => {
  test.each([
    ['BTC', ['TickSize'], ['10', '50', '100', '200'], [], { type: 'TickSize', value: '50' }],
    ['ETH', ['TickSize'], ['50', '100', '500', '1000'], [], { type: 'TickSize', value: '50' }],
    [
      'SOL',
      ['TickSize', 'Percent'],
      ['10', '20', '50', '100'],
      ['0.1', '0.2', '0.5', '1'],
      { type: 'Percent', value: '0.2' },
    ],
  ])('%s', (coin, types, ticks, percents, initial) => {
    const o = slippageOptions(coin);
    expect(o.types).toEqual(types);
    expect(o.ticks).toEqual(ticks);
    expect(o.percents).toEqual(percents);
    expect(o.initial).toEqual(initial);
  });
  test('others default to 50 ticks in tick mode and 0.2 % in percent mode', () => {
    expect(slippageOptions('SOL').defaults).toEqual({ TickSize: '50', Percent: '0.2' });
  });
});

describe('a stored choice is kept only where the symbol offers it', () => {
  test.each([
    ['BTC', { type: 'TickSize', value: '200' }, { type: 'TickSize', value: '200' }],
    ['BTC', { type: 'Percent', value: '0.2' }, { type: 'TickSize', value: '50' }], // BTC: ticks only
    ['ETH', { type: 'TickSize', value: '10' }, { type: 'TickSize', value: '50' }], // not an ETH option
    ['SOL', { type: 'Percent', value: '1' }, { type: 'Percent', value: '1' }],
    ['SOL', undefined, { type: 'Percent', value: '0.2' }],
  ] as const)('%s %o → %o', (coin, stored, kept) => {
    expect(validChoice(slippageOptions(coin), stored)).toEqual(kept);
  });
});

describe('local storage', () => {
  test('round trip', () => {
    const s = { enabled: false, bySymbol: { SOLUSDT: { type: 'TickSize' as const, value: '20' } } };
    expect(parseSlippageStore(serializeSlippageStore(s))).toEqual(s);
  });
  test.each([null, '', 'not json', '42', '{"enabled":"yes","bySymbol":{"X":{"type":"Bad","value":"1"}}}'])(
    'unreadable %p reads as the defaults',
    (text) => {
      expect(parseSlippageStore(text)).toEqual(EMPTY_SLIPPAGE_STORE);
    },
  );
});

describe('what the depth says (§8)', () => {
  test.each([
    ['5', '5', 'orderCompleteExpected'],
    ['5.1', '5', 'orderCompleteExpected'],
    ['4.999', '5', 'orderIncompleteExpected'],
    ['0', '5', 'orderIncompleteExpected'],
    [undefined, '5', null],
    ['5', '0', null],
  ])('depth %p for %s → %p', (depth, qty, key) => {
    expect(slippageMessage(depth, qty)).toBe(key);
  });
});

test('the depth is refreshed at most once a second', () => {
  expect(depthRefreshDue(null, 0)).toBe(true);
  expect(depthRefreshDue(1000, 1999)).toBe(false);
  expect(depthRefreshDue(1000, 2000)).toBe(true);
});
