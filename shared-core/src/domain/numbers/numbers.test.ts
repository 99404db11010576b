import BigNumber from 'bignumber.js';
import {
  abbreviateNumber,
  compareExpiries,
  compareMonths,
  formatExpiry,
  formatOptionPositionField,
  formatRoiPercent,
  fromWire,
  isOnTick,
  monthIndex,
  normalizeNumericInput,
  OPTION_POSITION_PRECISION,
  parseDecimal,
  parseExpiry,
  roundToTick,
  sanitizeNumericText,
  scaleFromInteger,
  scaleToInteger,
  shareFractionDigits,
  stepByTick,
  toWire,
  toWireBigInt,
  type NumericInputRules,
  type OptionPositionField,
  type TickDirection,
  type WireScaledField,
} from '.';

describe('sanitizeNumericText (spec §5 Numeric inputs, while typing)', () => {
  it.each<[string, NumericInputRules, string]>([
    ['123', {}, '123'],
    ['12．5', {}, '12.5'], // full-width period is the decimal point
    ['１２', {}, ''], // only ASCII digits
    ['1.2.3', {}, '1.23'], // one point
    ['abc1x2', {}, '12'],
    ['', {}, ''],
    ['.', {}, '0.'],
    ['.5', {}, '0.5'],
    ['007', {}, '7'],
    ['00.50', {}, '0.50'],
    ['12.', {}, '12.'],
    ['-5', {}, '-5'], // no min: a sign is allowed
    ['--5', {}, '-5'],
    ['5-', {}, '5'],
    ['+5', {}, '5'],
    ['-', { min: -10 }, '-'],
    ['-5', { min: 0 }, '5'],
    ['-5', { allowNegative: false }, '5'],
    ['1.239', { precision: 2 }, '1.23'], // truncated, not rounded
    ['1.999', { precision: 0 }, '1'],
    ['1．9', { precision: 0 }, '1'],
    ['0.123456789', { precision: 8 }, '0.12345678'],
  ])('%j %j → %j', (raw, rules, expected) => {
    expect(sanitizeNumericText(raw, rules)).toBe(expected);
  });
});

describe('normalizeNumericInput (on commit: truncate, clamp, snap)', () => {
  const mmr = { min: 0, max: '99.99', step: '0.01', precision: 2 }; // positions.md §5 MMR trigger
  const trailingRate = { min: '0.1', max: 100, step: '0.1', precision: 1 }; // positions.md §5
  it.each<[string, NumericInputRules, string]>([
    ['', mmr, ''],
    ['-', {}, ''],
    ['.', {}, '0'],
    ['50.555', mmr, '50.55'],
    ['120', mmr, '99.99'],
    ['99.999', mmr, '99.99'],
    ['-3', mmr, '3'], // min 0: no sign
    ['0.05', trailingRate, '0.1'],
    ['100.5', trailingRate, '100'],
    ['0.55', trailingRate, '0.5'],
    ['7', { step: 5 }, '5'], // tick steps of 1, 2 or 5 snap to multiples
    ['7', { step: 2 }, '6'],
    ['7.9', { step: 1 }, '7'],
    ['-7', { step: 5 }, '-5'], // towards zero, like truncation
    ['3', { step: 5, min: 1, max: 20 }, '5'], // below min after snapping → next multiple up
    ['23', { step: 5, min: 1, max: 22 }, '20'],
    ['0.37', { step: '0.25', precision: 1 }, '0'], // grid = multiples of both: 0.5
    ['0.77', { step: '0.25', precision: 1 }, '0.5'],
    ['3', { step: 5, min: 1, max: 4 }, '3'], // no multiple inside the bounds: clamped value kept
    ['999999999999.9', { max: '999999999.9', precision: 1 }, '999999999.9'], // TP percent max
    ['100', { max: '99.9', precision: 1 }, '99.9'], // SL percent max
    ['1．25', { precision: 2, min: '0.01' }, '1.25'],
  ])('%j %j → %j', (raw, rules, expected) => {
    expect(normalizeNumericInput(raw, rules)).toBe(expected);
  });
});

describe('roundToTick (exact, bignumber.js)', () => {
  it.each<[string | number | BigNumber, string | number, TickDirection, string | null]>([
    [new BigNumber('0.1').plus('0.2'), '0.1', 'up', '0.3'], // exactly 0.3: already on the tick
    [new BigNumber('0.1').plus('0.2'), '0.1', 'down', '0.3'],
    [0.1 + 0.2, '0.1', 'down', '0.3'], // the float 0.30000000000000004 taken exactly
    [0.1 + 0.2, '0.1', 'up', '0.4'],
    ['1.17', '0.05', 'up', '1.20'],
    ['1.17', '0.05', 'down', '1.15'],
    ['1.17', '0.05', 'nearest', '1.15'],
    ['1.175', '0.05', 'nearest', '1.20'], // tie: away from zero
    ['-1.175', '0.05', 'nearest', '-1.20'],
    ['-1.17', '0.05', 'down', '-1.20'], // down = towards −∞
    ['-1.17', '0.05', 'up', '-1.15'],
    ['100.3', '0.5', 'up', '100.5'],
    ['100.3', 5, 'down', '100'],
    ['123456789.123456789', '0.00000001', 'down', '123456789.12345678'],
    ['1', '0', 'up', null],
    ['1', '-0.5', 'up', null],
    ['abc', '0.5', 'up', null],
    ['1', 'NaN', 'up', null],
  ])('%s to %s %s → %s', (value, tick, direction, expected) => {
    expect(roundToTick(value, tick, direction)).toBe(expected);
  });

  it('isOnTick', () => {
    expect(isOnTick('0.3', '0.1')).toBe(true);
    expect(isOnTick(0.1 + 0.2, '0.1')).toBe(false);
    expect(isOnTick('10', '2.5')).toBe(true);
    expect(isOnTick('10', '0')).toBe(false);
  });

  it.each<[string, string, 1 | -1, { min?: string; max?: string }, string | null]>([
    ['1.00', '0.05', 1, {}, '1.05'],
    ['1.02', '0.05', 1, {}, '1.05'], // off tick: to the neighbouring tick
    ['1.02', '0.05', -1, {}, '1.00'],
    ['99.99', '0.01', 1, { max: '99.99' }, '99.99'],
    ['0.1', '0.1', -1, { min: '0.1' }, '0.1'],
    ['', '1', 1, {}, '1'],
    ['5', '0', 1, {}, null],
  ])('stepByTick(%j, %j, %j, %j) → %j', (value, tick, dir, bounds, expected) => {
    expect(stepByTick(value, tick, dir, bounds)).toBe(expected);
  });
});

describe('wire scaling (positions.md §9)', () => {
  it.each<[WireScaledField, string | number | bigint, string | null]>([
    ['qtyX', '0.001', '100000'],
    ['qtyX', '1.23456789', '123456789'],
    ['qtyX', '0.123456789', '12345678'], // beyond 1e-8: cut towards zero
    ['qtyX', 50, '5000000000'],
    ['addToPositionBalanceE8', '-12.5', '-1250000000'],
    ['designatedMarginE8', '0.00000001', '1'],
    ['leverageE2', '10', '1000'],
    ['leverageE2', '12.5', '1250'],
    ['leverageE2', 0.29, '29'], // float 0.29 × 100 would be 28.999999999999996
    ['leverageE2', '0.01', '1'], // displayed minimal cross leverage
    ['triggerMmRateE2', '99.99', '9999'],
    ['triggerMmRateE2', '90', '9000'],
    ['trailValuePercentageE4', '0.1', '10'], // percent × 100 = fraction × 1e4
    ['trailValuePercentageE4', '100', '10000'],
    ['qtyX', 'abc', null],
    ['qtyX', Number.NaN, null],
    ['qtyX', '1e5', null], // exponent notation is refused in text
    ['qtyX', '-0', '0'],
  ])('toWire(%s, %j) → %j', (field, value, expected) => {
    expect(toWire(field, value)).toBe(expected);
  });

  it.each<[WireScaledField, string | number | bigint, string | null]>([
    ['qtyX', '100000', '0.001'],
    ['qtyX', 5000000000n, '50'],
    ['leverageE2', '1250', '12.5'],
    ['leverageE2', 1000, '10'],
    ['triggerMmRateE2', '9999', '99.99'],
    ['trailValuePercentageE4', '50', '0.5'],
    ['addToPositionBalanceE8', '-1250000000', '-12.5'],
    ['qtyX', 123456789012345678901234567890n, '1234567890123456789012.3456789'],
    ['qtyX', '', null],
  ])('fromWire(%s, %j) → %j', (field, wire, expected) => {
    expect(fromWire(field, wire)).toBe(expected);
  });

  it('bigint and generic forms', () => {
    expect(toWireBigInt('qtyX', '123456789012.12345678')).toBe(12345678901212345678n);
    expect(toWireBigInt('qtyX', 'x')).toBeNull();
    expect(scaleToInteger('1.5', 3)).toBe('1500');
    expect(scaleFromInteger('1500', 3)).toBe('1.5');
  });
});

describe('abbreviateNumber (K, M, B at 1e3, 1e6, 1e9)', () => {
  it.each<[string | number, number | undefined, string]>([
    [999, undefined, '999'],
    ['999.999', undefined, '999.99'],
    [1000, undefined, '1K'],
    [1500, undefined, '1.5K'],
    [999999.99, undefined, '999.99K'], // cut, never 1000K
    [1e6, undefined, '1M'],
    [1234567, undefined, '1.23M'],
    [1e9, undefined, '1B'],
    ['1234567890123', undefined, '1234.56B'],
    [-1500, undefined, '-1.5K'],
    [1234567, 0, '1M'],
    [0, undefined, '0'],
    ['-0.001', undefined, '0'],
    ['abc', undefined, '--'],
  ])('%j (decimals %j) → %j', (value, decimals, expected) => {
    expect(abbreviateNumber(value, decimals)).toBe(expected);
  });
});

describe('display precisions (positions.md §3, §9)', () => {
  it('option position precisions are the spec table', () => {
    expect(OPTION_POSITION_PRECISION).toEqual({
      quantity: 3,
      entryPrice: 2,
      positionIM: 4,
      positionMM: 4,
      delta: 4,
      gamma: 5,
      vega: 4,
      theta: 4,
      markPrice: 2,
      iv: 1,
      roi: 2,
      positionUPL: 4,
      positionRPL: 4,
      value: 2,
    });
  });

  it.each<[OptionPositionField, string | number, string]>([
    ['quantity', '1.5', '1.500'],
    ['gamma', '0.000123456', '0.00012'],
    ['iv', '65.55', '65.6'],
    ['markPrice', '12345.675', '12,345.68'],
    ['positionUPL', '-0.123456', '-0.1235'],
    ['delta', 'NaN', '--'],
  ])('%s %j → %j', (field, value, expected) => {
    expect(formatOptionPositionField(field, value)).toBe(expected);
  });

  it('ROI and share fractions', () => {
    expect(formatRoiPercent('0.12345')).toBe('12.35%');
    expect(formatRoiPercent('0.12345', 4)).toBe('12.3450%');
    expect(formatRoiPercent(null)).toBe('--');
    expect(shareFractionDigits('usdc')).toBe(2);
    expect(shareFractionDigits('linear')).toBe(2);
    expect(shareFractionDigits('other')).toBe(5);
    expect(shareFractionDigits('other', 8)).toBe(8);
  });
});

describe('expiry codes and month order', () => {
  it('formats and parses DDMMMYY', () => {
    expect(formatExpiry(Date.UTC(2024, 11, 27, 8))).toBe('27DEC24');
    expect(formatExpiry(Date.UTC(2025, 0, 3, 8))).toBe('03JAN25');
    expect(formatExpiry(Number.NaN)).toBeNull();
    expect(parseExpiry('27DEC24')).toBe(Date.UTC(2024, 11, 27, 8));
    expect(parseExpiry('31FEB25')).toBeNull();
    expect(parseExpiry('27dec24')).toBeNull();
  });

  it('orders months JAN … DEC and expiries by date', () => {
    expect(['DEC', 'JAN', 'XYZ', 'MAR'].sort(compareMonths)).toEqual(['JAN', 'MAR', 'DEC', 'XYZ']);
    expect(monthIndex('sep')).toBe(8);
    expect(['28MAR25', 'junk', '03JAN25', '27DEC24'].sort(compareExpiries)).toEqual([
      '27DEC24',
      '03JAN25',
      '28MAR25',
      'junk',
    ]);
  });
});

describe('parseDecimal', () => {
  it.each<[unknown, string | null]>([
    ['1.50', '1.5'],
    [' 2 ', '2'],
    [12n, '12'],
    [Infinity, null],
    ['1e3', null],
    [new BigNumber('1e5000'), null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(parseDecimal(value as never)?.toFixed() ?? null).toBe(expected);
  });
});
