import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUnderlyingChanged, pushBatchApplied, selectCurrentUnderlying } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../test/renderWithProviders';
import { btcInstruments, btcTickers, EXPIRY_2 } from '../features/chain/fixtures';
import { OptionEntryWidget } from './OptionEntryWidget';

function servicesWithChain(options?: Parameters<typeof createTestServices>[0]) {
  const bundle = createTestServices(options);
  bundle.http.get.mockImplementation((path: string) =>
    Promise.resolve(path.endsWith('/instruments') ? btcInstruments : { list: btcTickers }),
  );
  return bundle;
}

describe('OptionEntryWidget', () => {
  it('loads the chain and the tickers snapshot, shows the index, and follows live marks', async () => {
    const { services, http, streams } = servicesWithChain();
    renderWithProviders(<OptionEntryWidget />, { services });
    // a slow exchange: the chain's and the ticket's shapes at once, not a blank column
    expect(screen.getByTestId('option-chain-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('entry-ticket-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('chain-row-60000')).toBeInTheDocument();
    expect(screen.queryByTestId('entry-ticket-skeleton')).not.toBeInTheDocument();
    expect(screen.getByTestId('entry-hint')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/option/usdc/public/v1/instruments', { baseCoin: 'BTC' }, expect.anything());
    expect(http.get).toHaveBeenCalledWith('/option/usdc/public/v1/tickers', { baseCoin: 'BTC' }, expect.anything());
    expect(streams.public.subscribe).toHaveBeenCalledWith(['tickers.BTC']);
    expect(screen.getByTestId('chain-row-70000')).toBeInTheDocument();
    expect(screen.getByTestId('index-price')).toHaveTextContent('65,012.34');
    expect(screen.getByTestId('mark-BTC-27DEC24-60000-C')).toHaveTextContent('5,321.12');

    act(() => {
      services.store.dispatch(
        pushBatchApplied([
          {
            type: 'push',
            stream: 'public',
            topic: 'tickers.BTC',
            seq: 1,
            kind: 'delta',
            ts: 1,
            data: [{ symbol: 'BTC-27DEC24-60000-C', markPrice: '5400.5', indexPrice: '65100' }],
          },
        ]),
      );
    });
    expect(screen.getByTestId('mark-BTC-27DEC24-60000-C')).toHaveTextContent('5,400.50');
    expect(screen.getByTestId('index-price')).toHaveTextContent('65,100.00');
  });

  it('switches expiry and coin', async () => {
    const { services, http, streams } = servicesWithChain();
    renderWithProviders(<OptionEntryWidget />, { services });
    await screen.findByTestId('chain-row-60000');
    await userEvent.click(screen.getByTestId(`expiry-tab-${EXPIRY_2}`));
    expect(screen.getByTestId(`expiry-tab-${EXPIRY_2}`)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('chain-row-65000')).toBeInTheDocument();
    expect(screen.queryByTestId('chain-row-60000')).not.toBeInTheDocument();

    http.get.mockResolvedValue({ commonConfig: btcInstruments.commonConfig, list: [] });
    await userEvent.click(screen.getByTestId('coin-ETH'));
    expect(await screen.findByTestId('option-chain-empty')).toHaveTextContent('ETH');
    expect(streams.public.subscribe).toHaveBeenCalledWith(['tickers.ETH']);
  });

  describe('the column chooser', () => {
    beforeEach(() => localStorage.clear());

    it('hides a column, and the choice survives a remount', async () => {
      const { services } = servicesWithChain();
      const first = renderWithProviders(<OptionEntryWidget />, { services });
      await screen.findByTestId('chain-row-60000');
      expect(screen.getByTestId('chain-head-call-iv')).toBeInTheDocument();
      expect(screen.queryByTestId('chain-head-call-gamma')).not.toBeInTheDocument();

      await userEvent.click(screen.getByTestId('chain-columns-button'));
      expect(screen.getByTestId('chain-column-bidSize')).toHaveFocus(); // keyboard-ready: focus on the first box
      await userEvent.click(screen.getByTestId('chain-column-iv'));
      await userEvent.keyboard('{Tab}{Tab} '); // past delta to gamma, Space ticks it
      expect(screen.queryByTestId('chain-head-call-iv')).not.toBeInTheDocument();
      expect(screen.queryByTestId('chain-head-put-iv')).not.toBeInTheDocument();
      expect(screen.getByTestId('chain-head-call-gamma')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByTestId('chain-columns-panel')).not.toBeInTheDocument();
      expect(screen.getByTestId('chain-columns-button')).toHaveFocus();
      first.unmount();

      renderWithProviders(<OptionEntryWidget />, { services: servicesWithChain().services });
      await screen.findByTestId('chain-row-60000');
      expect(screen.queryByTestId('chain-head-call-iv')).not.toBeInTheDocument();
      expect(screen.getByTestId('chain-head-call-gamma')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('optionEntry.chainColumns.v1') ?? '')).toContain('gamma');
    });

    it('shows the default columns when the stored choice is unreadable', async () => {
      localStorage.setItem('optionEntry.chainColumns.v1', '{oops');
      renderWithProviders(<OptionEntryWidget />, { services: servicesWithChain().services });
      await screen.findByTestId('chain-row-60000');
      expect(screen.getByTestId('chain-head-call-openInterest')).toBeInTheDocument();
      expect(screen.getByTestId('chain-head-put-bidSize')).toBeInTheDocument();
    });
  });

  it('opens a Buy at the ask from the keyboard, and marks the at-the-money row', async () => {
    const { services } = servicesWithChain();
    renderWithProviders(<OptionEntryWidget />, { services });
    await screen.findByTestId('chain-row-60000');
    expect(screen.getByTestId('chain-row-70000')).toHaveAttribute('data-atm', 'true'); // 65,012.34: nearer 70,000
    expect(screen.getByTestId('chain-row-60000')).not.toHaveAttribute('data-atm');
    act(() => screen.getByTestId('mark-BTC-27DEC24-70000-C').focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('ask-BTC-27DEC24-70000-C')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(services.store.getState().optionEntry?.ticket).toMatchObject({
      symbol: 'BTC-27DEC24-70000-C',
      side: 'Buy',
      price: '5345',
    });
    // still in the chain, Alt+Q takes the trader to the ticket's quantity
    await screen.findByTestId('entry-qty');
    await userEvent.keyboard('{Alt>}q{/Alt}');
    expect(screen.getByTestId('entry-qty')).toHaveFocus();
  });

  it('reloads the tickers snapshot on a resync of its topic', async () => {
    const { services, http } = servicesWithChain();
    renderWithProviders(<OptionEntryWidget />, { services });
    await screen.findByTestId('chain-row-60000');
    const calls = http.get.mock.calls.length;
    act(() => services.bus.publish({ type: 'stream.resync', stream: 'public', topic: 'tickers.BTC' }));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(calls + 1));
    expect(http.get).toHaveBeenLastCalledWith('/option/usdc/public/v1/tickers', { baseCoin: 'BTC' }, expect.anything());
  });

  it('shows an error with retry when instruments fail', async () => {
    const { services, http } = createTestServices();
    http.get.mockImplementation((path: string) =>
      path.endsWith('/instruments')
        ? Promise.reject(new ApiError(9000001, 'timeout', 'timeout', path))
        : Promise.resolve({ list: [] }),
    );
    renderWithProviders(<OptionEntryWidget />, { services });
    expect(await screen.findByTestId('option-chain-error')).toHaveTextContent('9000001');
    http.get.mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('/instruments') ? btcInstruments : { list: btcTickers }),
    );
    await userEvent.click(screen.getByTestId('option-chain-retry'));
    expect(await screen.findByTestId('chain-row-60000')).toBeInTheDocument();
  });

  describe("the page's underlying (host route /trade/option/usdc/{baseCoin})", () => {
    const calledFor = (http: ReturnType<typeof servicesWithChain>['http'], coin: string) =>
      http.get.mock.calls.some(([, params]) => (params as { baseCoin?: string } | undefined)?.baseCoin === coin);

    it('opens on the underlying the route set before the widget loaded', async () => {
      const { services, http, streams } = servicesWithChain({
        preloadedState: { trading: { currentSymbol: null, currentUnderlying: 'SOL' } },
      });
      renderWithProviders(<OptionEntryWidget />, { services });
      expect(screen.getByTestId('coin-SOL')).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(streams.public.subscribe).toHaveBeenCalledWith(['tickers.SOL']));
      expect(calledFor(http, 'SOL')).toBe(true);
      expect(calledFor(http, 'BTC')).toBe(false);
    });

    it('follows a change of the underlying to a listed coin, and ignores an unlisted one', async () => {
      const { services, http, streams } = servicesWithChain();
      renderWithProviders(<OptionEntryWidget />, { services });
      await screen.findByTestId('chain-row-60000');

      act(() => services.store.dispatch(currentUnderlyingChanged('ETH')));
      expect(screen.getByTestId('coin-ETH')).toHaveAttribute('aria-pressed', 'true');
      expect(streams.public.subscribe).toHaveBeenCalledWith(['tickers.ETH']);
      await waitFor(() => expect(calledFor(http, 'ETH')).toBe(true));

      act(() => services.store.dispatch(currentUnderlyingChanged('XRP')));
      expect(screen.getByTestId('coin-ETH')).toHaveAttribute('aria-pressed', 'true');
      expect(calledFor(http, 'XRP')).toBe(false);
    });

    it("sets the page's underlying when the trader picks a coin, so the host's URL follows", async () => {
      const { services } = servicesWithChain({
        preloadedState: { trading: { currentSymbol: null, currentUnderlying: 'BTC' } },
      });
      renderWithProviders(<OptionEntryWidget />, { services });
      await screen.findByTestId('chain-row-60000');
      await userEvent.click(screen.getByTestId('coin-SOL'));
      expect(selectCurrentUnderlying(services.store.getState())).toBe('SOL');
      expect(screen.getByTestId('coin-SOL')).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
