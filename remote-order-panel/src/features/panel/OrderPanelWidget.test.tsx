import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSymbolChanged, pushBatchApplied, type BusEvent } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { wireOrder } from '../openOrders/fixtures';
import { OrderPanelWidget } from './OrderPanelWidget';

describe('OrderPanelWidget', () => {
  it('shows the tabs, the count and the open orders, live', async () => {
    const { services, http, streams } = createTestServices();
    http.get.mockResolvedValue({
      list: [wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New', side: 'Sell' })],
    });
    renderWithProviders(<OrderPanelWidget />, { services });
    expect(screen.getByTestId('open-orders-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('open-order-row-o-1001')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/contract/v5/order/list', { status: 'open' }, expect.anything());
    expect(streams.private.subscribe).toHaveBeenCalledWith(['user.order']);
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(2)');
    const tabs = within(screen.getByTestId('order-panel-tabs')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Open orders(2)',
      'Positions',
      'Order history',
      'Trade history',
      'Assets',
      'Borrowings',
      'Tools',
      'Profit and loss',
    ]);

    act(() => {
      services.store.dispatch(
        pushBatchApplied([
          {
            type: 'push',
            stream: 'private',
            topic: 'user.order',
            seq: 1,
            kind: 'delta',
            ts: 1,
            data: [wireOrder({ orderStatus: 'Filled' })],
          },
        ]),
      );
    });
    expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(1)');
  });

  it('other tabs say they come later; the count stays', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder()] });
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-orders-table');
    await userEvent.click(screen.getByRole('tab', { name: 'Trade history' }));
    expect(screen.getByTestId('coming-soon-tradeHistory')).toHaveTextContent(
      'Trade history is coming in a later release.',
    );
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(1)');
  });

  it('cancels an order; a failure is toasted and the order stays', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New' })] });
    http.post.mockResolvedValueOnce({ orderId: 'o-1001', symbol: 'BTC-27DEC24-100000-C', orderStatus: 'Cancelled' });
    http.post.mockRejectedValueOnce(
      new ApiError(110001, 'order not exists or too late to cancel', 'business', '/contract/v5/order/cancel'),
    );
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('cancel-order-o-1001'));
    expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cancel-order-o-2'));
    expect(toasts).toEqual([
      // The text now comes from the shared error catalogue.
      expect.objectContaining({ type: 'toast', severity: 'error', messageKey: 'common:errors.110001' }),
    ]);
    expect(screen.getByTestId('open-order-row-o-2')).toBeInTheDocument();
  });

  it('an HTTP 503 on cancel is told as a server error, not as the grid-bot code 503', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder()] });
    http.post.mockRejectedValueOnce(new ApiError(503, 'http error', 'http', '/contract/v5/order/cancel'));
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('cancel-order-o-1001'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ messageKey: 'common:errors.http' });
    expect(screen.getByTestId('open-order-row-o-1001')).toBeInTheDocument();
  });

  it('shows the empty state and the error state with retry', async () => {
    const { services, http } = createTestServices();
    http.get.mockRejectedValueOnce(new ApiError(9000001, 'timeout', 'timeout', '/contract/v5/order/list'));
    http.get.mockResolvedValueOnce({ list: [] });
    renderWithProviders(<OrderPanelWidget />, { services });
    expect(await screen.findByTestId('open-orders-error')).toHaveTextContent('9000001');
    await userEvent.click(screen.getByTestId('open-orders-retry'));
    expect(await screen.findByTestId('open-orders-empty')).toHaveTextContent('You have no open orders.');
  });

  it('offers "Only <instrument>" once another widget picks an instrument, and filters to it', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({
      list: [wireOrder(), wireOrder({ orderId: 'o-2', symbol: 'ETH-27NOV26-3000-P', orderStatus: 'New' })],
    });
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-o-2');
    expect(screen.queryByTestId('current-only')).not.toBeInTheDocument();

    // What the option entry dispatches when the trader picks an option.
    act(() => void services.store.dispatch(currentSymbolChanged('ETH-27NOV26-3000-P')));
    const only = screen.getByRole('checkbox', { name: 'Only ETH-27NOV26-3000-P' });
    await userEvent.click(only);
    expect(screen.getByTestId('open-order-row-o-2')).toBeInTheDocument();
    expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument();
    // The count on the tab stays the account's total.
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(2)');

    await userEvent.click(only);
    expect(screen.getByTestId('open-order-row-o-1001')).toBeInTheDocument();
  });
});
