import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-core';
import { FUTURES_SPREAD_BASE_COIN_KEY, FUTURES_SPREAD_PATH } from 'shared-core/dataTable';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { OrderPanelWidget } from '../panel/OrderPanelWidget';
import { SPREAD_ORDER_LIST_PATH } from './api';
import { wireSpreadOrder } from './fixtures';
import { spreadRows } from './rules';
import { SpreadOrdersTable } from './SpreadOrdersTable';

const ETH = wireSpreadOrder({
  orderId: 'spread-eth',
  symbol: 'ETHUSDT-26JUN26_ETHUSDT',
  baseCoin: 'ETH',
  legSymbol1: 'ETHUSDT-26JUN26',
  legSymbol2: 'ETHUSDT',
});

function start(spreadList: { current: unknown[] }) {
  const { services, http } = createTestServices();
  http.get.mockImplementation((path: string) =>
    Promise.resolve(
      path === SPREAD_ORDER_LIST_PATH
        ? { list: spreadList.current }
        : path === '/contract/v5/order/list'
          ? { list: [] }
          : {},
    ),
  );
  services.store.dispatch(signedIn({ userId: 19, email: 's@x', accountType: 'UTA2', spreadAccess: true }));
  renderWithProviders(<OrderPanelWidget />, { services });
  return { services, http };
}

describe('the spread-trading sub-tab (order-panel §2.2, §3, §7)', () => {
  beforeEach(() => localStorage.clear());

  it('lists the spread orders with their legs and count, and cancel-all sends the combination payload once', async () => {
    const list = { current: [wireSpreadOrder(), ETH] as unknown[] };
    const { http } = start(list);
    const tab = await screen.findByTestId('open-order-sub-tab-spread');
    await waitFor(() => expect(tab).toHaveTextContent('(2)'));
    // the Open orders tab counts them too
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(2)');
    await userEvent.click(tab);
    const row = await screen.findByTestId('spread-order-row-spread-eth');
    expect(within(row).getByText('ETHUSDT-26JUN26')).toBeInTheDocument();
    expect(within(row).getByText('Futures')).toBeInTheDocument();
    expect(within(row).getByText('Spot')).toBeInTheDocument();

    let answer: (v: unknown) => void = () => undefined;
    http.post.mockImplementation((path: string) =>
      path === '/combination/api/order/cancel-all' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({}),
    );
    const button = screen.getByTestId('cancel-all');
    await userEvent.dblClick(button);
    const cancels = http.post.mock.calls.filter(([p]) => p === '/combination/api/order/cancel-all');
    expect(cancels).toEqual([
      [
        '/combination/api/order/cancel-all',
        { cancel_all: true, contract_type: 'FutureSpread', product_type: 'Combination' },
      ],
    ]);
    list.current = [];
    answer({ list: [{ orderId: 'spread-100019-1' }, { orderId: 'spread-eth' }], total: 2 });
    await waitFor(() => expect(screen.queryByTestId('spread-order-row-spread-eth')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(await screen.findByTestId('spread-table-empty')).toBeInTheDocument();
    // the futures-spread table's empty state does not promote futures spreads (§2.4)
    expect(screen.queryByTestId('spread-table-empty-futures-spread')).not.toBeInTheDocument();
  }, 40_000);

  it('a failed list says so above the table and Retry reads it again', async () => {
    const { services, http } = createTestServices();
    let fail = true;
    http.get.mockImplementation((path: string) =>
      path === SPREAD_ORDER_LIST_PATH
        ? fail
          ? Promise.reject(new Error('network down'))
          : Promise.resolve({ list: [ETH] })
        : Promise.resolve(path === '/contract/v5/order/list' ? { list: [] } : {}),
    );
    services.store.dispatch(signedIn({ userId: 19, email: 's@x', accountType: 'UTA2', spreadAccess: true }));
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('open-order-sub-tab-spread'));
    const retry = await screen.findByTestId('spread-orders-retry');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('spread-order-row-spread-eth')).toBeInTheDocument();
  }, 40_000);
});

describe('a leg cell (order-panel §2.4)', () => {
  it('stores the base coin under the futures-spread key and opens the page in the same tab', async () => {
    const stored: Record<string, string> = {};
    const storage = {
      getItem: (k: string) => stored[k] ?? null,
      setItem: (k: string, v: string) => void (stored[k] = v),
      removeItem: (k: string) => void delete stored[k],
    };
    renderWithProviders(<SpreadOrdersTable rows={spreadRows([ETH], 'en')} status="ready" storage={storage} />);
    const leg = (await screen.findByTestId('spread-leg-spread-eth-1')).closest('a')!;
    expect(leg).toHaveAttribute('href', FUTURES_SPREAD_PATH);
    expect(leg).not.toHaveAttribute('target', '_blank');
    leg.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    await userEvent.click(leg);
    expect(stored[FUTURES_SPREAD_BASE_COIN_KEY]).toBe('ETH');
  });
});
