import { helpCenterLink, inviteLink, loginLink, registerLink, sameOriginRedirect } from '.';

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
