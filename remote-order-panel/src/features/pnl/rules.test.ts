import fc from 'fast-check';
import { EMPTY_VALUE } from 'shared-core';
import { BTCUSDT_CONFIG } from '../history/fixtures';
import { wireClosedOrder, wireClosedPosition } from './fixtures';
import { closedOrderRow, closedPositionRow, formatPnl, inPnl, pnlSubTabs, toneOf, visiblePnlRows } from './rules';

describe('P&L sub-tabs (order-panel §2.2, §6)', () => {
  it.each([
    [false, ['closedOrders', 'closedPositions']],
    [true, []],
  ])('demo %s → %j', (demo, tabs) => expect(pnlSubTabs({ demo })).toEqual(tabs));
});

describe('what P&L lists (§3: spot and options excluded)', () => {
  it.each<[string, Parameters<typeof inPnl>[1], boolean]>([
    ['BTCUSDT', 'ALL', true],
    ['BTCUSDT', 'DERIVATIVES', true],
    ['BTCUSDT', 'EXPIRY', false],
    ['BTC-27DEC24-100000-C', 'ALL', false],
    ['BTC-27DEC24-100000-C', 'OPTIONS', false],
    ['BTCUSDT', 'OPTIONS', false],
    ['BTCUSDT', 'SPOT', false],
  ])('%s under %s: %s', (symbol, filter, listed) => expect(inPnl(symbol, filter)).toBe(listed));

  it('only the page symbol unless all markets', () => {
    const rows = [wireClosedOrder(), wireClosedOrder({ orderId: 'x', symbol: 'ETHUSDT' })];
    const opts = { instrumentFilter: 'ALL' as const, currentSymbol: 'ETHUSDT' };
    expect(visiblePnlRows(rows, { ...opts, allMarkets: false }).map((r) => r.orderId)).toEqual(['x']);
    expect(visiblePnlRows(rows, { ...opts, allMarkets: true })).toHaveLength(2);
  });
});

describe('signed P&L', () => {
  it.each<[string | undefined, number | undefined, string, string]>([
    ['10.005', 4, 'en', '+10.0050'],
    ['-3.2', 2, 'en', '-3.20'],
    ['0', 2, 'en', '0.00'],
    ['-0.0001', 2, 'en', '0.00'],
    ['-1234.5', 2, 'de', '-1.234,50'],
    ['12.5', undefined, 'en', '+12.5'],
    ['abc', 2, 'en', EMPTY_VALUE],
    [undefined, 2, 'en', EMPTY_VALUE],
  ])('%s at %s (%s) → %s', (v, dp, locale, out) => expect(formatPnl(v, dp, locale)).toBe(out));

  it('the sign follows the value; the digits are the absolute value', () =>
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 8 }), (cents, dp) => {
        const value = (cents / 100).toFixed(2);
        const text = formatPnl(value, dp, 'en');
        const tone = toneOf(value);
        if (/[1-9]/.test(text)) expect(text[0]).toBe(tone === 'profit' ? '+' : '-');
        else expect(text).toMatch(/^[0.]+$/);
        expect(text.replace(/^[+-]/, '')).toBe(formatPnl(value.replace('-', ''), dp, 'en').replace(/^\+/, ''));
      }),
    ));
});

describe('rows at the symbol precision', () => {
  it('a closed order', () => {
    const r = closedOrderRow(wireClosedOrder({ closedPnl: '-3.21' }), BTCUSDT_CONFIG, 'de');
    expect(r).toMatchObject({
      qty: '0,010',
      entryPrice: '64.000,0',
      exitPrice: '65.000,5',
      pnl: '-3,2100',
      tone: 'loss',
    });
  });
  it('a closed position carries fees and the net P&L', () => {
    const r = closedPositionRow(wireClosedPosition(), BTCUSDT_CONFIG, 'en');
    expect(r).toMatchObject({
      side: 'Sell',
      pnl: '+500.0000',
      fees: '36.3000',
      netPnl: '+463.7000',
      netTone: 'profit',
    });
  });
  it('junk figures show as dashes, never NaN', () => {
    const r = closedPositionRow(wireClosedPosition({ closedPnl: 'NaN', fees: '' }), undefined, 'en');
    expect([r.pnl, r.fees]).toEqual([EMPTY_VALUE, EMPTY_VALUE]);
  });
});
