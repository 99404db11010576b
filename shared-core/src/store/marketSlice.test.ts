import { makeStore } from './makeStore';
import { pushBatchApplied, type PushMessage } from './pushBatch';

const push = (topic: string, kind: 'snapshot' | 'delta', data: unknown[], seq: number): PushMessage => ({
  type: 'push',
  stream: 'public',
  topic,
  seq,
  kind,
  ts: 1_000 + seq,
  data,
});

describe('market slice: tickers from pushes', () => {
  it('a malformed row is dropped, not stored: the rows beside it still apply', () => {
    const { store } = makeStore();
    store.dispatch(
      pushBatchApplied([
        push(
          'tickers.BTC',
          'delta',
          [
            { symbol: 'BTC-27NOV26-60000-C', markPrice: '100' },
            { symbol: 'BTC-27NOV26-61000-C', markPrice: { toString: 'x' } },
            { symbol: 'BTC-27NOV26-62000-C', markPrice: 80 },
            { markPrice: '1' },
            { symbol: 42, markPrice: '1' },
            null,
            ['BTC-27NOV26-63000-C'],
            'BTC-27NOV26-64000-C',
            { symbol: 'BTC-27NOV26-65000-C', delta: '0.2' },
          ],
          1,
        ),
      ]),
    );
    expect(store.getState().market.tickers).toEqual({
      'BTC-27NOV26-60000-C': { symbol: 'BTC-27NOV26-60000-C', markPrice: '100' },
      'BTC-27NOV26-65000-C': { symbol: 'BTC-27NOV26-65000-C', delta: '0.2' },
    });
  });

  it('a delta merges only the fields it carries; a snapshot replaces the coin’s whole chain', () => {
    const { store } = makeStore();
    store.dispatch(
      pushBatchApplied([
        push(
          'tickers.BTC',
          'snapshot',
          [
            { symbol: 'BTC-27NOV26-60000-C', markPrice: '100', delta: '0.5', indexPrice: '60000' },
            { symbol: 'BTC-27NOV26-61000-C', markPrice: '80', delta: '0.4', indexPrice: '60000' },
          ],
          1,
        ),
        push('tickers.ETH', 'snapshot', [{ symbol: 'ETH-27NOV26-3000-P', markPrice: '50', indexPrice: '3000' }], 1),
        push('tickers.BTC', 'delta', [{ symbol: 'BTC-27NOV26-60000-C', markPrice: '101' }], 2),
      ]),
    );
    let tickers = store.getState().market.tickers;
    expect(tickers['BTC-27NOV26-60000-C']).toMatchObject({ markPrice: '101', delta: '0.5' });

    // A later snapshot no longer lists the 61000 strike (expired): it goes; ETH is untouched.
    store.dispatch(
      pushBatchApplied([
        push('tickers.BTC', 'snapshot', [{ symbol: 'BTC-27NOV26-60000-C', markPrice: '99', indexPrice: '60100' }], 9),
      ]),
    );
    tickers = store.getState().market.tickers;
    expect(Object.keys(tickers).sort()).toEqual(['BTC-27NOV26-60000-C', 'ETH-27NOV26-3000-P']);
    expect(tickers['BTC-27NOV26-60000-C']).toEqual({
      symbol: 'BTC-27NOV26-60000-C',
      markPrice: '99',
      indexPrice: '60100',
    });
    expect(store.getState().market.indexByCoin).toEqual({ BTC: '60100', ETH: '3000' });
    expect(store.getState().market.lastPushTs['tickers.BTC']).toBe(1_009);
  });

  it('keeps the same state object when a batch carries no ticker change', () => {
    const { store } = makeStore();
    const before = store.getState().market;
    store.dispatch(pushBatchApplied([push('user.order', 'delta', [{ orderId: '1' }], 1)]));
    expect(store.getState().market).toBe(before);
  });
});
