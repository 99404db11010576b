import { createEventBus } from '../bus';
import { makeStore } from './makeStore';
import { connectPushBridge, type FrameScheduler } from './pushBridge';
import { type pushBatchApplied, type PushMessage } from './pushBatch';

/** A frame scheduler the test advances by hand, like the browser's animation frames. */
function manualFrames() {
  let pending: (() => void)[] = [];
  const scheduler: FrameScheduler = (flush) => {
    pending.push(flush);
    return () => {
      pending = pending.filter((f) => f !== flush);
    };
  };
  return {
    scheduler,
    get scheduled() {
      return pending.length;
    },
    frame() {
      const run = pending;
      pending = [];
      run.forEach((f) => f());
    },
  };
}

const ticker = (symbol: string, markPrice: string, seq: number): PushMessage => ({
  type: 'push',
  stream: 'public',
  topic: 'tickers.BTC',
  seq,
  kind: 'delta',
  ts: 1_700_000_000_000 + seq,
  data: [{ symbol, markPrice, indexPrice: '60000' }],
});

describe('push bridge: bus → store, one update per animation frame', () => {
  it('applies a burst of 1,000 pushes as one dispatch and one store notification in the next frame', () => {
    const bus = createEventBus();
    const { store } = makeStore();
    const frames = manualFrames();
    const dispatch = jest.spyOn(store, 'dispatch');
    const notified = jest.fn();
    store.subscribe(notified);
    connectPushBridge(bus, store, { scheduler: frames.scheduler });

    for (let i = 1; i <= 1000; i++) bus.publish(ticker('BTC-27DEC24-60000-C', String(100 + i), i));

    expect(dispatch).not.toHaveBeenCalled();
    expect(frames.scheduled).toBe(1);
    frames.frame();

    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(notified).toHaveBeenCalledTimes(1);
    const action = dispatch.mock.calls[0]?.[0] as ReturnType<typeof pushBatchApplied>;
    expect(action.payload).toHaveLength(1000);
    // The last message wins: the trader sees the newest mark.
    expect(store.getState().market.tickers['BTC-27DEC24-60000-C']?.markPrice).toBe('1100');
  });

  it('dispatches nothing in a frame with no pushes, and one batch per frame that had any', () => {
    const bus = createEventBus();
    const { store } = makeStore();
    const frames = manualFrames();
    const dispatch = jest.spyOn(store, 'dispatch');
    connectPushBridge(bus, store, { scheduler: frames.scheduler });

    frames.frame();
    expect(dispatch).not.toHaveBeenCalled();

    bus.publish(ticker('A', '1', 1));
    frames.frame();
    bus.publish(ticker('A', '2', 2));
    bus.publish(ticker('A', '3', 3));
    frames.frame();
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(store.getState().market.tickers['A']?.markPrice).toBe('3');
  });

  it('flushes early when a hidden tab gets no frames and the buffer reaches its cap', () => {
    const bus = createEventBus();
    const { store } = makeStore();
    const frames = manualFrames();
    const dispatch = jest.spyOn(store, 'dispatch');
    connectPushBridge(bus, store, { scheduler: frames.scheduler, maxBuffered: 100 });
    for (let i = 1; i <= 250; i++) bus.publish(ticker('A', String(i), i));
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(store.getState().market.tickers['A']?.markPrice).toBe('200');
    frames.frame();
    expect(store.getState().market.tickers['A']?.markPrice).toBe('250');
  });

  it('ignores non-push events and stops on unsubscribe without a late dispatch', () => {
    const bus = createEventBus();
    const { store } = makeStore();
    const frames = manualFrames();
    const dispatch = jest.spyOn(store, 'dispatch');
    const sub = connectPushBridge(bus, store, { scheduler: frames.scheduler });
    bus.publish({ type: 'toast', severity: 'info', text: 'hello' });
    bus.publish(ticker('A', '1', 1));
    sub.unsubscribe();
    frames.frame();
    expect(dispatch).not.toHaveBeenCalled();
  });
});
