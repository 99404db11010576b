import {
  DEFAULT_TRADE_ROUTE,
  inverseFuturesSymbolOf,
  parseTradeRoute,
  routeOfSymbol,
  routeRedirect,
  routeStoreUpdate,
  sessionEndRoute,
  tradeRouteOfSelection,
  type TradeRoute,
} from './tradeRoutes';

/** Friday 1 Nov 2024 00:00 UTC: Dec 2024 is the current quarter, Nov 2024 the current month. */
const NOW = Date.UTC(2024, 10, 1);

describe('parseTradeRoute', () => {
  it.each<[string, TradeRoute | null]>([
    ['/trade/usdt/BTCUSDT', { page: 'usdt', symbol: 'BTCUSDT' }],
    ['/trade/usdt/BTCUSDT-27DEC24/', { page: 'usdt', symbol: 'BTCUSDT-27DEC24' }],
    ['/trade/futures/usdc/BTCPERP', { page: 'usdc', symbol: 'BTCPERP' }],
    ['/trade/futures/usdc/BTC-27DEC24', { page: 'usdc', symbol: 'BTC-27DEC24' }],
    ['/trade/inverse/BTCUSD', { page: 'inverse', symbol: 'BTCUSD' }],
    ['/trade/inverse/futures/BTCUSD_Q', { page: 'inverseFutures', coin: 'BTC', quoteCoin: 'USD', periodCode: 'Q' }],
    [
      '/trade/inverse/futures/ETHUSD_NBIW',
      { page: 'inverseFutures', coin: 'ETH', quoteCoin: 'USD', periodCode: 'NBIW' },
    ],
    ['/trade/inverse/futures/BTCUSD_X', null],
    ['/trade/inverse/futures/BTCUSDT_Q', null],
    ['/trade/option/usdc/BTC', { page: 'option', baseCoin: 'BTC' }],
    ['/trade/option/usdc/ETH', { page: 'option', baseCoin: 'ETH' }],
    ['/trade/option/usdc/%E0%A4%A', null],
    ['/trade/option/usdc/', null],
    ['/trade/usdt/A/B', null],
    ['/', null],
    ['/login', null],
    ['/trade', null],
  ])('%s', (path, expected) => {
    expect(parseTradeRoute(path)).toEqual(expected);
  });
});

describe('routeOfSymbol', () => {
  it.each<[string, string | null]>([
    ['BTCUSDT', '/trade/usdt/BTCUSDT'],
    ['BTCUSDT-27DEC24', '/trade/usdt/BTCUSDT-27DEC24'],
    ['BTCPERP', '/trade/futures/usdc/BTCPERP'],
    ['BTC-27DEC24', '/trade/futures/usdc/BTC-27DEC24'],
    ['BTCUSD', '/trade/inverse/BTCUSD'],
    ['BTCUSDZ24', '/trade/inverse/futures/BTCUSD_Q'],
    ['BTCUSDX24', '/trade/inverse/futures/BTCUSD_M'],
    ['BTC-27DEC24-100000-C', '/trade/option/usdc/BTC'],
    ['ETH-27DEC24-3000-P-USDT', '/trade/option/usdc/ETH'],
    ['BTC/USDT', null],
    ['garbage', null],
  ])('%s → %s', (symbol, expected) => {
    expect(routeOfSymbol(symbol, NOW)).toBe(expected);
  });
});

describe('inverseFuturesSymbolOf', () => {
  it.each<[Parameters<typeof inverseFuturesSymbolOf>[2], string | null]>([
    ['Q', 'BTCUSDZ24'],
    ['BIQ', 'BTCUSDH25'],
    ['NBIQ', 'BTCUSDM25'],
    ['M', 'BTCUSDX24'],
    ['BIM', 'BTCUSDF25'],
    ['NBIM', 'BTCUSDG25'],
    ['W', null],
    ['BIW', null],
  ])('BTCUSD_%s → %s', (code, expected) => {
    expect(inverseFuturesSymbolOf('BTC', 'USD', code, NOW)).toBe(expected);
  });

  it('round-trips with routeOfSymbol', () => {
    for (const code of ['Q', 'BIQ', 'NBIQ', 'M', 'BIM', 'NBIM'] as const) {
      const symbol = inverseFuturesSymbolOf('ETH', 'USD', code, NOW);
      expect(routeOfSymbol(symbol!, NOW)).toBe(`/trade/inverse/futures/ETHUSD_${code}`);
    }
  });
});

describe('routeRedirect', () => {
  it.each<[string, string | null, string | null]>([
    // "/" and unknown paths → the default option route
    ['/', null, DEFAULT_TRADE_ROUTE],
    ['/', 'BTCUSDT', DEFAULT_TRADE_ROUTE],
    ['/nowhere', null, DEFAULT_TRADE_ROUTE],
    ['/trade/inverse/futures/BTCUSD_X', null, DEFAULT_TRADE_ROUTE],
    // sign-in pages stay
    ['/login', null, null],
    ['/register', 'BTCUSDT', null],
    // nothing current: stay
    ['/trade/usdt/BTCUSDT', null, null],
    // same type: stay (even for another symbol of that type)
    ['/trade/usdt/BTCUSDT', 'BTCUSDT', null],
    ['/trade/usdt/BTCUSDT', 'ETHUSDT', null],
    ['/trade/option/usdc/BTC', 'BTC-27DEC24-100000-C', null],
    ['/trade/option/usdc/BTC', 'ETH-27DEC24-3000-P', null],
    ['/trade/inverse/BTCUSD', 'BTCUSD', null],
    ['/trade/inverse/futures/BTCUSD_Q', 'BTCUSDZ24', null],
    // USDC perpetual ↔ USDC futures and linear perpetual ↔ linear futures share a page
    ['/trade/futures/usdc/BTCPERP', 'BTC-27DEC24', null],
    ['/trade/futures/usdc/BTC-27DEC24', 'BTCPERP', null],
    ['/trade/usdt/BTCUSDT', 'BTCUSDT-27DEC24', null],
    // type differs → the symbol's route
    ['/trade/option/usdc/BTC', 'BTCUSDT', '/trade/usdt/BTCUSDT'],
    ['/trade/option/usdc/BTC', 'BTCPERP', '/trade/futures/usdc/BTCPERP'],
    ['/trade/option/usdc/BTC', 'BTCUSD', '/trade/inverse/BTCUSD'],
    ['/trade/option/usdc/BTC', 'BTCUSDZ24', '/trade/inverse/futures/BTCUSD_Q'],
    ['/trade/usdt/BTCUSDT', 'BTC-27DEC24-100000-C', '/trade/option/usdc/BTC'],
    ['/trade/usdt/BTCUSDT', 'ETH-27DEC24-3000-P-USDT', '/trade/option/usdc/ETH'],
    ['/trade/usdt/BTCUSDT', 'BTC-27DEC24', '/trade/futures/usdc/BTC-27DEC24'],
    ['/trade/futures/usdc/BTCPERP', 'BTCUSDT', '/trade/usdt/BTCUSDT'],
    ['/trade/inverse/BTCUSD', 'BTCUSDH25', '/trade/inverse/futures/BTCUSD_BIQ'],
    ['/trade/inverse/futures/BTCUSD_Q', 'BTCUSD', '/trade/inverse/BTCUSD'],
    // USDT options use the one option route: already there
    ['/trade/option/usdc/ETH', 'ETH-27DEC24-3000-P-USDT', null],
    // a symbol with no page, or an unknown one: stay
    ['/trade/usdt/BTCUSDT', 'BTC/USDT', null],
    ['/trade/usdt/BTCUSDT', 'garbage', null],
    ['/trade/usdt/BTCUSDT', 'BTCUSDZ23', null],
  ])('%s with %s → %s', (path, symbol, expected) => {
    expect(routeRedirect(path, symbol, NOW)).toBe(expected);
  });
});

describe('routeStoreUpdate', () => {
  const none = { currentSymbol: null, currentUnderlying: null };
  it.each<[string, { currentSymbol: string | null; currentUnderlying: string | null }, object]>([
    ['/trade/usdt/BTCUSDT', none, { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' }],
    ['/trade/usdt/BTCUSDT', { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' }, {}],
    ['/trade/futures/usdc/ETHPERP', none, { currentSymbol: 'ETHPERP', currentUnderlying: 'ETH' }],
    ['/trade/inverse/BTCUSD', { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' }, { currentSymbol: 'BTCUSD' }],
    ['/trade/inverse/futures/BTCUSD_BIQ', none, { currentSymbol: 'BTCUSDH25', currentUnderlying: 'BTC' }],
    // weekly codes name no contract: the page shows no symbol rather than bouncing away
    [
      '/trade/inverse/futures/BTCUSD_W',
      { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' },
      { currentSymbol: null },
    ],
    // an unknown symbol in the URL changes nothing
    ['/trade/usdt/garbage', { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' }, {}],
    // option route: sets the underlying, keeps an option of that underlying, clears anything else
    ['/trade/option/usdc/BTC', none, { currentUnderlying: 'BTC' }],
    ['/trade/option/usdc/BTC', { currentSymbol: 'BTC-27DEC24-100000-C', currentUnderlying: 'BTC' }, {}],
    [
      '/trade/option/usdc/BTC',
      { currentSymbol: 'ETH-27DEC24-3000-P', currentUnderlying: 'ETH' },
      { currentSymbol: null, currentUnderlying: 'BTC' },
    ],
    ['/trade/option/usdc/BTC', { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' }, { currentSymbol: null }],
  ])('%s from %j → %j', (path, state, expected) => {
    expect(routeStoreUpdate(parseTradeRoute(path)!, state, NOW)).toEqual(expected);
  });

  it('after the update, the route needs no redirect (back/forward never bounce)', () => {
    const states = [
      none,
      { currentSymbol: 'BTC-27DEC24-100000-C', currentUnderlying: 'BTC' },
      { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' },
      { currentSymbol: 'BTCUSDZ24', currentUnderlying: 'BTC' },
    ];
    const paths = [
      '/trade/usdt/ETHUSDT',
      '/trade/futures/usdc/BTC-27DEC24',
      '/trade/inverse/BTCUSD',
      '/trade/inverse/futures/BTCUSD_Q',
      '/trade/inverse/futures/BTCUSD_W',
      '/trade/option/usdc/ETH',
    ];
    for (const state of states)
      for (const path of paths) {
        const next = { ...state, ...routeStoreUpdate(parseTradeRoute(path)!, state, NOW) };
        expect([path, routeRedirect(path, next.currentSymbol, NOW)]).toEqual([path, null]);
      }
  });
});

describe('sessionEndRoute (a session end switches the module to Trade)', () => {
  const none = { currentSymbol: null, currentUnderlying: null };

  it('stays on a trading route and on the sign-in pages', () => {
    expect(
      sessionEndRoute('/trade/usdt/BTCUSDT', { currentSymbol: 'BTCUSDT', currentUnderlying: 'BTC' }, NOW),
    ).toBeNull();
    expect(sessionEndRoute('/trade/option/usdc/ETH', none, NOW)).toBeNull();
    expect(sessionEndRoute('/login', none, NOW)).toBeNull();
    expect(sessionEndRoute('/register', none, NOW)).toBeNull();
  });

  it("goes from another module's route to the trading route of the current instrument", () => {
    expect(sessionEndRoute('/assets/overview', { currentSymbol: 'ETHUSDT', currentUnderlying: 'ETH' }, NOW)).toBe(
      '/trade/usdt/ETHUSDT',
    );
    expect(
      sessionEndRoute('/copy-trade', { currentSymbol: 'BTC-27DEC24-100000-C', currentUnderlying: 'BTC' }, NOW),
    ).toBe('/trade/option/usdc/BTC');
    expect(sessionEndRoute('/assets', { currentSymbol: null, currentUnderlying: 'SOL' }, NOW)).toBe(
      '/trade/option/usdc/SOL',
    );
    expect(sessionEndRoute('/', none, NOW)).toBe(DEFAULT_TRADE_ROUTE);
  });

  it('an instrument with no trading page falls back to the underlying, then the default route', () => {
    expect(tradeRouteOfSelection({ currentSymbol: 'BTC/USDT', currentUnderlying: 'ETH' }, NOW)).toBe(
      '/trade/option/usdc/ETH',
    );
    expect(tradeRouteOfSelection({ currentSymbol: 'nonsense', currentUnderlying: null }, NOW)).toBe(
      DEFAULT_TRADE_ROUTE,
    );
  });
});
