import { makeStore, pushBatchApplied, type WireOrder } from 'shared-core';
import {
  depthLoaded,
  feedFailed,
  feedLoaded,
  openOrdersLoaded,
  optionEntryAccountSlice,
  positionsLoaded,
  selectAccount,
  selectOpenOrderEntities,
} from './accountSlice';
import { cancelFinished, optionEntryFormSlice } from './slice';

function setup() {
  const { store, rootReducer } = makeStore();
  optionEntryFormSlice.injectInto(rootReducer);
  optionEntryAccountSlice.injectInto(rootReducer);
  return store;
}
const order = (orderId: string, orderStatus: string): WireOrder =>
  ({
    orderId,
    orderLinkId: `l-${orderId}`,
    symbol: 'BTC-X-C',
    side: 'Buy',
    orderStatus,
    price: '5',
    qty: '1',
  }) as WireOrder;
const ids = (store: ReturnType<typeof setup>) => Object.keys(selectOpenOrderEntities(store.getState())).sort();

describe('optionEntryAccount slice', () => {
  it('keeps the open orders of a list (New, PartiallyFilled, Untriggered) by orderId', () => {
    const store = setup();
    store.dispatch(
      openOrdersLoaded([
        order('a', 'New'),
        order('b', 'Filled'),
        order('c', 'Untriggered'),
        order('d', 'PartiallyFilled'),
      ]),
    );
    expect(ids(store)).toEqual(['a', 'c', 'd']);
  });

  it('user.order pushes add, update and drop orders; a cancel that went through drops it', () => {
    const store = setup();
    store.dispatch(openOrdersLoaded([order('a', 'New'), order('b', 'New')]));
    store.dispatch(
      pushBatchApplied([
        { topic: 'user.order', data: [order('c', 'New'), { ...order('a', 'Filled'), notification: {} }, 42] },
      ] as never),
    );
    expect(ids(store)).toEqual(['b', 'c']);
    expect(selectOpenOrderEntities(store.getState()).c).not.toHaveProperty('notification');
    store.dispatch(cancelFinished({ orderId: 'b', cancelled: false }));
    expect(ids(store)).toEqual(['b', 'c']);
    store.dispatch(cancelFinished({ orderId: 'b', cancelled: true }));
    expect(ids(store)).toEqual(['c']);
  });

  it('positions as the margin reads them: signed size and IM; a malformed row is skipped', () => {
    const store = setup();
    store.dispatch(
      positionsLoaded([
        { s: 'BTC-X-C', sd: 'Sell', sz: '2', pi: 0, pim: '14000' }, // compact wire keys
        { s: 'BAD' },
      ] as never),
    );
    expect(selectAccount(store.getState()).positions).toEqual([
      { symbol: 'BTC-X-C', positionSize: '-2', positionIM: '14000' },
    ]);
  });

  it('the live book follows orderbook pushes of the depth symbol (USDT legs: their USDC twin)', () => {
    const store = setup();
    store.dispatch(depthLoaded({ symbol: 'BTC-X-C-USDT', bids: [], asks: [] }));
    store.dispatch(
      pushBatchApplied([
        { topic: 'orderbook.BTC-X-C', data: { bids: [{ price: '5', size: '1' }], asks: [] } },
      ] as never),
    );
    expect(selectAccount(store.getState()).depth?.bids).toEqual([{ price: '5', size: '1' }]);
  });

  it('a feed failure is kept until the feed loads again', () => {
    const store = setup();
    store.dispatch(feedFailed({ feed: 'book', error: { code: 10016, message: 'down' } }));
    expect(selectAccount(store.getState()).loadErrors).toEqual({ book: { code: 10016, message: 'down' } });
    store.dispatch(feedLoaded('book'));
    expect(selectAccount(store.getState()).loadErrors).toEqual({});
  });
});
