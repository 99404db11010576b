import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import type { Position } from 'shared-core';
import {
  abbreviate,
  closedRecordFor,
  BONUS_AMOUNT,
  inviteLink,
  kindsFor,
  loyaltyBadge,
  pnlFraction,
  posterFileName,
  posterOf,
  roiFraction,
  showsValuePoster,
} from './share';

test('the invite link is {origin}/{language}/invite?ref={code}', () => {
  expect(inviteLink('https://trade.example', 'de', 'SIM00001')).toBe('https://trade.example/de/invite?ref=SIM00001');
  expect(inviteLink('http://localhost:3000/', 'ar-SA', 'A B')).toBe('http://localhost:3000/ar-SA/invite?ref=A%20B');
});

test.each([
  [2, 'VIP'],
  [3, 'PRO'],
  [0, null],
  [1, null],
  [undefined, null],
])('loyalty label %s → %s', (label, badge) => expect(loyaltyBadge(label)).toBe(badge));

test('the bonus amount is 5000', () => expect(BONUS_AMOUNT).toBe(5000));

test.each([
  ['999.999', 2, false, '999.99'],
  ['1000', 2, false, '1.00K'],
  ['1234567', 2, true, '+1.23M'],
  ['-2500000000', 2, false, '-2.50B'],
  ['0', 2, true, '0.00'],
  ['abc', 2, false, '--'],
])('abbreviate %s (%i decimals, signed %s) → %s', (v, dp, signed, expected) =>
  expect(abbreviate(v, dp, signed)).toBe(expected),
);

test.each([
  ['BTCUSDT', undefined, 2],
  ['BTCPERP', undefined, 2],
  ['BTCUSD', 8, 8],
  ['BTCUSD', undefined, 5],
])('PnL fraction of %s (upnlFraction %s) → %i', (symbol, f, expected) => expect(pnlFraction(symbol, f)).toBe(expected));

test('ROI decimals: 2, 4 for the option poster', () => {
  expect([roiFraction('openPosition'), roiFraction('closedProfit'), roiFraction('optionProfit')]).toEqual([2, 2, 4]);
});

test.each([
  [true, '1000001', true],
  [true, '1000000', false],
  [false, '5000000', false],
])('portfolio margin %s, mark value %s → value poster %s', (pm, value, expected) =>
  expect(showsValuePoster(pm, value)).toBe(expected),
);

test('kinds: options get the option poster; contracts the open one, closed profit with records', () => {
  expect(kindsFor({ symbol: 'BTC-27DEC24-60000-C' }, true)).toEqual(['optionProfit']);
  expect(kindsFor({ symbol: 'BTCUSDT' }, false)).toEqual(['openPosition']);
  expect(kindsFor({ symbol: 'BTCUSDT' }, true)).toEqual(['openPosition', 'closedProfit']);
});

const long = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.5',
  positionIdx: 0,
  entryPrice: '60000',
  markPrice: '61000.123',
  positionUPL: '1234.5678',
  ROI: '12.3456',
  positionValue: '30500',
} as Position;
const base = { position: long, closed: null, priceDecimals: 1, portfolioMargin: false, leverage: '10' } as const;

test('open position, ROI: headline ROI (2 decimals, down), PnL among the pairs', () => {
  expect(posterOf({ ...base, kind: 'openPosition', show: 'roi' })).toEqual({
    kind: 'openPosition',
    symbol: 'BTCUSDT',
    side: 'Buy',
    leverage: '10',
    headline: '+12.34%',
    headlineKind: 'roi',
    sign: 1,
    pairs: [
      { key: 'entryPrice', value: '60000.0' },
      { key: 'markPrice', value: '61000.1' },
      { key: 'pnl', value: '+1.23K' },
    ],
  });
});

test('open position, PnL: headline PnL abbreviated', () => {
  const m = posterOf({ ...base, kind: 'openPosition', show: 'pnl' });
  expect([m.headline, m.headlineKind, m.pairs.length]).toEqual(['+1.23K', 'pnl', 2]);
});

test('portfolio margin: no ROI (PnL instead); above 1e6 the value poster', () => {
  expect(posterOf({ ...base, kind: 'openPosition', show: 'roi', portfolioMargin: true }).headlineKind).toBe('pnl');
  const big = posterOf({
    ...base,
    kind: 'openPosition',
    show: 'roi',
    portfolioMargin: true,
    position: { ...long, positionValue: '2500000' },
  });
  expect([big.headline, big.headlineKind, big.sign]).toEqual(['2.50M', 'value', 0]);
});

test('option profit: ROI with 4 decimals', () => {
  const m = posterOf({
    ...base,
    kind: 'optionProfit',
    show: 'roi',
    position: { ...long, symbol: 'BTC-27DEC24-60000-C' } as Position,
  });
  expect(m.headline).toBe('+12.3456%');
});

test('closed profit: the record PnL, entry and exit', () => {
  const m = posterOf({
    ...base,
    kind: 'closedProfit',
    show: 'roi',
    closed: {
      symbol: 'BTCUSDT',
      side: 'Sell',
      closedSize: '1',
      avgEntryPrice: '62000',
      avgExitPrice: '60000',
      closedPnl: '2000',
      leverage: '',
      createdAt: 1,
    },
  });
  expect(m).toMatchObject({
    side: 'Sell',
    headline: '+2.00K',
    headlineKind: 'pnl',
    sign: 1,
    leverage: '10',
    pairs: [
      { key: 'entryPrice', value: '62000.0' },
      { key: 'exitPrice', value: '60000.0' },
    ],
  });
});

test('the file name is safe', () =>
  expect(posterFileName('BTC/USDT', 'openPosition', 'vertical')).toBe('BTCUSDT-openPosition-vertical.png'));

test('property: an abbreviation never shows more than the value (rounded down)', () =>
  fc.assert(
    fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (n) => {
      const v = new BigNumber(n.toString()).dividedBy(100);
      const text = abbreviate(v.toFixed(), 2);
      const m = /^(-?)(\d+\.\d+)([KMB]?)$/.exec(text);
      if (!m) return false;
      const unit = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[m[3] as '' | 'K' | 'M' | 'B'];
      const shown = new BigNumber(m[2]!).multipliedBy(unit);
      return shown.isLessThanOrEqualTo(v.abs()) && v.abs().minus(shown).isLessThan(new BigNumber(unit).dividedBy(100));
    }),
  ));

describe("closedRecordFor: the closed-profit poster takes this position side's newest record", () => {
  const rec = (side: 'Buy' | 'Sell', positionIdx: number, createdAt: number, symbol = 'BTCUSDT') => ({
    symbol,
    side,
    positionIdx,
    createdAt,
    closedSize: '0.1',
    avgEntryPrice: '60000',
    avgExitPrice: '61000',
    closedPnl: '100',
    leverage: '10',
  });
  it.each([
    [
      'one-way long: the newest long record',
      { side: 'Buy', positionIdx: 0 },
      [rec('Buy', 0, 1), rec('Buy', 0, 3), rec('Buy', 0, 2)],
      3,
    ],
    ['not the newer short of a reversal', { side: 'Buy', positionIdx: 0 }, [rec('Buy', 0, 1), rec('Sell', 0, 5)], 1],
    ['hedge short side: not the long side', { side: 'Sell', positionIdx: 2 }, [rec('Buy', 1, 9), rec('Sell', 2, 4)], 4],
    ['another symbol does not count', { side: 'Buy', positionIdx: 0 }, [rec('Buy', 0, 9, 'ETHUSDT')], null],
    ['no record', { side: 'Buy', positionIdx: 0 }, [], null],
  ] as const)('%s', (_name, at, records, createdAt) => {
    const p = { symbol: 'BTCUSDT', ...at } as Pick<Position, 'symbol' | 'side' | 'positionIdx'>;
    expect(closedRecordFor(p, records)?.createdAt ?? null).toBe(createdAt);
  });
  it('a record without positionIdx (older server) counts as one-way', () => {
    const { positionIdx: _omitted, ...old } = rec('Buy', 0, 7);
    expect(closedRecordFor({ symbol: 'BTCUSDT', side: 'Buy', positionIdx: 0 }, [old])?.createdAt).toBe(7);
  });
});
