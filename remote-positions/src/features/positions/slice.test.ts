import { makeStore, pushBatchApplied, type PushMessage } from 'shared-core';
import { fixtureConfigs, wireOptionLong, wirePerpShort } from './fixtures';
import {
  loadExchangeRate,
  loadPositions,
  loadSymbolConfigs,
  positionsSlice,
  selectPositionRows,
  selectPositionsStatus,
} from './slice';
import type { HttpClient } from 'shared-http';

function setup() {
  const bundle = makeStore();
  positionsSlice.injectInto(bundle.rootReducer);
  return bundle.store;
}

const push = (data: unknown, seq: number, kind: 'snapshot' | 'delta' = 'delta'): PushMessage => ({
  type: 'push',
  stream: 'private',
  topic: 'user.position',
  seq,
  kind,
  ts: 1_700_000_000_000 + seq,
  data,
});

const httpReturning = (list: unknown[]): HttpClient =>
  ({ get: jest.fn().mockResolvedValue({ list }), post: jest.fn() }) as unknown as HttpClient;

describe('positions slice', () => {
  it('loads the snapshot', async () => {
    const store = setup();
    const pending = store.dispatch(loadPositions({ http: httpReturning([wireOptionLong, wirePerpShort]) }));
    expect(selectPositionsStatus(store.getState())).toBe('loading');
    await pending;
    expect(selectPositionsStatus(store.getState())).toBe('ready');
    expect(selectPositionRows(store.getState()).map((r) => r.symbol)).toEqual(['BTC-27DEC24-100000-C', 'BTCUSDT']);
  });

  it('keeps an error with its code', async () => {
    const store = setup();
    const http = {
      get: jest.fn().mockRejectedValue(Object.assign(new Error('boom'), { code: 1 })),
    } as unknown as HttpClient;
    await store.dispatch(loadPositions({ http }));
    expect(selectPositionsStatus(store.getState())).toBe('error');
  });

  it('applies a batch of 3 user.position pushes as one state change with the latest values', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wireOptionLong]) }));
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch(
      pushBatchApplied([
        push([{ s: 'BTC-27DEC24-100000-C', pi: 0, mp: '1310', upl: '89.25' }], 1),
        push([{ s: 'BTC-27DEC24-100000-C', pi: 0, mp: '1320', upl: '104.25' }], 2),
        push([{ s: 'BTC-27DEC24-100000-C', pi: 0, mp: '1290.5', upl: '59.999' }], 3),
      ]),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    const [row] = selectPositionRows(store.getState());
    expect(row).toMatchObject({ markPrice: '1,290.50', upl: '+59.9990' });
  });

  it('adds new positions from pushes and removes closed ones', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wireOptionLong]) }));
    store.dispatch(
      pushBatchApplied([push([wirePerpShort], 1), push([{ s: 'BTC-27DEC24-100000-C', pi: 0, sz: '0' }], 2)]),
    );
    expect(selectPositionRows(store.getState()).map((r) => r.symbol)).toEqual(['BTCUSDT']);
  });

  it('a snapshot push replaces every position; other topics are ignored', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wireOptionLong]) }));
    store.dispatch(
      pushBatchApplied([
        { ...push([wirePerpShort], 1, 'snapshot') },
        { ...push([wireOptionLong], 1), topic: 'user.order' },
      ]),
    );
    expect(selectPositionRows(store.getState()).map((r) => r.symbol)).toEqual(['BTCUSDT']);
  });

  it('keeps the flat order through mark pushes and sorts only when a position opens or closes', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wirePerpShort, wireOptionLong]) }));
    const order = () => store.getState().positions!.order;
    const loaded = order();
    expect(loaded).toEqual(['BTC-27DEC24-100000-C:0', 'BTCUSDT:0']);
    store.dispatch(pushBatchApplied([push([{ s: 'BTCUSDT', pi: 0, mp: '61001' }], 1)]));
    expect(order()).toBe(loaded); // the same array: nothing was sorted
    // a new position takes its place by symbol (A… before B…), a closed one leaves
    store.dispatch(pushBatchApplied([push([{ ...wirePerpShort, s: 'ADAUSDT' }], 2)]));
    expect(selectPositionRows(store.getState()).map((r) => r.symbol)).toEqual([
      'ADAUSDT',
      'BTC-27DEC24-100000-C',
      'BTCUSDT',
    ]);
    store.dispatch(pushBatchApplied([push([{ s: 'BTC-27DEC24-100000-C', pi: 0, sz: '0' }], 3)]));
    expect(selectPositionRows(store.getState()).map((r) => r.symbol)).toEqual(['ADAUSDT', 'BTCUSDT']);
    expect(order()).toEqual(['ADAUSDT:0', 'BTCUSDT:0']);
  });

  it('reuses row views of unchanged positions', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wireOptionLong, wirePerpShort]) }));
    const before = selectPositionRows(store.getState());
    store.dispatch(pushBatchApplied([push([{ s: 'BTCUSDT', pi: 0, mp: '61001' }], 1)]));
    const after = selectPositionRows(store.getState());
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('formats at the symbol config once it is in (never at the wire decimals)', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wirePerpShort]) }));
    expect(selectPositionRows(store.getState())[0]!.entryPrice).toBe('60,000.50');
    await store.dispatch(loadSymbolConfigs({ http: httpReturning(Object.values(fixtureConfigs)) }));
    expect(selectPositionRows(store.getState())[0]!.entryPrice).toBe('60,000.5');
  });

  it('adds the local-currency equivalent once the rate is in; USD needs no call', async () => {
    const store = setup();
    await store.dispatch(loadPositions({ http: httpReturning([wirePerpShort]) }));
    const http = {
      get: jest.fn().mockResolvedValue({ name: 'EUR', base: 'USD', rate: '0.92' }),
    } as unknown as HttpClient;
    await store.dispatch(loadExchangeRate({ http, currency: 'EUR' }));
    expect(http.get).toHaveBeenCalledWith('/api/exchange-rate', { name: 'EUR' }, expect.anything());
    expect(selectPositionRows(store.getState())[0]!.uplLocal).toBe('≈ -229.91 EUR');
    const none = { get: jest.fn() } as unknown as HttpClient;
    await store.dispatch(loadExchangeRate({ http: none, currency: 'USD' }));
    expect(none.get).not.toHaveBeenCalled();
    expect(selectPositionRows(store.getState())[0]!.uplLocal).toBe('≈ -249.90 USD');
  });
});
