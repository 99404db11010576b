import {
  QUICK_PERCENTS,
  clampCloseQty,
  closeMaximum,
  exceedsSingleOrderMax,
  initialCloseQty,
  percentOfQty,
  qtyFromPercent,
  sliderMarks,
} from './quantity';
import { BTCUSD, BTCUSDT, SOLUSDT } from './testFixtures';

// positions.md §4 "Close dialog", §5 "Close dialog", §9.

describe('the quantity a close keeps for what was typed (§5)', () => {
  test.each([
    // kind, typed, size, instrument, kept
    ['limit', '0.1234', '0.25', BTCUSDT, '0.123'], // rounded down to the lot 0.001
    ['limit', '0.0001', '0.25', BTCUSDT, '0.001'], // below minQty → minQty
    ['limit', '9', '0.25', BTCUSDT, '0.250'], // never above the size
    ['limit', '70', '80', BTCUSDT, '50.000'], // a limit close is one order: at most maxQty
    ['market', '70', '80', BTCUSDT, '70.000'], // a market close above maxMarketQty is split, up to the size
    ['market', '95', '80', BTCUSDT, '80.000'],
    ['limit', '0.15', '10', SOLUSDT, '0.1'],
    ['limit', '12.7', '5000', BTCUSD, '12'], // inverse: whole contracts
    ['limit', '0.4', '5000', BTCUSD, '1'], // inverse: minQty 1
    ['limit', '0.0004', '0.0005', BTCUSDT, '0.0005'], // a dust position below minQty is taken whole
  ] as const)('%s close, typed %s of %s → %s', (kind, typed, size, inst, kept) => {
    expect(clampCloseQty(typed, kind, size, inst)).toBe(kept);
  });

  test.each(['', 'abc', '-1', '0', '1e3'])('typed %p is no quantity (null: nothing sent)', (typed) => {
    expect(clampCloseQty(typed, 'limit', '1', BTCUSDT)).toBeNull();
  });
  test('a flat position has nothing to close', () => {
    expect(clampCloseQty('1', 'market', '0', BTCUSDT)).toBeNull();
    expect(initialCloseQty('market', '0', BTCUSDT)).toBe('0');
  });
});

describe('the dialog opens with the size capped at the maximum, slider 100 % (§4)', () => {
  test.each([
    ['limit', '0.25', BTCUSDT, '0.250'],
    ['limit', '80', BTCUSDT, '50.000'],
    ['market', '80', BTCUSDT, '80.000'],
    ['market', '5000', BTCUSD, '5000'],
  ] as const)('%s close of %s → %s', (kind, size, inst, qty) => {
    expect(initialCloseQty(kind, size, inst)).toBe(qty);
    expect(closeMaximum(kind, size, inst).toFixed()).toBe(String(Number(qty)));
  });
  test('a short position (negative size on some wires) reads as its absolute size', () => {
    expect(initialCloseQty('market', '-4', SOLUSDT)).toBe('4.0');
  });
});

describe('slider and quick choices (§2, §9)', () => {
  test('quick choices are 10, 25, 50, 75, 100; marks 0/25/50/75/100, options 0 and 100', () => {
    expect(QUICK_PERCENTS).toEqual([10, 25, 50, 75, 100]);
    expect(sliderMarks(false)).toEqual([0, 25, 50, 75, 100]);
    expect(sliderMarks(true)).toEqual([0, 100]);
  });
  test.each([
    [0, '0.25', '0'],
    [10, '0.25', '0.025'],
    [25, '0.25', '0.062'], // 0.0625 rounded down to the lot
    [50, '0.25', '0.125'],
    [100, '0.25', '0.250'],
    [1, '0.05', '0.001'], // 0.0005 → minQty
    [150, '0.25', '0.250'], // beyond the slider: 100 %
  ])('%i %% of %s → %s', (p, size, qty) => {
    expect(qtyFromPercent(p, 'limit', size, BTCUSDT)).toBe(qty);
  });
  test.each([
    ['0.125', '0.25', 50],
    ['0.062', '0.25', 24],
    ['0.25', '0.25', 100],
    ['', '0.25', 0],
    ['1', '0', 0],
  ])('quantity %p of size %s sits at %i %%', (qty, size, p) => {
    expect(percentOfQty(qty, size)).toBe(p);
  });
});

describe("'maxQtySplitOrderTip' above the single-order maximum (§5)", () => {
  test.each([
    ['market', '10', false],
    ['market', '10.001', true],
    ['limit', '10.001', false],
    ['limit', '50.001', true],
  ] as const)('%s %s → %s', (kind, qty, tip) => {
    expect(exceedsSingleOrderMax(kind, qty, BTCUSDT)).toBe(tip);
  });
});
