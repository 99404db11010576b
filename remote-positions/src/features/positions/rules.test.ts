// The row view of positions.md §2, §3, §6, table by table. Decoding, leverage scaling, ROI and the
// precision table are shared-core's (domain/positions/positions.test.ts).
import { decodePositionSnapshot, type AccountKind, type Position } from 'shared-core';
import { ACCOUNTS, fixtureConfigs, wireOptionLong, wirePerpIsolatedLong, wirePerpShort } from './fixtures';
import { positionRowView, priceOrDash, type RowContext } from './rules';

const ctx = (extra: Partial<RowContext> = {}): RowContext => ({
  account: ACCOUNTS.uta2,
  config: undefined,
  lossCoverage: false,
  now: Date.UTC(2024, 10, 1),
  ...extra,
});
const decode = (wire: unknown): Position => decodePositionSnapshot([wire])[0]!;

describe('row view: precision (positions.md §3)', () => {
  it('formats an option with the option precisions, IV and greeks', () => {
    const p = decode({ ...wireOptionLong, iv: '0.5512', de: '0.123456', ga: '0.0000123', ve: '12.34567', th: '-5.5' });
    expect(positionRowView(p, ctx())).toMatchObject({
      isOption: true,
      optionType: 'call',
      size: '1.500',
      entryPrice: '1,250.50',
      markPrice: '1,300.25',
      iv: '55.1%',
      upl: '+74.6250',
      roi: '+3.98%',
      uplSign: 1,
      im: '1,875.7500',
      mm: '0.0000',
      delta: '+0.1235',
      gamma: '+0.00001',
      vega: '+12.3457',
      theta: '-5.5000',
      mmrClose: null,
      adl: 0,
    });
  });

  it.each([
    ['from the symbol config', fixtureConfigs.BTCUSDT, '60,000.5', '0.250'],
    ['fallback before the config is in (not the wire decimals)', undefined, '60,000.50', '0.250'],
    [
      'a config with 0 price decimals',
      { ...fixtureConfigs.BTCUSDT!, priceFraction: 0, tickSize: '1' },
      '60,001',
      '0.250',
    ],
  ])('contracts: %s', (_, config, entry, size) => {
    const view = positionRowView(decode(wirePerpShort), ctx({ config }));
    expect([view.entryPrice, view.size]).toEqual([entry, size]);
  });

  it('shows a USDC contract at its session average price, other contracts at their entry price', () => {
    const settled = {
      entryPrice: '64500',
      sessionAvgPrice: '65012.5',
      size: '0.1',
      side: 'Buy' as const,
      positionIdx: 0 as const,
    };
    expect(positionRowView({ ...settled, symbol: 'BTCPERP' }, ctx()).entryPrice).toBe('65,012.50');
    expect(positionRowView({ ...settled, symbol: 'BTCPERP' }, ctx()).sessionAverage).toBe(true);
    expect(positionRowView({ ...settled, symbol: 'BTCUSDT' }, ctx()).entryPrice).toBe('64,500.00');
  });

  it('never shows NaN for missing numbers', () => {
    const view = positionRowView({ symbol: 'BTCUSDT', side: 'Buy', size: '1', positionIdx: 0 }, ctx());
    expect([view.entryPrice, view.markPrice, view.upl, view.roi, view.im, view.liqPrice, view.breakEven]).toEqual(
      Array(7).fill('--'),
    );
  });
});

describe('row view: cells (positions.md §2)', () => {
  const iso = decode(wirePerpIsolatedLong);

  it('shows leverage, margin mode, perp tag, TP/SL, trailing stop, break-even, MMR close and ADL', () => {
    expect(positionRowView(iso, ctx({ config: fixtureConfigs.ETHUSDT }))).toMatchObject({
      marginTag: { mode: 'isolated', leverage: '5' },
      perpetual: true,
      liqPrice: '2,500.25',
      breakEven: '3,101.90',
      takeProfit: '3,500.00',
      stopLoss: '2,900.00',
      trailingStop: '50.00',
      mmrClose: '80.00%',
      adl: 4,
      canAdjustMargin: true,
    });
  });

  it.each([
    ['cross', { iso: false }, false],
    ['isolated, no entry price', { ep: '0' }, false],
    ['isolated with size and entry', {}, true],
  ])('adjust-margin button: %s → %s', (_, extra, shown) => {
    expect(positionRowView(decode({ ...wirePerpIsolatedLong, ...extra }), ctx()).canAdjustMargin).toBe(shown);
  });

  it("shows '--' for an empty break-even, TP/SL and trailing stop ('0' on the wire)", () => {
    const v = positionRowView(decode({ ...wirePerpShort, bep: '0', tp: '0', sl: '', ts: '0' }), ctx());
    expect([v.breakEven, v.takeProfit, v.stopLoss, v.trailingStop]).toEqual(['--', '--', '--', '--']);
  });

  it.each<[string, AccountKind, string, string | null]>([
    ['UTA2', ACCOUNTS.uta2, '2,500.25', '80.00%'],
    ['portfolio margin', ACCOUNTS.pm, '--', null],
    ['classic leader, linear symbol', ACCOUNTS.leader, '2,500.25', '80.00%'],
  ])('%s: liquidation price %s, MMR close %s', (_, account, liq, mmr) => {
    const v = positionRowView(iso, ctx({ account, config: fixtureConfigs.ETHUSDT }));
    expect([v.liqPrice, v.mmrClose]).toEqual([liq, mmr]);
  });

  it("liquidation price reads '--' while the account's upgrade to unified is carried out", () => {
    const v = positionRowView(
      iso,
      ctx({ account: ACCOUNTS.leader, unifiedProcessing: true, config: fixtureConfigs.ETHUSDT }),
    );
    expect(v.liqPrice).toBe('--');
  });

  it('MMR close on a USDC contract: offered on UTA2, a dash on a classic account', () => {
    const usdc = decode({ ...wirePerpShort, s: 'BTCPERP', tmr: '0' });
    expect(positionRowView(usdc, ctx({ account: ACCOUNTS.uta2 })).mmrClose).toBe('--');
    expect(positionRowView(usdc, ctx({ account: ACCOUNTS.leader })).mmrClose).toBeNull();
  });

  it('the local-currency equivalent of the PnL', () => {
    const v = positionRowView(decode(wirePerpShort), ctx({ local: { currency: 'EUR', rate: '0.92' } }));
    expect(v.uplLocal).toBe('≈ -229.91 EUR');
    expect(positionRowView(decode(wirePerpShort), ctx()).uplLocal).toBeNull();
  });

  it.each([
    ['BTCUSDT', { href: '/trade/usdt/BTCUSDT', newTab: false }],
    ['BTCPERP', { href: '/trade/futures/usdc/BTCPERP', newTab: false }],
    ['BTC-27DEC24-100000-C', { href: '/trade/option/usdc/BTC', newTab: true }],
  ])('%s links to %j', (symbol, link) => {
    expect(positionRowView(decode({ ...wirePerpShort, s: symbol }), ctx()).link).toEqual(link);
  });
});

describe('row view: locale (decision 0010)', () => {
  it('German uses a decimal comma and a dot between thousands; the sign stays in front', () => {
    const v = positionRowView(
      decode(wirePerpShort),
      ctx({ locale: 'de', config: fixtureConfigs.BTCUSDT, local: { currency: 'EUR', rate: '0.92' } }),
    );
    expect([v.entryPrice, v.markPrice, v.upl, v.roi, v.uplLocal]).toEqual([
      '60.000,5',
      '61.000,1',
      '-249,9000',
      '-16,66%',
      '≈ -229,91 EUR',
    ]);
  });
});

describe('priceOrDash: a price that may mean "none" (the table and the TP/SL dialog)', () => {
  it.each([
    ['0', 'en', 1, '--'],
    ['', 'en', 1, '--'],
    [undefined, 'en', 1, '--'],
    ['-5', 'en', 1, '--'],
    ['58123.45', 'en', 1, '58,123.5'],
    ['58123.45', 'de', 2, '58.123,45'],
  ])('%s in %s at %i decimals → %s', (v, locale, decimals, shown) => {
    expect(priceOrDash(v, locale, decimals)).toBe(shown);
  });
});
