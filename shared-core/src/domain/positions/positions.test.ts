import fc from 'fast-check';
import {
  FALLBACK_CONTRACT_PRECISION,
  OPTION_PRECISION,
  adlBars,
  applyPositionChange,
  comparePositionsIn,
  decodePartialPosition,
  decodePositionSnapshot,
  entryPriceOf,
  formatRoi,
  leverageE2Of,
  leverageOf,
  localCurrencyOf,
  localEquivalent,
  positionCategoryOf,
  positionColumnKeys,
  positionKey,
  positionPrecision,
  positionTree,
  sortPositions,
} from '.';
import { accountKindOf } from '../account';
import { flattenTree } from '../table';
import type { Position } from '../wire/position';

const pos = (symbol: string, extra: Partial<Position> = {}): Position => ({
  symbol,
  side: 'Buy',
  size: '1',
  positionIdx: 0,
  ...extra,
});

describe('decoding (positions.md §3: compact keys on the wire)', () => {
  it('maps compact keys to names and drops unknown ones; full-name rows pass through', () => {
    expect(decodePartialPosition({ s: 'BTCUSDT', mp: '65000.5', zz: 1 })).toEqual({
      symbol: 'BTCUSDT',
      markPrice: '65000.5',
    });
    const full = { symbol: 'ETHUSDT', size: '2' };
    expect(decodePartialPosition(full)).toBe(full);
  });

  it('keeps only complete, nonzero rows of a snapshot', () => {
    const list = [
      { s: 'BTCUSDT', sd: 'Buy', sz: '0.5', pi: 0 },
      { s: 'ETHUSDT', sd: 'Sell', sz: '0', pi: 0 }, // flat: §2 only nonzero sizes
      { s: 'SOLUSDT', sd: 'Up', sz: '1', pi: 0 }, // bad side
      { s: 'ADAUSDT', sd: 'Buy', sz: 'abc', pi: 0 }, // bad size
      null,
      'junk',
    ];
    expect(decodePositionSnapshot(list).map((p) => p.symbol)).toEqual(['BTCUSDT']);
  });

  it('merges a partial push, removes on size 0, ignores a partial push of an unknown position', () => {
    const byKey: Record<string, Position> = { 'BTCUSDT:0': pos('BTCUSDT', { markPrice: '1' }) };
    applyPositionChange(byKey, { symbol: 'BTCUSDT', positionIdx: 0, markPrice: '2' });
    expect(byKey['BTCUSDT:0']).toMatchObject({ size: '1', markPrice: '2' });
    applyPositionChange(byKey, { symbol: 'ETHUSDT', markPrice: '3' });
    expect(Object.keys(byKey)).toEqual(['BTCUSDT:0']);
    applyPositionChange(byKey, { symbol: 'BTCUSDT', positionIdx: 0, size: '0' });
    expect(byKey).toEqual({});
  });

  it('keys hedge-mode sides apart', () => {
    expect(positionKey({ symbol: 'BTCUSDT', positionIdx: 1 })).toBe('BTCUSDT:1');
    expect(positionKey({ symbol: 'BTCUSDT', positionIdx: 2 })).toBe('BTCUSDT:2');
  });
});

describe('leverage scaling (positions.md §9: server value in hundredths)', () => {
  it.each([
    ['1000', '10'],
    ['1250', '12.5'],
    ['1', '0.01'],
    ['', '--'],
    ['0', '--'],
    ['abc', '--'],
    [undefined, '--'],
  ])('%s → %s', (wire, shown) => expect(leverageOf(wire)).toBe(shown));

  it('round-trips any leverage in hundredths (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), (e2) => {
        expect(leverageE2Of(leverageOf(String(e2)))).toBe(String(e2));
      }),
    );
  });
});

describe('ROI (positions.md §9: 2 decimals)', () => {
  it.each([
    [{ ROI: '12.345' }, '+12.35%'],
    [{ roi: '-0.031' }, '-3.10%'],
    [{ ROI: '', roi: '0.5' }, '+50.00%'],
    [{ ROI: 'x', roi: '0' }, '0.00%'],
    [{}, '--'],
  ])('%j → %s', (p, shown) => expect(formatRoi(p)).toBe(shown));
});

describe('precision (positions.md §3)', () => {
  it('options come from the one table', () => {
    expect(OPTION_PRECISION).toEqual({
      size: 3,
      entry: 2,
      im: 4,
      mm: 4,
      delta: 4,
      gamma: 5,
      vega: 4,
      theta: 4,
      mark: 2,
      iv: 1,
      roi: 2,
      upl: 4,
      rpl: 4,
      value: 2,
    });
    expect(positionPrecision(true, undefined)).toMatchObject({ price: 2, size: 3, margin: 4, pnl: 4 });
  });

  it.each([
    ['priceFraction and lotFraction', { priceFraction: 1, tickSize: '0.10', lotFraction: 3, lotStep: '0.001' }, 1, 3],
    ['tick and lot step when fractions are missing', { tickSize: '0.0001', lotStep: '1' }, 4, 0],
  ])('contracts: %s', (_, config, price, size) => {
    const p = positionPrecision(false, config as never);
    expect([p.price, p.size]).toEqual([price, size]);
  });

  it('a contract without its config uses the fallback, never the wire decimals', () => {
    expect(positionPrecision(false, undefined)).toBe(FALLBACK_CONTRACT_PRECISION);
  });
});

describe('entry price (positions.md §2: session average for USDC contracts)', () => {
  it.each([
    [pos('BTCUSDT', { entryPrice: '1', sessionAvgPrice: '2' }), '1'],
    [pos('BTCPERP', { entryPrice: '1', sessionAvgPrice: '2' }), '2'],
    [pos('BTC-27DEC24', { entryPrice: '1', sessionAvgPrice: '2', settleCoin: 'USDC' }), '2'],
    [pos('BTC-27DEC24-60000-C', { entryPrice: '1', sessionAvgPrice: '2', settleCoin: 'USDC' }), '1'],
  ])('%s', (p, shown) => expect(entryPriceOf(p)).toBe(shown));
});

describe('columns per account kind (positions.md §6)', () => {
  const kinds = {
    'UTA2 (demo@)': { accountType: 'UTA2' },
    'UTA (uta1@)': { accountType: 'UTA' },
    'portfolio margin (pm@)': { accountType: 'PM', marginMode: 'PORTFOLIO_MARGIN' },
    'demo trading (demotrading@)': { accountType: 'UTA2', isDemo: true },
    'copy-trade leader (leader@)': { accountType: 'REGULAR', copyTradeRole: 'leader' },
    'hedge (hedge@)': { accountType: 'UTA2', positionMode: 'BothSide' },
  } as const;
  it.each([
    ['UTA2 (demo@)', true, true, true],
    ['UTA (uta1@)', true, true, true],
    ['portfolio margin (pm@)', true, true, false],
    ['demo trading (demotrading@)', true, false, true],
    ['copy-trade leader (leader@)', false, false, true],
    ['hedge (hedge@)', true, true, true],
  ] as const)('%s: value %s, ADL %s, MMR close %s', (name, value, adl, mmr) => {
    const keys = positionColumnKeys(accountKindOf(kinds[name]), false);
    expect(keys.includes('value')).toBe(value);
    expect(keys.includes('adl')).toBe(adl);
    expect(keys.includes('mmrClose')).toBe(mmr);
    expect(keys[0]).toBe('contract');
    expect(keys.at(-1)).toBe('actions');
  });

  it('shows the greeks only when the account holds options', () => {
    const kind = accountKindOf({ accountType: 'UTA2' });
    expect(positionColumnKeys(kind, false)).not.toContain('delta');
    expect(positionColumnKeys(kind, true)).toEqual(expect.arrayContaining(['delta', 'gamma', 'vega', 'theta']));
  });

  it.each([
    [0, 0],
    [1, 1],
    [5, 5],
    [6, 0],
    [2.5, 0],
    [undefined, 0],
  ])('ADL rank %s lights %s bars', (rank, bars) => expect(adlBars(rank)).toBe(bars));
});

describe('tree form (positions.md §2)', () => {
  const list: Position[] = [
    pos('ETHUSDT'),
    pos('BTC-27DEC24-70000-P'),
    pos('BTC-29NOV24-80000-C'),
    pos('BTC-27DEC24-60000-P'),
    pos('BTC-27DEC24-60000-C'),
    pos('BTCUSDT', { positionIdx: 2, side: 'Sell' }),
    pos('BTCUSDT', { positionIdx: 1 }),
    pos('BTC-27DEC24', { settleCoin: 'USDC' }),
    pos('BTC-29NOV24', { settleCoin: 'USDC' }),
    pos('BTCPERP'),
    pos('ADAUSDT'),
  ];
  const tree = positionTree(list, (p) => ({ id: positionKey(p), value: p.symbol }));
  const rows = flattenTree(tree, {});

  it('groups asset → category → expiry (options) → symbol, coins alphabetical', () => {
    const shown = rows.map((r) => `${'  '.repeat(r.depth)}${r.kind === 'leaf' ? r.value : r.id}`);
    expect(shown).toEqual([
      'ADA',
      '  ADA/usdtPerp',
      '    ADAUSDT',
      'BTC',
      '  BTC/option',
      `    BTC/option/${Date.UTC(2024, 10, 29, 8)}`,
      '      BTC-29NOV24-80000-C',
      `    BTC/option/${Date.UTC(2024, 11, 27, 8)}`,
      '      BTC-27DEC24-60000-C',
      '      BTC-27DEC24-60000-P',
      '      BTC-27DEC24-70000-P',
      '  BTC/usdtPerp',
      '    BTCUSDT',
      '    BTCUSDT',
      '  BTC/usdcFuture',
      '    BTC-29NOV24',
      '    BTC-27DEC24',
      '    BTCPERP',
      'ETH',
      '  ETH/usdtPerp',
      '    ETHUSDT',
    ]);
  });

  it('keeps hedge sides by positionIdx', () => {
    const btc = rows.filter((r) => r.kind === 'leaf' && r.value === 'BTCUSDT').map((r) => r.id);
    expect(btc).toEqual(['BTCUSDT:1', 'BTCUSDT:2']);
  });

  it.each([
    ['BTC-27DEC24-60000-C', 'option'],
    ['BTCUSDT', 'usdtPerp'],
    ['BTCPERP', 'usdcFuture'],
    ['BTC-27DEC24', 'usdcFuture'],
    ['BTCUSD', 'future'],
  ] as const)('%s is in category %s', (symbol, category) => {
    expect(positionCategoryOf({ symbol, settleCoin: symbol === 'BTC-27DEC24' ? 'USDC' : undefined })).toBe(category);
  });

  it('orders the same whatever order the positions arrive in (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }), (shuffled) => {
        const again = flattenTree(
          positionTree(shuffled, (p) => ({ id: positionKey(p), value: p.symbol })),
          {},
        );
        expect(again.map((r) => r.id)).toEqual(rows.map((r) => r.id));
        expect(sortPositions(shuffled).map(positionKey)).toEqual(sortPositions(list).map(positionKey));
      }),
    );
  });

  it('sorts options by strike, call before put', () => {
    const [a, b] = [pos('BTC-27DEC24-60000-P'), pos('BTC-27DEC24-60000-C')];
    expect(comparePositionsIn('option', a, b)).toBeGreaterThan(0);
  });
});

describe('local currency (GET /api/exchange-rate)', () => {
  it.each([
    ['GLOBAL', 'en', 'USD'],
    ['GLOBAL', 'de', 'EUR'],
    ['GLOBAL', 'ar-SA', 'AED'],
    ['EU', 'en', 'EUR'],
    ['TR', 'en', 'TRY'],
    ['KZ', 'de', 'KZT'],
  ] as const)('site %s, language %s → %s', (site, language, currency) =>
    expect(localCurrencyOf(site, language)).toBe(currency),
  );

  it.each([
    ['10', '0.92', '+9.20'],
    ['-10', '0.92', '-9.20'],
    ['10', '0', '--'],
    [undefined, '1', '--'],
  ])('%s × %s → %s', (amount, rate, shown) => expect(localEquivalent(amount, rate)).toBe(shown));
});
