import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvent, OrderTpSlTarget, Position } from 'shared-core';
import type { HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { SYMBOL_PRICE_PATH } from '../close/api';
import { loadPositions } from '../positions/slice';
import { TpSlPaths } from '../tpsl/rules/payload';
import { claimRequest, positionForOrder, tpSlOrderOf } from './orderTpSl';
import { PositionActionsProvider } from './PositionActionsProvider';
import { BTCUSDT_CONFIG } from '../tpsl/testFixtures';

// typing on a busy machine takes more than the 5 s default
jest.setTimeout(30_000);

const config = BTCUSDT_CONFIG;

/** A resting sell limit order with no TP/SL yet, as the order panel publishes it. */
const sellOrder: OrderTpSlTarget = {
  orderId: 'o-9',
  symbol: 'BTCUSDT',
  side: 'Sell',
  positionIdx: 0,
  price: '60000',
  qty: '0.01',
  takeProfit: '0',
  stopLoss: '0',
  tpTriggerBy: 'LastPrice',
  slTriggerBy: 'MarkPrice',
};

function setup(positions: Position[], post: () => Promise<unknown>) {
  const { services, http } = createTestServices();
  services.store.dispatch({ type: loadPositions.pending.type, meta: { requestId: 'r' } });
  services.store.dispatch({ type: loadPositions.fulfilled.type, payload: positions, meta: { requestId: 'r' } });
  http.get.mockImplementation((path: string) =>
    path === SYMBOL_PRICE_PATH
      ? Promise.resolve({ list: { BTCUSDT: { lastPrice: '65000', markPrice: '65000', indexPrice: '65000' } } })
      : Promise.resolve({ confirms: '' }),
  );
  http.post.mockImplementation(post);
  const seen: BusEvent[] = [];
  const sub = services.bus.events$.subscribe((e) => seen.push(e));
  renderWithProviders(
    <PositionActionsProvider configOf={() => config}>
      <span>table</span>
    </PositionActionsProvider>,
    { services: services as HostServices },
  );
  return { http, services, seen, sub };
}

describe('the order scene opened from the bus (tpsl.openForOrder)', () => {
  it('acks, opens the dialog without a position, and double Enter sends order/replace once', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { http, services, seen, sub } = setup([], () => new Promise((resolve) => (answer = resolve)));
    act(() => services.bus.publish({ type: 'tpsl.openForOrder', requestId: 'req-1', order: sellOrder }));
    expect(seen.filter((e) => e.type === 'tpsl.openForOrder.ack')).toEqual([
      { type: 'tpsl.openForOrder.ack', requestId: 'req-1' },
    ]);
    const confirm = await screen.findByTestId('tpsl-confirm', undefined, { timeout: 10_000 });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByText(/Add TPSL/)).toBeInTheDocument();
    // a short (Sell) order: the take profit below its price, the stop loss above it
    await userEvent.type(screen.getByTestId('tpsl-tp-price'), '55000');
    await userEvent.type(screen.getByTestId('tpsl-sl-price'), '62000');
    act(() => confirm.focus());
    await userEvent.keyboard('{Enter}{Enter}');
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(TpSlPaths.replace, {
      orderId: 'o-9',
      symbol: 'BTCUSDT',
      takeProfit: '55000',
      stopLoss: '62000',
      // the order had no stop loss: a new leg starts from the remembered kind (last price)
      tpTriggerBy: 'LastPrice',
      slTriggerBy: 'LastPrice',
    });
    await act(async () => answer({}));
    await waitFor(() => expect(screen.queryByTestId('tpsl-confirm')).not.toBeInTheDocument());
    expect(http.post).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('a take profit on the wrong side of the order price sends nothing', async () => {
    const { http, services, sub } = setup([], () => Promise.resolve({}));
    act(() => services.bus.publish({ type: 'tpsl.openForOrder', requestId: 'req-2', order: sellOrder }));
    const confirm = await screen.findByTestId('tpsl-confirm', undefined, { timeout: 10_000 });
    await waitFor(() => expect(confirm).toBeEnabled());
    // above a sell order's price: a short's take profit must be below it
    await userEvent.type(screen.getByTestId('tpsl-tp-price'), '61000');
    await userEvent.click(confirm);
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByTestId('tpsl-confirm')).toBeInTheDocument();
    sub.unsubscribe();
  });
});

describe('orderTpSl rules', () => {
  const long: Position = { symbol: 'BTCUSDT', side: 'Buy', size: '0.5', positionIdx: 0, leverage: '1000' };
  it('the position of the order symbol and positionIdx when there is one, else a flat one of the order side', () => {
    expect(positionForOrder(sellOrder, { 'BTCUSDT:0': long })).toBe(long);
    expect(positionForOrder(sellOrder, { 'BTCUSDT:2': long })).toEqual({
      symbol: 'BTCUSDT',
      side: 'Sell',
      size: '0',
      positionIdx: 0,
      mode: 'MergedSingle',
    });
    expect(positionForOrder({ ...sellOrder, positionIdx: 2 }, {})).toMatchObject({ positionIdx: 2, mode: 'BothSide' });
  });
  it('the dialog order carries the side, quantity and trigger kinds', () => {
    expect(tpSlOrderOf({ ...sellOrder, tpTriggerBy: '' })).toEqual({
      orderId: 'o-9',
      symbol: 'BTCUSDT',
      price: '60000',
      qty: '0.01',
      side: 'Sell',
      takeProfit: '0',
      stopLoss: '0',
      tpTriggerBy: 'LastPrice',
      slTriggerBy: 'MarkPrice',
    });
  });
  it('a request is served once', () => {
    expect(claimRequest('once')).toBe(true);
    expect(claimRequest('once')).toBe(false);
  });
});
