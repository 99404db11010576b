import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import type { Position } from 'shared-core';
import {
  latestOptionRecord,
  optionPnlFraction,
  optionPortfolioOf,
  optionPosterOf,
  optionRoiText,
  optionSettleCoin,
  optionVariantsFor,
  roiOnPremium,
  type OptionPosterInput,
} from './optionPoster';
import { optionCall, optionPut, optionRecord } from '../fixtures';

// positions.md §2 option profit (position PnL, order PnL, portfolio), §3 option precision, §9 fractions

const call = optionCall;
const put = optionPut;
const record = optionRecord;
const usdtCall = { ...call, symbol: 'BTC-27DEC24-100000-C-USDT', positionUPL: '1' } as Position;
const perp = { symbol: 'BTCUSDT', side: 'Buy', size: '1', positionIdx: 0, positionUPL: '99999' } as Position;
const base: OptionPosterInput = {
  variant: 'positionPnl',
  show: 'roi',
  position: call,
  record: null,
  portfolio: [],
  portfolioMargin: false,
};

test.each([
  [false, 0, ['positionPnl']],
  [true, 0, ['positionPnl', 'orderPnl']],
  [false, 2, ['positionPnl', 'portfolio']],
  [true, 1, ['positionPnl', 'orderPnl', 'portfolio']],
] as const)('order record %s, %i option positions → variants %j', (hasRecord, n, variants) =>
  expect(optionVariantsFor(hasRecord, n)).toEqual(variants),
);

test.each([
  ['BTC-27DEC24-100000-C', undefined, 'USDC'],
  ['BTC-27DEC24-100000-C-USDT', undefined, 'USDT'],
  ['BTC-27DEC24-100000-C', 'USDT', 'USDT'],
])('settle coin of %s (settleCoin %s) → %s', (symbol, settleCoin, coin) =>
  expect(optionSettleCoin({ symbol, settleCoin })).toBe(coin),
);

test.each([
  ['BTC-27DEC24-100000-C', 2],
  ['BTC-27DEC24-100000-C-USDT', 2],
])('§9 share fraction of the option %s → %i', (symbol, digits) => expect(optionPnlFraction(symbol)).toBe(digits));

test.each([
  ['25.04716', '+25.0471%'],
  ['-40', '-40.0000%'],
  ['-0.00009', '0.0000%'],
  ['0', '0.0000%'],
  [null, null],
])('option ROI %s → %s (4 decimals, cut toward zero)', (roi, text) =>
  expect(optionRoiText(roi === null ? null : new BigNumber(roi))).toBe(text),
);

test('ROI on premium: PnL over |premium| in percent; none without a premium', () => {
  expect(roiOnPremium(new BigNumber(225), new BigNumber(600))?.toFixed()).toBe('37.5');
  expect(roiOnPremium(new BigNumber(-160), new BigNumber(-400))?.toFixed()).toBe('-40');
  expect(roiOnPremium(new BigNumber(1), new BigNumber(0))).toBeNull();
  expect(roiOnPremium(null, new BigNumber(1))).toBeNull();
});

test('latest option record: the newest record of this symbol only, or the given order’s', () => {
  const older = { ...record, orderId: 'o-0', createdAt: 1 };
  const other = { ...record, orderId: 'o-9', symbol: 'ETH-27DEC24-3000-C', createdAt: 9 };
  expect(latestOptionRecord(call.symbol, [older, record, other])).toBe(record);
  expect(latestOptionRecord(call.symbol, [other])).toBeNull();
  // opened for an order (the order panel): that order's record, none for an order that reduced nothing
  expect(latestOptionRecord(call.symbol, [older, record, other], 'o-0')).toBe(older);
  expect(latestOptionRecord(call.symbol, [older, record], 'o-7')).toBeNull();
  expect(latestOptionRecord(call.symbol, [other], 'o-9')).toBeNull();
});

test('the portfolio: option positions of the same settle coin, none flat, no contracts', () => {
  const flat = { ...put, symbol: 'ETH-27DEC24-3000-P', size: '0' } as Position;
  expect(optionPortfolioOf(call, [call, put, usdtCall, perp, flat])).toEqual([call, put]);
  expect(optionPortfolioOf(usdtCall, [call, put, usdtCall, perp])).toEqual([usdtCall]);
});

describe('position PnL', () => {
  test.each([
    [
      'ROI headline (4 decimals), PnL among the pairs, prices at 2',
      base,
      {
        variant: 'positionPnl',
        symbol: call.symbol,
        side: 'Buy',
        leverage: null,
        headline: '+25.0471%',
        headlineKind: 'roi',
        sign: 1,
        pairs: [
          { key: 'entryPrice', value: '1200.00' },
          { key: 'markPrice', value: '1500.46' },
          { key: 'pnl', value: '+450.68' },
        ],
      },
    ],
    [
      'PnL headline for a short loss',
      { ...base, show: 'pnl', position: put },
      {
        side: 'Sell',
        headline: '-160.00',
        headlineKind: 'pnl',
        sign: -1,
        pairs: [
          { key: 'entryPrice', value: '500.00' },
          { key: 'markPrice', value: '700.00' },
        ],
      },
    ],
    [
      'portfolio margin: no ROI, PnL instead',
      { ...base, portfolioMargin: true },
      { headline: '+450.68', headlineKind: 'pnl' },
    ],
    [
      'K / M / B on a large PnL',
      { ...base, show: 'pnl', position: { ...call, positionUPL: '1234567.891' } as Position },
      { headline: '+1.23M' },
    ],
    [
      'a missing ROI falls back to PnL',
      { ...base, position: { ...call, ROI: undefined } as Position },
      { headlineKind: 'pnl' },
    ],
  ] as const)('%s', (_name, input, expected) =>
    expect(optionPosterOf(input as OptionPosterInput)).toMatchObject(expected),
  );
});

describe('order PnL (the closed-PnL record of the order)', () => {
  test.each([
    [
      'ROI on the premium closed against: 225 / (1200 × 0.5)',
      { ...base, variant: 'orderPnl', record },
      {
        variant: 'orderPnl',
        side: 'Buy',
        headline: '+37.5000%',
        headlineKind: 'roi',
        sign: 1,
        pairs: [
          { key: 'entryPrice', value: '1200.00' },
          { key: 'exitPrice', value: '1650.00' },
          { key: 'qty', value: '0.500' },
          { key: 'pnl', value: '+225.00' },
        ],
      },
    ],
    [
      'a short bought back dearer: a loss',
      {
        ...base,
        variant: 'orderPnl',
        show: 'pnl',
        record: { ...record, side: 'Sell', avgExitPrice: '1300', closedPnl: '-50' },
      },
      { side: 'Sell', headline: '-50.00', headlineKind: 'pnl', sign: -1 },
    ],
    [
      'no record: the position PnL',
      { ...base, variant: 'orderPnl', record: null },
      { variant: 'positionPnl', headline: '+25.0471%' },
    ],
  ] as const)('%s', (_name, input, expected) =>
    expect(optionPosterOf(input as OptionPosterInput)).toMatchObject(expected),
  );
});

describe('portfolio (the option positions of the settle coin)', () => {
  test.each([
    [
      'Σ PnL 290.6849 over Σ premium 1800 + 400: ROI 13.2129 %',
      { ...base, variant: 'portfolio', portfolio: [call, put] },
      {
        variant: 'portfolio',
        symbol: 'USDC',
        side: null,
        headline: '+13.2129%',
        headlineKind: 'roi',
        sign: 1,
        pairs: [
          { key: 'positions', value: '2' },
          { key: 'pnl', value: '+290.68' },
        ],
      },
    ],
    [
      'PnL headline',
      { ...base, variant: 'portfolio', show: 'pnl', portfolio: [put] },
      { headline: '-160.00', sign: -1, pairs: [{ key: 'positions', value: '1' }] },
    ],
    [
      'no option position: the position PnL',
      { ...base, variant: 'portfolio', portfolio: [] },
      { variant: 'positionPnl' },
    ],
  ] as const)('%s', (_name, input, expected) =>
    expect(optionPosterOf(input as OptionPosterInput)).toMatchObject(expected),
  );
});

test('property: the ROI shown never exceeds the ROI, and is within 0.0001 % of it', () =>
  fc.assert(
    fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (n) => {
      const roi = new BigNumber(n.toString()).dividedBy(1e6);
      const text = optionRoiText(roi);
      const m = /^\+?(-?\d+\.\d{4})%$/.exec(text ?? '');
      if (!m) return false;
      const shown = new BigNumber(m[1]!);
      return shown.abs().lte(roi.abs()) && roi.abs().minus(shown.abs()).lt('0.0001');
    }),
  ));

test('property: the portfolio PnL is the exact sum of the positions’ PnL', () =>
  fc.assert(
    fc.property(fc.array(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), { minLength: 1, maxLength: 8 }), (pnls) => {
      const positions = pnls.map(
        (n, k) =>
          ({
            ...call,
            symbol: `BTC-27DEC24-${1000 * (k + 1)}-C`,
            positionUPL: new BigNumber(n.toString()).dividedBy(100).toFixed(),
          }) as Position,
      );
      const sum = pnls.reduce((a, n) => a.plus(new BigNumber(n.toString()).dividedBy(100)), new BigNumber(0));
      const m = optionPosterOf({ ...base, variant: 'portfolio', show: 'pnl', portfolio: positions });
      return sum.abs().lt(1000) ? m.headline === `${sum.gt(0) ? '+' : ''}${sum.toFixed(2)}` : /[KM]$/.test(m.headline);
    }),
  ));
