import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUnderlyingChanged, pushBatchApplied, selectCurrentUnderlying, type BusEvent } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { btcInstruments, btcTickers, EXPIRY_2 } from './fixtures';
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
    expect(screen.getByTestId('option-chain-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('chain-row-60000')).toBeInTheDocument();
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
    await userEvent.selectOptions(screen.getByTestId('expiry-selector'), String(EXPIRY_2));
    expect(screen.getByTestId('chain-row-65000')).toBeInTheDocument();
    expect(screen.queryByTestId('chain-row-60000')).not.toBeInTheDocument();

    http.get.mockResolvedValue({ commonConfig: btcInstruments.commonConfig, list: [] });
    await userEvent.click(screen.getByTestId('coin-ETH'));
    expect(await screen.findByTestId('option-chain-empty')).toHaveTextContent('ETH');
    expect(streams.public.subscribe).toHaveBeenCalledWith(['tickers.ETH']);
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

  it('picks a price into the ticket and places the order through the batch call', async () => {
    const { services, http } = servicesWithChain();
    http.post.mockResolvedValue({
      result: [{ errorCode: 0, extMap: {}, symbol: 'BTC-27DEC24-60000-C', orderId: 'o-1' }],
    });
    renderWithProviders(<OptionEntryWidget />, { services });
    await userEvent.click(await screen.findByTestId('ask-BTC-27DEC24-60000-C'));
    expect(screen.getByTestId('ticket-symbol')).toHaveTextContent('BTC-27DEC24-60000-C');
    // The pick is the page's current instrument, for the other widgets too.
    expect(services.store.getState().trading.currentSymbol).toBe('BTC-27DEC24-60000-C');
    expect(screen.getByTestId('ticket-price')).toHaveValue('5345');
    expect(screen.getByTestId('ticket-qty')).toHaveValue('0.01');
    await userEvent.clear(screen.getByTestId('ticket-qty'));
    await userEvent.type(screen.getByTestId('ticket-qty'), '0.5');
    await userEvent.click(screen.getByTestId('ticket-place'));
    expect(http.post).toHaveBeenCalledWith('/option/usdc/ex/private/v1/batch-place-orders', {
      orderRequest: [
        expect.objectContaining({
          symbol: 'BTC-27DEC24-60000-C',
          orderPrice: '5345',
          orderQty: '0.5',
          side: 1,
          orderType: 2,
          placeType: 1,
          placeMode: 1,
          timeInForce: 1,
          pmTrial: true,
        }),
      ],
    });
    const [[, body]] = http.post.mock.calls as [[string, { orderRequest: { outRequestId: string }[] }]];
    expect(body.orderRequest[0]?.outRequestId).toMatch(/^BTC-27DEC24-60000-C[0-9a-z]{12}$/);
    expect(await screen.findByTestId('ticket-outcome')).toHaveTextContent('Order placed');
  });

  it('hitting the bid opens a sell; a rejected order is shown and toasted; empty qty blocks Place', async () => {
    const { services, http } = servicesWithChain();
    http.post.mockResolvedValueOnce({ result: [{ errorCode: 3200305, errorMsg: 'warn', extMap: {}, symbol: 'x' }] });
    http.post.mockRejectedValueOnce(new ApiError(10001, 'params error', 'business', '/x'));
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OptionEntryWidget />, { services });
    await userEvent.click(await screen.findByTestId('bid-BTC-27DEC24-70000-P'));
    expect(screen.getByTestId('ticket-side-sell')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('ticket-place'));
    expect(await screen.findByTestId('ticket-outcome')).toHaveTextContent('3200305');
    expect(toasts).toHaveLength(0); // 3200305 is collected, not toasted (spec §4)
    await userEvent.click(screen.getByTestId('ticket-place'));
    await waitFor(() => expect(screen.getByTestId('ticket-outcome')).toHaveTextContent('10001'));
    expect(toasts).toHaveLength(1);
    await userEvent.clear(screen.getByTestId('ticket-qty'));
    expect(screen.getByTestId('ticket-place')).toBeDisabled();
    expect(screen.getByText('Please enter the quantity.')).toBeInTheDocument();
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
