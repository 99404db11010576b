import type { Position } from 'shared-core';
import { wireOptionLong, wirePerpShort } from './fixtures';
import {
  applyPositionChange,
  decimalsOf,
  decodePartial,
  decodeSnapshot,
  isOptionSymbol,
  leverageOf,
  positionKey,
  positionRowView,
  roiPercent,
} from './rules';

describe('decodeSnapshot', () => {
  it('maps compact keys to full names and drops zero-size and unreadable rows', () => {
    const list = decodeSnapshot([wireOptionLong, { ...wirePerpShort, sz: '0' }, { s: 'X' }, null, 'junk']);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      symbol: 'BTC-27DEC24-100000-C',
      side: 'Buy',
      size: '1.5',
      entryPrice: '1250.5',
      positionIM: '1875.75',
    });
  });
  it('accepts rows already in full names', () => {
    expect(decodePartial({ symbol: 'ETHUSDT', size: '1' })).toEqual({ symbol: 'ETHUSDT', size: '1' });
  });
});

describe('applyPositionChange', () => {
  const base = (): Record<string, Position> => {
    const [p] = decodeSnapshot([wireOptionLong]);
    return { [positionKey(p!)]: p! };
  };
  it.each([
    [
      'merges a partial change into a known position',
      { symbol: 'BTC-27DEC24-100000-C', positionIdx: 0, markPrice: '1400' },
      1,
      '1400',
    ],
    [
      'removes a position whose size becomes zero',
      { symbol: 'BTC-27DEC24-100000-C', positionIdx: 0, size: '0' },
      0,
      undefined,
    ],
    [
      'ignores a partial change of an unknown position',
      { symbol: 'ETH-27DEC24-3000-P', positionIdx: 0, markPrice: '1' },
      1,
      '1300.25',
    ],
    ['adds a complete new position', { symbol: 'ETHUSDT', side: 'Buy', size: '2', positionIdx: 1 }, 2, '1300.25'],
  ] as const)('%s', (_name, change, count, mark) => {
    const byKey = base();
    applyPositionChange(byKey, change as Partial<Position>);
    expect(Object.keys(byKey)).toHaveLength(count);
    expect(byKey['BTC-27DEC24-100000-C:0']?.markPrice).toBe(mark);
  });
});

describe('row view', () => {
  it.each([
    ['1000', '10'],
    ['250', '2.5'],
    [undefined, '--'],
    ['abc', '--'],
  ])('leverage %s → %s', (input, out) => expect(leverageOf(input)).toBe(out));

  it.each([
    [{ ROI: '-16.66' }, '-16.66'],
    [{ roi: '0.0398' }, '3.98'],
    [{}, undefined],
  ])('roiPercent %j', (p, out) => expect(roiPercent(p)).toBe(out));

  it.each([
    ['60000.5', 1],
    ['60000', 1],
    ['0.000012345', 8],
    [undefined, 1],
  ])('decimalsOf %s', (v, out) => expect(decimalsOf(v, 1, 8)).toBe(out));

  it.each([
    ['BTC-27DEC24-100000-C', true],
    ['ETH-03JAN25-3500-P', true],
    ['BTCUSDT', false],
  ])('isOptionSymbol %s', (s, out) => expect(isOptionSymbol(s)).toBe(out));

  it('formats an option with the spec precisions (positions.md §3)', () => {
    const [p] = decodeSnapshot([wireOptionLong]);
    expect(positionRowView(p!)).toMatchObject({
      isOption: true,
      optionType: 'call',
      size: '1.500',
      entryPrice: '1,250.50',
      markPrice: '1,300.25',
      upl: '+74.6250',
      roi: '+3.98%',
      uplSign: 1,
      im: '1,875.7500',
      mm: '0.0000',
    });
  });

  it('formats a perpetual at its price precision with a leverage tag', () => {
    const [p] = decodeSnapshot([wirePerpShort]);
    expect(positionRowView(p!)).toMatchObject({
      isOption: false,
      marginTag: { mode: 'cross', leverage: '10' },
      entryPrice: '60,000.5',
      markPrice: '61,000.1',
      upl: '-249.9000',
      roi: '-16.66%',
      uplSign: -1,
    });
  });

  it('shows a USDC contract at its session average price, other contracts at their entry price', () => {
    const settled = {
      entryPrice: '64500',
      sessionAvgPrice: '65012.5',
      size: '0.1',
      side: 'Buy' as const,
      positionIdx: 0 as const,
    };
    expect(positionRowView({ ...settled, symbol: 'BTCPERP' }).entryPrice).toBe('65,012.5');
    expect(positionRowView({ ...settled, symbol: 'BTC-27DEC24' }).entryPrice).toBe('65,012.5');
    expect(positionRowView({ ...settled, symbol: 'BTCUSDT' }).entryPrice).toBe('64,500.0');
  });

  it('never shows NaN for missing numbers', () => {
    const view = positionRowView({ symbol: 'BTCUSDT', side: 'Buy', size: '1', positionIdx: 0 });
    expect([view.entryPrice, view.markPrice, view.upl, view.roi, view.im]).toEqual(['--', '--', '--', '--', '--']);
  });
});
