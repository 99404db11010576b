import {
  helpCenterLink,
  inviteLink,
  loginLink,
  orderRecordsLink,
  perpPageTypeOf,
  positionTradeLink,
  registerLink,
  sameOriginRedirect,
} from '.';

describe('helpCenterLink', () => {
  it.each([
    ['en', 'margin-mode', '/en/help-center/margin-mode'],
    ['de-DE', '000001234', '/de-DE/help-center/000001234'],
    [' en ', ' faq ', '/en/help-center/faq'],
    ['en', 'a/b?c', '/en/help-center/a%2Fb%3Fc'],
  ])('%s, %s → %s', (locale, article, expected) => {
    expect(helpCenterLink(locale, article)).toBe(expected);
  });
});

describe('inviteLink', () => {
  it.each([
    ['https://www.example.com', 'en', 'ABC123', 'https://www.example.com/en/invite?ref=ABC123'],
    ['https://www.example.com/', 'de', 'ABC123', 'https://www.example.com/de/invite?ref=ABC123'],
    ['http://127.0.0.1:3000//', 'en', 'x y&z', 'http://127.0.0.1:3000/en/invite?ref=x%20y%26z'],
  ])('%s, %s, %s → %s', (origin, language, code, expected) => {
    expect(inviteLink(origin, language, code)).toBe(expected);
  });
});

describe('login and register links', () => {
  it.each([
    [
      'http://127.0.0.1:3000/trade/option/usdc/BTC',
      '/login?redirect_url=http%3A%2F%2F127.0.0.1%3A3000%2Ftrade%2Foption%2Fusdc%2FBTC',
    ],
    ['/trade/usdt/BTCUSDT?x=1&y=2', '/login?redirect_url=%2Ftrade%2Fusdt%2FBTCUSDT%3Fx%3D1%26y%3D2'],
  ])('login %s → %s', (current, expected) => {
    expect(loginLink(current)).toBe(expected);
    expect(registerLink(current)).toBe(expected.replace('/login', '/register'));
  });

  it('round-trips through URLSearchParams', () => {
    const current = 'http://h:3000/trade/inverse/futures/BTCUSD_Q?a=1&b=%20#x';
    expect(new URL(loginLink(current), 'http://h:3000').searchParams.get('redirect_url')).toBe(current);
  });
});

describe('sameOriginRedirect', () => {
  const origin = 'http://127.0.0.1:3000';
  const fallback = '/trade/option/usdc/BTC';
  it.each<[string | null | undefined, string]>([
    ['http://127.0.0.1:3000/trade/usdt/BTCUSDT', '/trade/usdt/BTCUSDT'],
    ['http://127.0.0.1:3000/trade/usdt/BTCUSDT?x=1#y', '/trade/usdt/BTCUSDT?x=1#y'],
    ['/trade/futures/usdc/BTCPERP', '/trade/futures/usdc/BTCPERP'],
    ['trade/inverse/BTCUSD', '/trade/inverse/BTCUSD'],
    [null, fallback],
    [undefined, fallback],
    ['', fallback],
    ['http://localhost:3000/trade/usdt/BTCUSDT', fallback],
    ['http://127.0.0.1:3001/trade/usdt/BTCUSDT', fallback],
    ['https://127.0.0.1:3000/trade/usdt/BTCUSDT', fallback],
    ['https://evil.test/', fallback],
    ['//evil.test/trade', fallback],
    ['javascript:alert(1)', fallback],
    ['http://127.0.0.1:3000/login?redirect_url=%2F', fallback],
    ['/register', fallback],
    ['http://[bad', fallback],
  ])('%s → %s', (input, expected) => {
    expect(sameOriginRedirect(input, origin, fallback)).toBe(expected);
  });
});

describe('orderRecordsLink (positions.md §2 navigation)', () => {
  const B = '/user/assets/order';
  it.each([
    ['contract', 'Linear', true, 'current', `${B}/derivatives/uniform-usdt/current-order`],
    ['contract', 'Linear', false, 'history', `${B}/derivatives/uniform-usdt/all-orders`],
    ['contract', 'UsdtFuture', false, 'current', `${B}/derivatives/usdt-future/current-order`],
    ['contract', 'UsdtFuture', true, 'current', `${B}/derivatives/uniform-usdt/current-order`],
    ['contract', 'UsdcPerp', true, 'trades', `${B}/derivatives/usdc-perpetual/trade-history`],
    ['contract', 'UsdcFuture', false, 'history', `${B}/derivatives/usdc-future/all-orders`],
    ['contract', 'InversePerp', true, 'current', `${B}/derivatives/uniform-inverse-perpetual/current-order`],
    ['contract', 'InverseFuture', true, 'current', `${B}/derivatives/uniform-inverse-future/current-order`],
    ['contract', 'Linear', true, 'closedPnl', `${B}/derivatives/closed-pnl/usdt`],
    ['contract', 'InversePerp', true, 'closedPnl', `${B}/derivatives/closed-pnl/inverse`],
    ['contract', 'UsdcFuture', true, 'closedPnl', `${B}/derivatives/closed-pnl/futures`],
    ['spot', null, true, 'current', `${B}/fed/spot-uta-orders/trade-order/current-order`],
    ['spot', null, false, 'history', `${B}/fed/spot-uta-before-orders/trade-order/history-order`],
    ['spot', null, true, 'trades', `${B}/fed/spot-uta-orders/trade-order/trade-record`],
    ['option', null, true, 'current', `${B}/option-order`],
    ['option', null, true, 'history', `${B}/usdc-options-more?asset_tab=OrderHistory`],
    ['option', null, true, 'trades', `${B}/usdc-options-more?asset_tab=TradeHistory`],
    ['usdtOption', null, true, 'current', `${B}/usdt-option-order`],
    ['spread', null, true, 'current', `${B}/spread-strategy-history?asset_tab=OpenOrders`],
    ['spread', null, true, 'history', `${B}/spread-strategy-history?asset_tab=OrderHistory`],
  ] as const)('%s %s unified=%s %s → %s', (exchangeType, perpPageType, unified, tab, expected) => {
    expect(orderRecordsLink({ exchangeType, perpPageType, unified, tab })).toBe(expected);
  });

  it.each([
    ['LinearPerpetual', 'Linear'],
    ['LinearFutures', 'UsdtFuture'],
    ['InversePerpetual', 'InversePerp'],
    ['InverseFutures', 'InverseFuture'],
    ['UsdcPerpetual', 'UsdcPerp'],
    ['UsdcFutures', 'UsdcFuture'],
    ['UsdcOption', null],
  ])('perp page type of %s is %s', (tradeType, page) => expect(perpPageTypeOf(tradeType)).toBe(page));
});

describe('positionTradeLink (positions.md §2)', () => {
  it.each([
    [
      { isOption: false, baseCoin: 'BTC', route: '/trade/usdt/BTCUSDT' },
      { href: '/trade/usdt/BTCUSDT', newTab: false },
    ],
    [
      { isOption: true, baseCoin: 'ETH', route: null },
      { href: '/trade/option/usdc/ETH', newTab: true },
    ],
    [{ isOption: false, baseCoin: 'BTC', route: null }, null],
    [{ isOption: true, baseCoin: '', route: null }, null],
  ])('%j → %j', (args, expected) => expect(positionTradeLink(args)).toEqual(expected));
});
