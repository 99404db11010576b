import { currentSymbolChanged, makeStore, pushBatchApplied, type PushMessage } from 'shared-core';
import type { HttpClient } from 'shared-http';
import { wireOrder } from './fixtures';
import {
  cancelOpenOrder,
  currentOnlyToggled,
  loadOpenOrders,
  orderPanelSlice,
  selectActiveTab,
  selectListedOpenOrderCount,
  selectOpenOrderCount,
  selectOpenOrderRows,
  selectSubTabCounts,
  tabSelected,
} from './slice';

function setup() {
  const bundle = makeStore();
  orderPanelSlice.injectInto(bundle.rootReducer);
  return bundle.store;
}

const push = (data: unknown, seq: number, kind: 'snapshot' | 'delta' = 'delta'): PushMessage => ({
  type: 'push',
  stream: 'private',
  topic: 'user.order',
  seq,
  kind,
  ts: seq,
  data,
});

const httpWith = (list: unknown[], post?: jest.Mock): HttpClient =>
  ({ get: jest.fn().mockResolvedValue({ list }), post: post ?? jest.fn() }) as unknown as HttpClient;

describe('orderPanel slice', () => {
  it('starts on Open orders and switches tabs', () => {
    const store = setup();
    expect(selectActiveTab(store.getState())).toBe('openOrders');
    store.dispatch(tabSelected('assets'));
    expect(selectActiveTab(store.getState())).toBe('assets');
  });

  it('loads the snapshot and counts open orders', async () => {
    const store = setup();
    await store.dispatch(
      loadOpenOrders({ http: httpWith([wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New' })]) }),
    );
    expect(selectOpenOrderCount(store.getState())).toBe(2);
  });

  it('a batch of pushes is one state change: new order added, filled order removed, count follows', async () => {
    const store = setup();
    await store.dispatch(
      loadOpenOrders({ http: httpWith([wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New' })]) }),
    );
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch(
      pushBatchApplied([
        push([wireOrder({ orderId: 'o-3', orderStatus: 'New', createdAtE3: 9e12 })], 1),
        push({ ...wireOrder({ orderId: 'o-2', orderStatus: 'Filled' }), notification: { scene: 4 } }, 2),
        push([wireOrder({ cumExecQty: '1.00' })], 3),
      ]),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(selectOpenOrderCount(store.getState())).toBe(2);
    expect(selectOpenOrderRows(store.getState()).map((r) => [r.orderId, r.filled])).toEqual([
      ['o-3', '0.25'],
      ['o-1001', '1.00'],
    ]);
  });

  it('a snapshot push replaces the list', async () => {
    const store = setup();
    await store.dispatch(loadOpenOrders({ http: httpWith([wireOrder()]) }));
    store.dispatch(pushBatchApplied([push([wireOrder({ orderId: 'x', orderStatus: 'New' })], 1, 'snapshot')]));
    expect(selectOpenOrderRows(store.getState()).map((r) => r.orderId)).toEqual(['x']);
  });

  it('cancel posts orderId and symbol and removes the order on success', async () => {
    const store = setup();
    const post = jest
      .fn()
      .mockResolvedValue({ orderId: 'o-1001', symbol: 'BTC-27DEC24-100000-C', orderStatus: 'Cancelled' });
    const http = httpWith([wireOrder()], post);
    await store.dispatch(loadOpenOrders({ http }));
    const pending = store.dispatch(cancelOpenOrder({ http, order: wireOrder() }));
    expect(store.getState().orderPanel?.cancelling).toEqual({ 'o-1001': true });
    await pending;
    expect(post).toHaveBeenCalledWith('/contract/v5/order/cancel', {
      symbol: 'BTC-27DEC24-100000-C',
      orderId: 'o-1001',
    });
    expect(selectOpenOrderCount(store.getState())).toBe(0);
    expect(store.getState().orderPanel?.cancelling).toEqual({});
  });

  it('the Open orders tab counts the listed orders of every market; the sub-tabs follow the scope', async () => {
    const store = setup();
    await store.dispatch(
      loadOpenOrders({
        http: httpWith([
          wireOrder({ orderId: 'opt', orderStatus: 'New' }),
          wireOrder({ orderId: 'opt-tp', orderStatus: 'Untriggered', stopOrderType: 'PartialTakeProfit' }),
          wireOrder({ orderId: 'perp', symbol: 'BTCUSDT', orderStatus: 'New' }),
        ]),
      }),
    );
    const sumOfSubTabs = () => Object.values(selectSubTabCounts(store.getState())).reduce((a, b) => a + b, 0);
    expect([selectListedOpenOrderCount(store.getState()), sumOfSubTabs()]).toEqual([2, 2]);
    store.dispatch(currentSymbolChanged('BTCUSDT'));
    store.dispatch(currentOnlyToggled(true));
    expect([selectListedOpenOrderCount(store.getState()), sumOfSubTabs()]).toEqual([2, 1]);
  });
});
