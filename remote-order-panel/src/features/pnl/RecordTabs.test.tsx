import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { BorrowingsTab } from '../borrowings/BorrowingsTab';
import { BORROWINGS_PATH } from '../borrowings/api';
import { LT_RECORDS_PATH, LT_SYMBOLS_PATH } from '../leveragedToken/api';
import { LtRecordsTab } from '../leveragedToken/LtRecordsTab';
import { CLOSED_ORDERS_PATH } from './api';
import { wireClosedOrder, wireClosedPosition } from './fixtures';
import { PnlTab } from './PnlTab';

// The connected record tabs of issue 19 against a fake back end.

type Params = Record<string, string>;

function setup(answer: (path: string, p: Params) => Promise<unknown>, profile: Record<string, unknown> = {}) {
  const t = createTestServices();
  t.http.get.mockImplementation((path: string, p: Params) =>
    path.includes('symbol-config') ? Promise.resolve({ list: [] }) : answer(path, p),
  );
  t.services.store.dispatch(signedIn({ userId: 1, email: 'demo@sim.local', ...profile } as never));
  return t;
}
const calls = (get: jest.Mock, path: string): Params[] =>
  get.mock.calls.filter(([p]) => p === path).map(([, params]) => params as Params);

const props = { instrumentFilter: 'ALL', allMarkets: true } as const;

describe('PnlTab', () => {
  const back = async (path: string) =>
    path === CLOSED_ORDERS_PATH
      ? {
          list: [
            wireClosedOrder(),
            wireClosedOrder({ orderId: 'opt', symbol: 'BTC-27DEC24-100000-C', closedPnl: '1' }),
          ],
          nextPageCursor: '',
        }
      : { list: [wireClosedPosition({ closedPnl: '-120.5', netPnl: '-124.6' })], nextPageCursor: '' };

  it('closed orders first (options never listed), then closed positions with signed P&L', async () => {
    const { services } = setup(back);
    const { container } = renderWithProviders(<PnlTab {...props} />, { services });
    await waitFor(() => expect(container.querySelector('[data-pnl-id="co-1"]')).not.toBeNull());
    expect(container.querySelector('[data-pnl-id="opt"]')).toBeNull();
    expect(container.querySelector('[data-pnl-id="co-1"]')!.textContent).toContain('+10.005');
    await userEvent.click(screen.getByTestId('pnl-sub-closedPositions'));
    await waitFor(() => expect(container.querySelector('[data-pnl-id="BTCUSDT:0:e-9"]')).not.toBeNull());
    expect(container.querySelector('[data-pnl-id="BTCUSDT:0:e-9"]')!.textContent).toContain('-124.6');
  });

  it('a demo account sees no P&L records', async () => {
    const { services } = setup(back, { isDemo: true });
    renderWithProviders(<PnlTab {...props} />, { services });
    expect(await screen.findByTestId('pnl-demo')).toBeInTheDocument();
    expect(screen.queryByTestId('pnl-sub-closedOrders')).not.toBeInTheDocument();
  });

  it('a failed load says so with the code, and Retry asks again', async () => {
    let fail = true;
    const { services, http } = setup(async (path) => {
      if (fail) throw new ApiError(10006, 'Too many visits', 'business', CLOSED_ORDERS_PATH);
      return back(path);
    });
    const { container } = renderWithProviders(<PnlTab {...props} />, { services });
    expect(await screen.findByText(/10006/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(container.querySelector('[data-pnl-id="co-1"]')).not.toBeNull());
    expect(calls(http.get, CLOSED_ORDERS_PATH).length).toBe(2);
  });
});

describe('BorrowingsTab', () => {
  it('lists what is borrowed; a double click on Refresh asks once', async () => {
    const answers: ((v: unknown) => void)[] = [];
    const { services, http } = setup(
      () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }),
    );
    renderWithProviders(<BorrowingsTab {...props} />, { services });
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ list: [{ coin: 'USDT', borrowAmount: '1500', interest: '0.135', hourlyBorrowRate: '0.0000025' }] });
    expect(await screen.findByTestId('borrowing-row-USDT')).toHaveTextContent('1,500.0000');
    await userEvent.dblClick(screen.getByTestId('borrowings-refresh'));
    expect(calls(http.get, BORROWINGS_PATH)).toHaveLength(2);
    expect(screen.getByTestId('borrowings-refresh')).toBeDisabled();
  });
});

describe('LtRecordsTab', () => {
  it("asks for the current token's subscriptions, then its redemptions", async () => {
    const { services, http } = setup(async (path, p) => {
      if (path === LT_SYMBOLS_PATH)
        return { list: [{ symbol: 'BTC3LUSDT', symbolType: 'LT', ltCoin: 'BTC3L', quoteCoin: 'USDT' }] };
      if (path === LT_RECORDS_PATH)
        return {
          list: [
            {
              id: `${p.type}-1`,
              type: p.type,
              ltCoin: 'BTC3L',
              amount: '10',
              filled: '4',
              nav: '2.5',
              fee: '0.01',
              status: 'Success',
              createdAt: Date.now(),
            },
          ],
          nextPageCursor: '',
        };
      throw new Error(`unexpected ${path}`);
    });
    services.store.dispatch({ type: 'trading/currentSymbolChanged', payload: 'BTC3LUSDT' });
    const { container } = renderWithProviders(<LtRecordsTab {...props} />, { services });
    await waitFor(() => expect(container.querySelector('[data-lt-record="subscribe-1"]')).not.toBeNull());
    expect(calls(http.get, LT_RECORDS_PATH).at(-1)).toMatchObject({ type: 'subscribe', ltCoin: 'BTC3L' });
    await userEvent.click(screen.getByTestId('lt-sub-redemption'));
    await waitFor(() => expect(container.querySelector('[data-lt-record="redeem-1"]')).not.toBeNull());
    expect(calls(http.get, LT_RECORDS_PATH).at(-1)).toMatchObject({ type: 'redeem', ltCoin: 'BTC3L' });
  });
});
