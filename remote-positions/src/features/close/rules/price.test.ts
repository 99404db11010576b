import { liqPriceCorrection, stepClosePrice, tickSizeFixError } from './price';
import { BTCUSDT, COARSE } from './testFixtures';

// positions.md §5 "Close dialog": price steps, the coarse-tick rule, 30017 / 30018.

describe('plus / minus move by one tick, clamped to min and max', () => {
  test.each([
    ['64000.0', 1, '64000.1'],
    ['64000.0', -1, '63999.9'],
    ['64000.05', 1, '64000.1'], // off tick: to the next tick in that direction
    ['64000.05', -1, '64000.0'],
    ['0.1', -1, '0.1'], // min
    ['1999999.8', 1, '1999999.8'], // max
    ['', 1, '0.1'],
  ] as const)('%p %i → %s', (price, dir, next) => {
    expect(stepClosePrice(price, dir, BTCUSDT)).toBe(next);
  });
});

describe("'tickSizeFixNumTips' when the tick exceeds 1", () => {
  test.each([
    ['105', COARSE.tickSize, null],
    ['107', COARSE.tickSize, 'tickSizeFixNumTips'],
    ['64000.15', BTCUSDT.tickSize, null], // a tick of 1 or less: not this rule
    ['', COARSE.tickSize, null],
  ])('%p with tick %s → %p', (price, tick, key) => {
    expect(tickSizeFixError(price, tick)).toBe(key);
  });
});

describe('non-UTA price vs liquidation price, on leaving the field', () => {
  test.each([
    // position side, price, liq, expected
    ['Buy', '57000', '58000', { code: 30017, key: 'errorCode30017', price: '58000.1' }],
    ['Buy', '', '58000', { code: 30017, key: 'errorCode30017', price: '58000.1' }],
    ['Buy', '58000', '58000', null],
    ['Buy', '60000', '58000', null],
    ['Sell', '3900', '3800', { code: 30018, key: 'errorCode30018', price: '3799.9' }],
    ['Sell', '3800', '3800', null],
    ['Sell', '', '3800', null],
    ['Buy', '57000', '0', null], // no liquidation price
    ['Buy', '57000', '', null],
  ] as const)('%s position, price %p, liq %p', (side, price, liq, expected) => {
    expect(liqPriceCorrection(side, price, liq, '0.1')).toEqual(expected);
  });
});
