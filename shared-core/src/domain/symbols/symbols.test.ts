import {
  PERIOD_CODES,
  TRADE_TYPES,
  needsRouteRedirect,
  parseSymbolName,
  periodCodeOf,
  symbolDisplayName,
  tradeRouteOf,
  tradeTypeOf,
  type SymbolContext,
  type TradeType,
} from './index';

const at8 = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d, 8);
const NOW = Date.UTC(2024, 11, 18, 12); // Wednesday 18 Dec 2024

describe('trade type from the symbol name', () => {
  it.each<[string, SymbolContext, TradeType]>([
    ['BTCUSDT', {}, 'LinearPerpetual'],
    ['1000PEPEUSDT', {}, 'LinearPerpetual'],
    ['BTCUSDT-27DEC24', {}, 'LinearFutures'],
    ['BTCUSD', {}, 'InversePerpetual'],
    ['BTCUSDZ24', {}, 'InverseFutures'],
    ['ETHUSDH25', {}, 'InverseFutures'],
    ['BTCUSD10JAN25', {}, 'InverseFutures'], // weekly: the full date
    ['BTCUSD10JAN25', { uniform: true }, 'Uniform'],
    ['BTCUSD30FEB25', {}, 'Unknown'], // not a date
    ['BTCPERP', {}, 'UsdcPerpetual'],
    ['ETH-PERP', {}, 'UsdcPerpetual'],
    ['BTC-27DEC24', {}, 'UsdcFutures'],
    ['BTC-27DEC24-100000-C', {}, 'UsdcOption'],
    ['SOL-3JAN25-150-P', {}, 'Unknown'], // day must have two digits
    ['SOL-03JAN25-150.5-P', {}, 'UsdcOption'],
    ['BTC-27DEC24-100000-C-USDT', {}, 'UsdtOption'],
    ['BTC/USDT', {}, 'Spot'],
    ['BTCUSDT', { spot: true }, 'Spot'],
    ['BTCUSDT', { copyTrade: true }, 'COPY_TRADE'],
    ['BTCUSD', { uniform: true }, 'Uniform'],
    ['BTCUSDZ24', { uniform: true }, 'Uniform'],
    ['BTC-31FEB25', {}, 'Unknown'], // not a date
    ['BTC-27XYZ24-1-C', {}, 'Unknown'],
    ['BTCUSDA24', {}, 'Unknown'], // A is no month letter
    ['btcusdt', {}, 'Unknown'],
    ['', {}, 'Unknown'],
    ['BTC-27DEC24-100000-X', {}, 'Unknown'],
  ])('%s %j → %s', (symbol, ctx, expected) => {
    expect(tradeTypeOf(symbol, ctx)).toBe(expected);
    expect(TRADE_TYPES).toContain(expected);
  });
});

describe('parts and settle coin', () => {
  it.each([
    ['BTCUSDT', { baseCoin: 'BTC', quoteCoin: 'USDT', settleCoin: 'USDT', kind: 'perpetual' }],
    ['BTCUSD', { baseCoin: 'BTC', quoteCoin: 'USD', settleCoin: 'BTC', kind: 'perpetual' }],
    ['ETHUSDZ24', { baseCoin: 'ETH', settleCoin: 'ETH', expiryCode: 'Z24', deliveryTime: at8(2024, 12, 27) }],
    ['BTCUSDH25', { deliveryTime: at8(2025, 3, 28), kind: 'futures' }],
    [
      'SOLUSD03JAN25',
      { baseCoin: 'SOL', quoteCoin: 'USD', settleCoin: 'SOL', expiryCode: '03JAN25', deliveryTime: at8(2025, 1, 3) },
    ],
    ['BTCPERP', { baseCoin: 'BTC', settleCoin: 'USDC' }],
    ['BTC-27DEC24', { settleCoin: 'USDC', expiryCode: '27DEC24', deliveryTime: at8(2024, 12, 27), kind: 'futures' }],
    ['BTCUSDT-27DEC24', { baseCoin: 'BTC', settleCoin: 'USDT', deliveryTime: at8(2024, 12, 27) }],
    [
      'BTC-27DEC24-100000-C-USDT',
      { baseCoin: 'BTC', settleCoin: 'USDT', strike: '100000', optionType: 'C', kind: 'option' },
    ],
    [
      'ETH-03JAN25-3200-P',
      { baseCoin: 'ETH', settleCoin: 'USDC', strike: '3200', optionType: 'P', deliveryTime: at8(2025, 1, 3) },
    ],
    ['XYZ', { tradeType: 'Unknown', kind: null, baseCoin: '', settleCoin: '' }],
  ])('%s', (symbol, expected) => {
    expect(parseSymbolName(symbol)).toMatchObject(expected);
  });
});

describe('display name: settle coin appended to the first part', () => {
  it.each([
    ['BTC-27DEC24', 'BTCUSDC-27DEC24'],
    ['BTC-27DEC24-100000-C', 'BTCUSDC-27DEC24-100000-C'],
    ['BTC-27DEC24-100000-C-USDT', 'BTCUSDT-27DEC24-100000-C'],
    ['BTCPERP', 'BTCUSDC'],
    ['BTCUSDT', 'BTCUSDT'],
    ['BTCUSDZ24', 'BTCUSDZ24'],
  ])('%s → %s', (symbol, expected) => {
    expect(symbolDisplayName(symbol)).toBe(expected);
  });
});

describe('inverse futures period codes', () => {
  it.each<[string, number, string | null]>([
    ['27 Dec 2024: current quarter', at8(2024, 12, 27), 'Q'],
    ['28 Mar 2025: next quarter', at8(2025, 3, 28), 'BIQ'],
    ['27 Jun 2025: next-next quarter', at8(2025, 6, 27), 'NBIQ'],
    ['26 Sep 2025: too far', at8(2025, 9, 26), null],
    ['20 Dec 2024: this week', at8(2024, 12, 20), 'W'],
    ['3 Jan 2025: next week (27 Dec is a quarterly)', at8(2025, 1, 3), 'BIW'],
    ['10 Jan 2025: week after next', at8(2025, 1, 10), 'NBIW'],
    ['31 Jan 2025: current month', at8(2025, 1, 31), 'M'],
    ['28 Feb 2025: next month', at8(2025, 2, 28), 'BIM'],
    ['25 Apr 2025: next-next month (March is a quarterly)', at8(2025, 4, 25), 'NBIM'],
    ['delivered', at8(2024, 12, 13), null],
    ['not a Friday', at8(2024, 12, 26), null],
    ['not 08:00', Date.UTC(2024, 11, 27, 9), null],
  ])('%s → %s', (_name, t, expected) => {
    expect(periodCodeOf(t, NOW)).toBe(expected);
    if (expected) expect(PERIOD_CODES).toContain(expected);
  });
});

describe('trading-page routes', () => {
  it.each<[string, SymbolContext, string | null]>([
    ['BTCUSDT', {}, '/trade/usdt/BTCUSDT'],
    ['BTCUSDT-27DEC24', {}, '/trade/usdt/BTCUSDT-27DEC24'],
    ['BTCPERP', {}, '/trade/futures/usdc/BTCPERP'],
    ['BTC-27DEC24', {}, '/trade/futures/usdc/BTC-27DEC24'],
    ['BTCUSD', {}, '/trade/inverse/BTCUSD'],
    ['BTCUSDZ24', {}, '/trade/inverse/futures/BTCUSD_Q'],
    ['ETHUSDH25', {}, '/trade/inverse/futures/ETHUSD_BIQ'],
    ['BTCUSDF25', {}, '/trade/inverse/futures/BTCUSD_M'],
    ['BTCUSD20DEC24', {}, '/trade/inverse/futures/BTCUSD_W'],
    ['ETHUSD03JAN25', {}, '/trade/inverse/futures/ETHUSD_BIW'],
    ['BTCUSD10JAN25', {}, '/trade/inverse/futures/BTCUSD_NBIW'],
    ['BTCUSDU26', {}, null], // no period code that far out
    ['BTC-27DEC24-100000-C', {}, null],
    ['BTCUSDT', { spot: true }, null],
  ])('%s %j → %s', (symbol, ctx, expected) => {
    expect(tradeRouteOf(symbol, NOW, ctx)).toBe(expected);
  });

  it.each<[TradeType, TradeType, boolean]>([
    ['UsdcPerpetual', 'UsdcFutures', false],
    ['UsdcFutures', 'UsdcPerpetual', false],
    ['LinearPerpetual', 'LinearFutures', false], // one route for both
    ['LinearPerpetual', 'InversePerpetual', true],
    ['InversePerpetual', 'InverseFutures', true],
    ['InverseFutures', 'InverseFutures', false],
    ['UsdcPerpetual', 'LinearPerpetual', true],
  ])('page %s with a %s symbol redirects: %s', (route, symbol, expected) => {
    expect(needsRouteRedirect(route, symbol)).toBe(expected);
  });
});
