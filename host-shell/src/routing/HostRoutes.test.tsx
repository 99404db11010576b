import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSymbolChanged, sessionEnded, signedIn, signedOut } from 'shared-core';
import { makeTestServices, renderWithServices } from '../testUtils';
import { navigate } from './history';
import { HostRoutes } from './HostRoutes';

const NOW = () => Date.UTC(2024, 10, 1);
const user = { userId: 1, email: 'demo@sim.local' };
const here = () => `${location.pathname}${location.search}`;

function setup(path: string, profile: 'anonymous' | 'signedIn' = 'signedIn') {
  history.replaceState(null, '', path);
  const services = makeTestServices();
  const get = services.http.get as jest.Mock;
  get.mockRejectedValue(new Error('10007'));
  // On trading routes the session gate (not rendered here) asks the exchange; the sign-in page asks itself.
  if (profile === 'anonymous' && !path.startsWith('/login') && !path.startsWith('/register'))
    services.store.dispatch(signedOut());
  else if (profile === 'signedIn') services.store.dispatch(signedIn(user));
  renderWithServices(
    <HostRoutes demoCredentials={{ email: 'demo@sim.local', password: 'demo' }} now={NOW}>
      <p>trading page</p>
    </HostRoutes>,
    services,
  );
  return services;
}

afterEach(() => history.replaceState(null, '', '/'));

describe('HostRoutes', () => {
  it('sends / to the default option route and sets the underlying', () => {
    const services = setup('/');
    expect(here()).toBe('/trade/option/usdc/BTC');
    expect(screen.getByText('trading page')).toBeInTheDocument();
    expect(services.store.getState().trading).toEqual({ currentSymbol: null, currentUnderlying: 'BTC' });
  });

  it('keeps the query and hash through a redirect', () => {
    setup('/?fixture=contract#x');
    expect(`${here()}${location.hash}`).toBe('/trade/option/usdc/BTC?fixture=contract#x');
  });

  it('makes the instrument of the route current', () => {
    const services = setup('/trade/inverse/futures/BTCUSD_BIQ');
    expect(services.store.getState().trading.currentSymbol).toBe('BTCUSDH25');
    expect(here()).toBe('/trade/inverse/futures/BTCUSD_BIQ');
  });

  it('replaces the URL when a widget makes an instrument of another type current, never between USDC perpetual and futures', () => {
    const services = setup('/trade/futures/usdc/BTCPERP');
    const length = history.length;
    act(() => void services.store.dispatch(currentSymbolChanged('BTC-27DEC24')));
    expect(here()).toBe('/trade/futures/usdc/BTCPERP');
    act(() => void services.store.dispatch(currentSymbolChanged('ETH-27DEC24-3000-C')));
    expect(here()).toBe('/trade/option/usdc/ETH');
    expect(history.length).toBe(length);
    expect(services.store.getState().trading).toEqual({
      currentSymbol: 'ETH-27DEC24-3000-C',
      currentUnderlying: 'ETH',
    });
  });

  it('back and forward re-apply the route without bouncing', async () => {
    const services = setup('/trade/option/usdc/BTC');
    act(() => navigate('/trade/usdt/ETHUSDT'));
    expect(services.store.getState().trading.currentSymbol).toBe('ETHUSDT');
    await act(async () => {
      history.back();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    expect(here()).toBe('/trade/option/usdc/BTC');
    expect(services.store.getState().trading.currentSymbol).toBeNull();
    await act(async () => {
      history.forward();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    expect(here()).toBe('/trade/usdt/ETHUSDT');
    expect(services.store.getState().trading.currentSymbol).toBe('ETHUSDT');
  });

  it('sends an anonymous visitor to /login with the address and back after signing in', async () => {
    const services = setup('/trade/usdt/BTCUSDT', 'anonymous');
    (services.http.post as jest.Mock).mockResolvedValue({ token: 't', user });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(here()).toBe(`/login?redirect_url=${encodeURIComponent('http://localhost/trade/usdt/BTCUSDT')}`);
    expect(screen.queryByText('trading page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?redirect_url=${encodeURIComponent('http://localhost/trade/usdt/BTCUSDT')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('trading page')).toBeInTheDocument();
    expect(here()).toBe('/trade/usdt/BTCUSDT');
    expect(services.streams.private.reconnect).toHaveBeenCalled();
  });

  it('ignores a redirect_url of another origin', async () => {
    const services = setup(`/login?redirect_url=${encodeURIComponent('https://evil.test/x')}`, 'anonymous');
    (services.http.post as jest.Mock).mockResolvedValue({ token: 't', user });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('trading page')).toBeInTheDocument();
    expect(here()).toBe('/trade/option/usdc/BTC');
  });

  it('a signed-in trader opening /login goes straight back', async () => {
    setup(`/login?redirect_url=${encodeURIComponent('/trade/inverse/BTCUSD')}`);
    expect(await screen.findByText('trading page')).toBeInTheDocument();
    expect(here()).toBe('/trade/inverse/BTCUSD');
  });

  it('signing out sends the trader to /login; a session ended by the exchange stays for the in-place re-login', () => {
    const services = setup('/trade/usdt/BTCUSDT');
    act(() => void services.store.dispatch(sessionEnded(10007)));
    expect(here()).toBe('/trade/usdt/BTCUSDT');
    expect(screen.getByText('trading page')).toBeInTheDocument();
    act(() => void services.store.dispatch(signedIn(user)));
    act(() => void services.store.dispatch(signedOut()));
    expect(here()).toMatch(/^\/login\?redirect_url=/);
  });

  describe('a session end switches the module to Trade (spec §4 Session)', () => {
    const endSession = (services: ReturnType<typeof setup>, code = 10007) =>
      act(() => {
        // what the page's HTTP client and push bridge do on 10007, 33003 and 10009
        services.store.dispatch(sessionEnded(code));
        services.bus.publish({ type: 'session.ended', code, message: 'session expired' });
      });

    it('on a trading route the page stays and the trading page stays mounted for the in-place re-login', () => {
      const services = setup('/trade/usdt/ETHUSDT');
      const page = screen.getByText('trading page');
      const length = history.length;
      endSession(services, 33003);
      expect(here()).toBe('/trade/usdt/ETHUSDT');
      expect(screen.getByText('trading page')).toBe(page);
      expect(history.length).toBe(length);
    });

    it.each([10007, 33003, 10009])(
      'code %p: from another module route the page goes to the trading route of the current instrument',
      (code) => {
        const services = setup('/trade/inverse/BTCUSD');
        // another module's route: none exists today (the host replaces unknown paths), so the
        // address is changed behind the router's back, as a future module's page would
        history.pushState(null, '', '/assets/overview');
        endSession(services, code);
        expect(here()).toBe('/trade/inverse/BTCUSD');
        expect(screen.getByText('trading page')).toBeInTheDocument();
        expect(services.store.getState().session.endedBy).toBe(code);
      },
    );
  });

  it('/register points back to sign-in with the same redirect_url', async () => {
    setup(`/register?redirect_url=${encodeURIComponent('/trade/usdt/BTCUSDT')}`, 'anonymous');
    expect(await screen.findByTestId('register-page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(here()).toBe(`/login?redirect_url=${encodeURIComponent('/trade/usdt/BTCUSDT')}`);
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
  });

  it('serves a help article to anyone, in the page language, without sending the page away', async () => {
    const services = setup('/en/help-center/reverse-position', 'anonymous');
    expect(await screen.findByRole('heading', { name: 'Reverse a position' })).toBeInTheDocument();
    expect(here()).toBe('/en/help-center/reverse-position');
    expect(services.store.getState().trading.currentUnderlying).toBeNull();
    expect(screen.queryByText('trading page')).not.toBeInTheDocument();
    // Back to trading is a trading route: an anonymous reader is asked to sign in for it.
    await userEvent.click(screen.getByRole('link', { name: 'Back to trading' }));
    expect(here()).toBe(`/login?redirect_url=${encodeURIComponent('http://localhost/trade/option/usdc/BTC')}`);
  });

  it('says so for an article the host does not have, and still leads back', async () => {
    setup('/de/help-center/margin-mode');
    expect(await screen.findByRole('heading', { name: 'This article is not available here.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to trading' })).toHaveAttribute('href', '/trade/option/usdc/BTC');
  });
});
