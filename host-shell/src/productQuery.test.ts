import type { InternalAxiosRequestConfig } from 'axios';
import { currentSymbolChanged, currentUnderlyingChanged } from 'shared-core';
import { createHostServices } from 'shared-http';
import { currentTradeType, productHttpOptions, productQueryOf, productQueryOfTradeType } from './productQuery';

const trading = (currentSymbol: string | null, currentUnderlying: string | null = null) => ({
  trading: { currentSymbol, currentUnderlying },
});

describe('product query (category and business line of /v5/ paths)', () => {
  it.each([
    ['LinearPerpetual', 'linear', 'usdt'],
    ['LinearFutures', 'linear', 'usdt'],
    ['COPY_TRADE', 'linear', 'usdt'],
    ['UsdcPerpetual', 'linear', 'usdc'],
    ['UsdcFutures', 'linear', 'usdc'],
    ['InversePerpetual', 'inverse', 'inverse'],
    ['InverseFutures', 'inverse', 'inverse'],
    ['Uniform', 'inverse', 'inverse'],
    ['UsdcOption', 'option', 'usdc'],
    ['UsdtOption', 'option', 'usdt'],
  ] as const)('%s → category %s, business line %s', (type, category, businessLine) => {
    expect(productQueryOfTradeType(type)).toEqual({ category, businessLine });
  });

  it('spot, unknown and no trade type send no product query', () => {
    expect(productQueryOfTradeType('Spot')).toEqual({});
    expect(productQueryOfTradeType('Unknown')).toEqual({});
    expect(productQueryOfTradeType(null)).toEqual({});
  });

  it("follows the current symbol's trade type, else the route's", () => {
    expect(productQueryOf(trading('BTCUSDT'), '/trade/usdt/BTCUSDT')).toEqual({
      category: 'linear',
      businessLine: 'usdt',
    });
    expect(productQueryOf(trading('BTC-27DEC30'), '/trade/futures/usdc/BTC-27DEC30')).toEqual({
      category: 'linear',
      businessLine: 'usdc',
    });
    expect(productQueryOf(trading('BTCUSDZ30'), '/trade/inverse/futures/BTCUSD_Q')).toEqual({
      category: 'inverse',
      businessLine: 'inverse',
    });
    // the option page before an option is picked: the route's type (USDC options)
    expect(productQueryOf(trading(null, 'BTC'), '/trade/option/usdc/BTC')).toEqual({
      category: 'option',
      businessLine: 'usdc',
    });
    // a USDT option on the option route
    expect(currentTradeType(trading('BTC-27DEC30-100000-C-USDT', 'BTC'), '/trade/option/usdc/BTC')).toBe('UsdtOption');
    // a widget just picked another trade type: the symbol wins (the URL follows it)
    expect(currentTradeType(trading('ETHUSD'), '/trade/option/usdc/BTC')).toBe('InversePerpetual');
    // a symbol with no product (spot) falls back to the route; the sign-in page has none
    expect(currentTradeType(trading('BTC/USDT'), '/trade/usdt/BTCUSDT')).toBe('LinearPerpetual');
    expect(productQueryOf(trading(null), '/login')).toEqual({});
  });
});

describe("the host's HTTP client with productHttpOptions", () => {
  function hostServices(deployment: { comingSoon?: boolean }) {
    const services = createHostServices({
      config: { apiBaseUrl: 'http://127.0.0.1:1', wsBaseUrl: 'ws://127.0.0.1:1' },
      ...productHttpOptions(deployment),
    });
    const sent: InternalAxiosRequestConfig[] = [];
    services.http.axios.defaults.adapter = async (config) => {
      sent.push(config);
      return { data: { retCode: 0, result: {} }, status: 200, statusText: 'OK', headers: {}, config };
    };
    return { services, sent };
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adds the current trade type to /v5/ paths and follows the store', async () => {
    const { services, sent } = hostServices({});
    window.history.replaceState(null, '', '/trade/option/usdc/BTC');
    services.store.dispatch(currentUnderlyingChanged('BTC'));
    await services.http.get('/contract/v5/order/list');
    window.history.replaceState(null, '', '/trade/inverse/BTCUSD');
    services.store.dispatch(currentSymbolChanged('BTCUSD'));
    await services.http.get('/contract/v5/position/list');
    await services.http.get('/v5/account/wallet-balance');
    await services.http.get('/option/usdc/openapi/public/v1/tick');
    expect(sent.map((c) => [c.params?.category, c.params?.businessLine])).toEqual([
      ['option', 'usdc'],
      ['inverse', 'inverse'],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    services.dispose();
  });

  it('coming soon is off by default and on with the deployment flag', async () => {
    const off = hostServices({});
    await off.services.http.get('/contract/v5/position/closed-pnl');
    expect(off.sent).toHaveLength(1);
    off.services.dispose();

    const on = hostServices({ comingSoon: true });
    await expect(on.services.http.get('/contract/v5/position/closed-pnl')).rejects.toMatchObject({
      kind: 'comingSoon',
      code: 10020,
    });
    await on.services.http.get('/contract/v5/position/list');
    expect(on.sent.map((c) => c.url)).toEqual(['/contract/v5/position/list']);
    on.services.dispose();
  });
});
