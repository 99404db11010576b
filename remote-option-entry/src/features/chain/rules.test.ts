import {
  btcConfig,
  btcInstruments,
  EXPIRY_1,
  EXPIRY_2,
  fullChainInstruments,
  fullChainTickers,
  ticker,
} from './fixtures';
import {
  CHAIN_COLUMNS,
  DEFAULT_CHAIN_COLUMNS,
  atmStrikeOf,
  chainRows,
  chainRowView,
  chainUnderlying,
  createChainViewBuilder,
  effectiveExpiry,
  expiriesOf,
  expiryDateLabel,
  expiryLabel,
  moneynessOf,
  parseChainColumns,
  precisionOf,
  quoteView,
  serialiseChainColumns,
  sideColumns,
  timeToExpiry,
  toggleChainColumn,
  underlyingLineIndex,
  type ChainColumn,
} from './rules';

describe('chain rules', () => {
  it('lists expiries soonest first', () => expect(expiriesOf(btcInstruments.list)).toEqual([EXPIRY_1, EXPIRY_2]));

  it.each([
    [[EXPIRY_1, EXPIRY_2], null, EXPIRY_1],
    [[EXPIRY_1, EXPIRY_2], EXPIRY_2, EXPIRY_2],
    [[EXPIRY_1], EXPIRY_2, EXPIRY_1],
    [[], EXPIRY_2, null],
  ] as const)('effectiveExpiry(%j, %s) = %s', (list, chosen, out) => expect(effectiveExpiry(list, chosen)).toBe(out));

  it('labels an expiry with its code', () => expect(expiryLabel(EXPIRY_1)).toBe('27DEC24'));

  it('builds rows by ascending strike with call and put', () => {
    expect(chainRows(btcInstruments.list, EXPIRY_1)).toEqual([
      { strike: '60000', call: 'BTC-27DEC24-60000-C', put: 'BTC-27DEC24-60000-P' },
      { strike: '70000', call: 'BTC-27DEC24-70000-C', put: 'BTC-27DEC24-70000-P' },
    ]);
    expect(chainRows(btcInstruments.list, EXPIRY_2)).toEqual([{ strike: '65000', call: 'BTC-31JAN25-65000-C' }]);
    expect(chainRows(btcInstruments.list, null)).toEqual([]);
  });

  it.each([
    ['a full quote', ticker('S'), { bid: '5,300', mark: '5,321.12', ask: '5,345', iv: '55.1%', delta: '0.6123' }],
    ['an empty book side shows --', ticker('S', { bid1Price: '0', ask1Price: '' }), { bid: '--', ask: '--' }],
    ['a tiny price', ticker('S', { markPrice: '0.004', delta: '-0.00004' }), { mark: '0.00', delta: '-0.0000' }],
    ['garbage never shows NaN', ticker('S', { markPrice: 'abc', markIv: 'x' }), { mark: '--', iv: '--' }],
    ['no ticker yet', undefined, { bid: '--', mark: '--', ask: '--', iv: '--', delta: '--' }],
  ])('quoteView: %s', (_n, t, expected) => {
    expect(quoteView('S', t, precisionOf(btcConfig))).toMatchObject(expected);
  });

  it('uses the coin precisions, with defaults before the config arrives', () => {
    expect(precisionOf(btcConfig)).toEqual({ price: 0, mark: 2, size: 2, locale: 'en' });
    expect(precisionOf(null, 'de')).toEqual({ price: 2, mark: 2, size: 2, locale: 'de' });
  });

  it('shows figures in the trader’s language (German: decimal comma, point grouping)', () => {
    const view = chainRowView({ strike: '60000', call: 'C1' }, { C1: ticker('C1') }, precisionOf(btcConfig, 'de'));
    expect(view.strikeLabel).toBe('60.000');
    expect(view.call?.mark).toBe('5.321,12');
  });

  it('formats a row', () => {
    const view = chainRowView({ strike: '60000', call: 'C1' }, { C1: ticker('C1') }, precisionOf(btcConfig));
    expect(view.strikeLabel).toBe('60,000');
    expect(view.call?.mark).toBe('5,321.12');
    expect(view.put).toBeUndefined();
  });

  it.each([
    [
      'sizes, greeks, open interest and volume',
      ticker('S', { bid1Size: '1.5', ask1Size: '2', openInterest: '1234.5', volume24h: '0.01' }),
      {
        bidSize: '1.50',
        askSize: '2.00',
        gamma: '0.000010',
        vega: '12.30',
        theta: '-40.10',
        openInterest: '1,234.50',
        volume: '0.01',
      },
    ],
    ['no size without a price', ticker('S', { bid1Price: '0', bid1Size: '3' }), { bid: '--', bidSize: '--' }],
    ['an older server without OI and volume', ticker('S'), { openInterest: '--', volume: '--' }],
    [
      'rounds half up, never float',
      ticker('S', { openInterest: '0.005', vega: '1.005' }),
      { openInterest: '0.01', vega: '1.01' },
    ],
  ])('quoteView: %s', (_n, t, expected) => {
    expect(quoteView('S', t, precisionOf(btcConfig))).toMatchObject(expected);
  });
});

describe('chain columns', () => {
  it.each<[string, string | null | undefined, readonly ChainColumn[]]>([
    ['nothing stored', null, DEFAULT_CHAIN_COLUMNS],
    ['empty string', '', DEFAULT_CHAIN_COLUMNS],
    ['bad JSON', '{not json', DEFAULT_CHAIN_COLUMNS],
    ['not an array', '{"bid":true}', DEFAULT_CHAIN_COLUMNS],
    ['an empty array', '[]', DEFAULT_CHAIN_COLUMNS],
    ['only unknown names', '["foo", 3, null]', DEFAULT_CHAIN_COLUMNS],
    [
      'a choice, in the chain order, unknown and repeated names dropped',
      '["volume","bid","x","bid","mark"]',
      ['bid', 'mark', 'volume'],
    ],
  ])('parseChainColumns: %s', (_n, stored, expected) => expect(parseChainColumns(stored)).toEqual(expected));

  it('serialises what it parses', () => {
    expect(parseChainColumns(serialiseChainColumns(['theta', 'ask']))).toEqual(['ask', 'theta']);
  });

  it.each<[readonly ChainColumn[], ChainColumn, ChainColumn[]]>([
    [
      DEFAULT_CHAIN_COLUMNS,
      'gamma',
      ['bidSize', 'bid', 'mark', 'ask', 'askSize', 'iv', 'delta', 'gamma', 'openInterest'],
    ],
    [['bid', 'mark'], 'bid', ['mark']],
    [['mark'], 'mark', ['mark']], // the last column stays
    [['volume'], 'bidSize', ['bidSize', 'volume']],
  ])('toggleChainColumn(%j, %s) = %j', (visible, column, expected) =>
    expect(toggleChainColumn(visible, column)).toEqual(expected),
  );

  it('mirrors the put side around the strike', () => {
    expect(sideColumns(['iv', 'bid', 'ask'], 'call')).toEqual(['bid', 'ask', 'iv']);
    expect(sideColumns(['iv', 'bid', 'ask'], 'put')).toEqual(['iv', 'ask', 'bid']);
    expect(sideColumns(CHAIN_COLUMNS, 'put')[0]).toBe('volume');
  });
});

describe('the underlying, at the money and in the money', () => {
  const strikes = ['60000', '62000', '64000', '66000'];
  it.each([
    ['between two strikes', '64900', '64000', 3],
    ['nearer the upper one', '65100', '66000', 3],
    ['a tie goes to the lower strike', '65000', '64000', 3],
    ['exactly on a strike: the line goes above it', '62000', '62000', 1],
    ['below every strike', '100', '60000', 0],
    ['above every strike', '99999', '66000', 4],
  ])('%s (%s)', (_n, u, atm, line) => {
    expect(atmStrikeOf(strikes, u)).toBe(atm);
    expect(underlyingLineIndex(strikes, u)).toBe(line);
  });

  it('has no ATM and no line without an underlying', () => {
    expect(atmStrikeOf(strikes, null)).toBeNull();
    expect(atmStrikeOf([], '100')).toBeNull();
    expect(underlyingLineIndex(strikes, 'x')).toBeNull();
  });

  it.each([
    ['60000', { atm: false, callItm: true, putItm: false }],
    ['64000', { atm: true, callItm: true, putItm: false }],
    ['66000', { atm: false, callItm: false, putItm: true }],
  ])('moneyness of %s under 64,900', (strike, flags) => expect(moneynessOf(strike, '64900', '64000')).toEqual(flags));

  it('takes the forward from the options of the expiry, else the index', () => {
    const rows = [
      { strike: '1', call: 'A' },
      { strike: '2', put: 'B' },
    ];
    expect(chainUnderlying(rows, { B: ticker('B', { underlyingPrice: '101.5' }) }, '99')).toBe('101.5');
    expect(chainUnderlying(rows, { A: ticker('A', { underlyingPrice: '0' }) }, '99')).toBe('99');
    expect(chainUnderlying(rows, {}, undefined)).toBeNull();
  });

  it('builds the view: rows flagged, the line placed, unchanged rows kept as they were', () => {
    const build = createChainViewBuilder();
    const rows = chainRows(fullChainInstruments.list, EXPIRY_1);
    const tickers = Object.fromEntries(fullChainTickers.map((t) => [t.symbol, t]));
    const a = build(rows, tickers, precisionOf(btcConfig));
    expect(a.underlying).toBe('65012.34');
    expect(a.rows.filter((r) => r.atm).map((r) => r.strike)).toEqual(['65000']);
    expect(a.underlyingIndex).toBe(rows.findIndex((r) => r.strike === '66000'));
    expect(a.rows.find((r) => r.strike === '64000')).toMatchObject({ callItm: true, putItm: false });
    const changed = 'BTC-27DEC24-60000-C';
    const b = build(rows, { ...tickers, [changed]: { ...tickers[changed]!, markPrice: '1' } }, precisionOf(btcConfig));
    expect(b.rows.filter((r, i) => r !== a.rows[i]).map((r) => r.strike)).toEqual(['60000']);
    expect(build([], tickers, precisionOf(btcConfig))).toEqual({ rows: [], underlying: null, underlyingIndex: null });
  });
});

describe('expiry tabs', () => {
  const H = 3_600_000;
  it.each([
    [2 * 24 * H + 5 * H, { unit: 'd', count: 2 }],
    [24 * H, { unit: 'd', count: 1 }],
    [23 * H + 1, { unit: 'h', count: 24 }],
    [30 * 60_000, { unit: 'h', count: 1 }],
    [-5 * H, { unit: 'h', count: 0 }],
  ])('%s ms before the expiry: %j', (left, expected) =>
    expect(timeToExpiry(EXPIRY_1, EXPIRY_1 - left)).toEqual(expected),
  );

  it('labels the day in the trader language', () => {
    expect(expiryDateLabel(EXPIRY_1, 'en')).toBe('27 Dec');
    expect(expiryDateLabel(EXPIRY_1, 'de')).toMatch(/^27 Dez/);
    expect(expiryDateLabel(EXPIRY_1, 'ar-SA')).toMatch(/^27 /);
    expect(expiryDateLabel(EXPIRY_1, 'not a locale!')).toBe('27 Dec');
  });
});
