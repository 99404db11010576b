import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn, type WireExecution } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { wireOrder } from '../openOrders/fixtures';
import { OrderHistoryTab } from './OrderHistoryTab';
import { TradeHistoryTab } from './TradeHistoryTab';
import { DAY_MS } from './rules';

const ORDER_LIST = '/contract/v5/order/list';
const EXEC_LIST = '/contract/v5/execution/list';

type Params = Record<string, string>;

function execution(id: string, over: Partial<WireExecution> = {}): WireExecution {
  return {
    execId: id,
    orderId: `o-${id}`,
    orderLinkId: '',
    execType: 'Trade',
    orderType: 'Market',
    leavesQty: '0',
    execQty: '0.01',
    execPrice: '65000.5',
    execValue: '650.005',
    execFee: '0.3575',
    symbol: 'BTCUSDT',
    side: 'Buy',
    createType: 'CreateByUser',
    isMaker: false,
    execTime: Date.now(),
    ...over,
  };
}

/** A fake back end: each call answered by `answer(path, params)`; the symbol config is empty. */
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

describe('OrderHistoryTab', () => {
  it('asks for the last 7 days first, then 30 when the chip is picked', async () => {
    const { services, http } = setup(async (_path, p) => ({
      list: [
        wireOrder({
          orderId: `o-${Number(p.endTime) > Number(p.startTime) + 8 * DAY_MS ? 30 : 7}`,
          orderStatus: 'Filled',
        }),
      ],
      nextPageCursor: '',
    }));
    renderWithProviders(<OrderHistoryTab {...props} />, { services });
    expect(await screen.findByTestId('order-history-row-o-7')).toBeInTheDocument();
    const [first] = calls(http.get, ORDER_LIST);
    expect(first).toMatchObject({ status: 'closed', limit: '50' });
    expect(Number(first!.endTime) - Number(first!.startTime)).toBe(7 * DAY_MS);

    await userEvent.click(screen.getByTestId('order-history-range-30'));
    expect(await screen.findByTestId('order-history-row-o-30')).toBeInTheDocument();
    expect(screen.queryByTestId('order-history-row-o-7')).not.toBeInTheDocument();
    const last = calls(http.get, ORDER_LIST).at(-1)!;
    expect(Number(last.endTime) - Number(last.startTime)).toBe(30 * DAY_MS);
    expect(screen.getByTestId('order-history-range-30')).toHaveAttribute('aria-checked', 'true');
  });

  it('an answer for a range no longer chosen is dropped, never shown under the new range', async () => {
    const answers: ((v: unknown) => void)[] = [];
    const { services } = setup(() => new Promise((resolve) => answers.push(resolve)));
    renderWithProviders(<OrderHistoryTab {...props} />, { services });
    await userEvent.click(await screen.findByTestId('order-history-range-30'));
    await act(async () =>
      answers[1]?.({ list: [wireOrder({ orderId: 'month', orderStatus: 'Filled' })], nextPageCursor: '' }),
    );
    await act(async () =>
      answers[0]?.({ list: [wireOrder({ orderId: 'week', orderStatus: 'Filled' })], nextPageCursor: '' }),
    );
    expect(screen.getByTestId('order-history-row-month')).toBeInTheDocument();
    expect(screen.queryByTestId('order-history-row-week')).not.toBeInTheDocument();
  });

  it('pages by cursor; a double click on Load more asks once; the end of the range is said', async () => {
    let release: () => void = () => undefined;
    const { services, http } = setup((_path, p) => {
      if (!p.cursor)
        return Promise.resolve({ list: [wireOrder({ orderId: 'a', orderStatus: 'Filled' })], nextPageCursor: 'a' });
      return new Promise((resolve) => {
        release = () => resolve({ list: [wireOrder({ orderId: 'b', orderStatus: 'Cancelled' })], nextPageCursor: '' });
      });
    });
    renderWithProviders(<OrderHistoryTab {...props} />, { services });
    const more = await screen.findByTestId('order-history-load-more');
    await userEvent.dblClick(more);
    expect(calls(http.get, ORDER_LIST).filter((p) => p.cursor === 'a')).toHaveLength(1);
    expect(screen.getByTestId('order-history-load-more')).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByTestId('order-history-row-b')).toBeInTheDocument();
    expect(screen.getByTestId('order-history-row-a')).toBeInTheDocument();
    expect(screen.getByTestId('order-history-end')).toBeInTheDocument();
    expect(screen.getByTestId('order-history-count')).toHaveTextContent('2 shown');
  });

  it('a failed next page keeps the rows, says so, and retries from the same cursor', async () => {
    let fail = true;
    const { services, http } = setup(async (_path, p) => {
      if (!p.cursor) return { list: [wireOrder({ orderId: 'a', orderStatus: 'Filled' })], nextPageCursor: 'a' };
      if (fail) throw new ApiError(10006, 'Too many visits', 'business', ORDER_LIST);
      return { list: [wireOrder({ orderId: 'b', orderStatus: 'Filled' })], nextPageCursor: '' };
    });
    renderWithProviders(<OrderHistoryTab {...props} />, { services });
    await userEvent.click(await screen.findByTestId('order-history-load-more'));
    expect(await screen.findByTestId('order-history-more-error')).toHaveTextContent('(10006)');
    expect(screen.getByTestId('order-history-row-a')).toBeInTheDocument();
    fail = false;
    await userEvent.click(
      within(screen.getByTestId('order-history-more-error')).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByTestId('order-history-row-b')).toBeInTheDocument();
    expect(calls(http.get, ORDER_LIST).filter((p) => p.cursor === 'a')).toHaveLength(2);
  });

  it('a failed first page is said with its code and retried', async () => {
    let fail = true;
    const { services } = setup(async () => {
      if (fail) throw new ApiError(10016, 'Server error', 'business', ORDER_LIST);
      return { list: [wireOrder({ orderId: 'ok', orderStatus: 'Filled' })], nextPageCursor: '' };
    });
    renderWithProviders(<OrderHistoryTab {...props} />, { services });
    expect(await screen.findByTestId('order-history-error')).toHaveTextContent('(10016)');
    fail = false;
    await userEvent.click(screen.getByTestId('order-history-retry'));
    expect(await screen.findByTestId('order-history-row-ok')).toBeInTheDocument();
  });

  it.each([
    ['classic', {}, ['Limit & market', 'Conditional', 'TP/SL', 'Trailing stop', 'OCO', 'MMR close']],
    ['demo', { isDemo: true }, ['Limit & market', 'Conditional', 'TP/SL', 'Trailing stop', 'MMR close']],
    ['portfolio margin', { accountType: 'PM' }, ['Limit & market', 'Conditional', 'TP/SL', 'Trailing stop', 'OCO']],
  ])('%s account sees its sub-tabs; each order under its own', async (_n, profile, tabs) => {
    const { services } = setup(
      async () => ({
        list: [
          wireOrder({ orderId: 'plain', orderStatus: 'Filled' }),
          wireOrder({ orderId: 'cond', orderStatus: 'Deactivated', stopOrderType: 'Stop', triggerPrice: '60000' }),
        ],
        nextPageCursor: '',
      }),
      profile,
    );
    renderWithProviders(<OrderHistoryTab {...props} />, { services });
    expect(await screen.findByTestId('order-history-row-plain')).toBeInTheDocument();
    expect(screen.queryByTestId('order-history-row-cond')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(tabs);
    await userEvent.click(screen.getByRole('tab', { name: 'Conditional' }));
    expect(screen.getByTestId('order-history-row-cond')).toBeInTheDocument();
    expect(screen.queryByTestId('order-history-row-plain')).not.toBeInTheDocument();
  });

  it('all markets off: only the page symbol', async () => {
    const { services } = setup(async () => ({
      list: [
        wireOrder({ orderId: 'btc', symbol: 'BTCUSDT', orderStatus: 'Filled' }),
        wireOrder({ orderId: 'eth', symbol: 'ETHUSDT', orderStatus: 'Filled' }),
      ],
      nextPageCursor: '',
    }));
    services.store.dispatch({ type: 'trading/currentSymbolChanged', payload: 'ETHUSDT' });
    renderWithProviders(<OrderHistoryTab instrumentFilter="ALL" allMarkets={false} />, { services });
    expect(await screen.findByTestId('order-history-row-eth')).toBeInTheDocument();
    expect(screen.queryByTestId('order-history-row-btc')).not.toBeInTheDocument();
  });
});

describe('TradeHistoryTab', () => {
  it('shows the executions of the range, paged, and 180 days on the chip', async () => {
    const { services, http } = setup(async (_path, p) =>
      p.cursor
        ? { list: [execution('e2')], nextPageCursor: '' }
        : { list: [execution('e1', { isMaker: true })], nextPageCursor: 'e1' },
    );
    renderWithProviders(<TradeHistoryTab {...props} />, { services });
    const row = await screen.findByTestId('trade-history-row-e1');
    expect(row).toHaveTextContent('Maker');
    await userEvent.click(screen.getByTestId('trade-history-load-more'));
    expect(await screen.findByTestId('trade-history-row-e2')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('trade-history-range-180'));
    await waitFor(() => {
      const last = calls(http.get, EXEC_LIST).at(-1)!;
      expect(Number(last.endTime) - Number(last.startTime)).toBe(180 * DAY_MS);
    });
  });

  it('an empty range says so with its days', async () => {
    const { services } = setup(async () => ({ list: [], nextPageCursor: '' }));
    renderWithProviders(<TradeHistoryTab {...props} />, { services });
    expect(await screen.findByText('No trades in the last 7 days.')).toBeInTheDocument();
  });
});
