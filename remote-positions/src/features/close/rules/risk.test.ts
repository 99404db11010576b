import { limitCloseRisk, riskBufferTicks } from './risk';
import { BTCUSDT, SOLUSDT } from './testFixtures';

// positions.md §5 "Limit close risk check", §9 "Last-trade buffer ticks: 100 for BTC, 50 for others".

test('the buffer is 100 ticks for BTC, 50 for the others', () => {
  expect(riskBufferTicks('BTC')).toBe(100);
  expect(riskBufferTicks('ETH')).toBe(50);
  expect(riskBufferTicks('SOL')).toBe(50);
});

describe('Buy close (a short): below ask1 + buffer, else the last price + buffer', () => {
  // BTC: tick 0.1 × 100 = 10
  test.each([
    ['64009.9', { ask1: '64000', last: '63000' }, true, '64010.0'],
    ['64010', { ask1: '64000', last: '63000' }, false, '64010.0'],
    ['64050', { ask1: '64000' }, false, '64010.0'],
    ['63009.9', { ask1: '0', last: '63000' }, true, '63010.0'], // no ask: the last price
    ['63010', { last: '63000' }, false, '63010.0'],
    ['99999', {}, true, null], // no quote at all: nothing to hold against
  ])('%s with %o → ok %s (bound %s)', (price, quote, ok, bound) => {
    expect(limitCloseRisk('Buy', price, quote, BTCUSDT)).toEqual({ ok, bound });
  });
});

describe('Sell close (a long): above bid1 − buffer, else the last price − buffer', () => {
  // SOL: tick 0.001 × 50 = 0.05
  test.each([
    ['149.951', { bid1: '150' }, true, '149.950'],
    ['149.95', { bid1: '150' }, false, '149.950'],
    ['140', { bid1: '150', last: '141' }, false, '149.950'],
    ['140.951', { bid1: '', last: '141' }, true, '140.950'],
  ])('%s with %o → ok %s (bound %s)', (price, quote, ok, bound) => {
    expect(limitCloseRisk('Sell', price, quote, SOLUSDT)).toEqual({ ok, bound });
  });
});
