import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvent } from 'shared-core';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { askOrderTpSl } from './askOrderTpSl';
import { wireOrder } from './fixtures';
import { OpenOrdersTable } from './OpenOrdersTable';
import { openOrderRowView } from './rules';

const limit = wireOrder({
  orderId: 'o-42',
  symbol: 'BTCUSDT',
  side: 'Buy',
  price: '60000.0',
  qty: '0.010',
  cumExecQty: '0',
  orderStatus: 'New',
  takeProfit: '66000.0',
  stopLoss: '0',
});

function setup(listen?: (e: BusEvent, publish: (e: BusEvent) => void) => void) {
  const t = createTestServices();
  const seen: BusEvent[] = [];
  const { bus } = t.services;
  const sub = bus.events$.subscribe((e) => {
    seen.push(e);
    listen?.(e, bus.publish);
  });
  const rows = [openOrderRowView(limit), openOrderRowView(wireOrder({ orderId: 'o-opt', orderStatus: 'New' }))];
  renderWithProviders(<OpenOrdersTable rows={rows} status="ready" onCancel={jest.fn()} />, { services: t.services });
  return { seen, sub, ofType: (type: BusEvent['type']) => seen.filter((e) => e.type === type) };
}
/** The positions remote on the page: it acks every request at once. */
const positionsRemote = (e: BusEvent, publish: (e: BusEvent) => void) => {
  if (e.type === 'tpsl.openForOrder') publish({ type: 'tpsl.openForOrder.ack', requestId: e.requestId });
};

afterEach(() => jest.useRealTimers());

describe('open orders: the TP/SL cell', () => {
  it('shows the attached values and asks for the dialog with the order', async () => {
    const { ofType, sub } = setup(positionsRemote);
    const cell = screen.getByTestId('order-tpsl-o-42');
    expect(within(cell).getByTestId('order-tp-o-42')).toHaveTextContent('66,000.0');
    expect(within(cell).getByTestId('order-sl-o-42')).toHaveTextContent('--');
    await userEvent.click(screen.getByRole('button', { name: 'Edit the TP/SL of the BTCUSDT order' }));
    expect(ofType('tpsl.openForOrder')).toEqual([
      {
        type: 'tpsl.openForOrder',
        requestId: expect.any(String),
        order: {
          orderId: 'o-42',
          symbol: 'BTCUSDT',
          side: 'Buy',
          positionIdx: 0,
          price: '60000.0',
          qty: '0.010',
          takeProfit: '66000.0',
          stopLoss: '0',
          tpTriggerBy: 'LastPrice',
          slTriggerBy: 'LastPrice',
        },
      },
    ]);
    // acked: no warning
    expect(ofType('toast')).toEqual([]);
    sub.unsubscribe();
  });

  it('an option order has no TP/SL action', () => {
    const { sub } = setup(positionsRemote);
    expect(screen.queryByTestId('order-tpsl-edit-o-opt')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-tpsl-edit-o-42')).toBeInTheDocument();
    sub.unsubscribe();
  });

  it('keyboard: Enter on the focused button asks once, a second Enter while it is out asks nothing more', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // nobody answers: the ask stays out until the wait ends
    const { ofType, sub } = setup();
    const button = screen.getByTestId('order-tpsl-edit-o-42');
    act(() => button.focus());
    await user.keyboard('{Enter}{Enter}');
    expect(ofType('tpsl.openForOrder')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    sub.unsubscribe();
  });

  it('without the positions remote on the page, a warning says so after the wait (never silence)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { ofType, sub } = setup();
    await user.click(screen.getByTestId('order-tpsl-edit-o-42'));
    expect(ofType('toast')).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(ofType('toast')).toEqual([
      { type: 'toast', severity: 'warning', messageKey: 'integrated-trade:orderTpSl.unavailable' },
    ]);
    // the button is usable again
    expect(screen.getByTestId('order-tpsl-edit-o-42')).toBeEnabled();
    sub.unsubscribe();
  });
});

describe('askOrderTpSl', () => {
  it('an ack for another request does not count', async () => {
    jest.useFakeTimers();
    const { services } = createTestServices();
    const { bus } = services;
    const sub = bus.on('tpsl.openForOrder').subscribe(() => {
      bus.publish({ type: 'tpsl.openForOrder.ack', requestId: 'someone-else' });
    });
    const target = { orderId: 'o-1', symbol: 'BTCUSDT', side: 'Buy', positionIdx: 0, price: '1', qty: '1' } as const;
    const outcome = askOrderTpSl(
      bus,
      { ...target, takeProfit: '0', stopLoss: '0', tpTriggerBy: 'LastPrice', slTriggerBy: 'LastPrice' },
      'mine',
      100,
    );
    jest.advanceTimersByTime(100);
    await expect(outcome).resolves.toBe('unavailable');
    sub.unsubscribe();
  });
});
