import { makeStore } from './makeStore';
import {
  selectDependenciesStatus,
  selectStreamStatus,
  selectTopicHealth,
  selectTopicsStatus,
  streamStatusChanged,
  topicStatusesChanged,
  worstStreamStatus,
} from './streamsSlice';

function storeWithLiveStreams() {
  const { store } = makeStore();
  store.dispatch(streamStatusChanged({ stream: 'public', status: 'live' }));
  store.dispatch(streamStatusChanged({ stream: 'private', status: 'live' }));
  return store;
}

describe('per-topic stream status', () => {
  it('a widget shows Stale when a topic it depends on is stale, though its stream is live', () => {
    const store = storeWithLiveStreams();
    store.dispatch(
      topicStatusesChanged({
        stream: 'private',
        topics: { 'user.position': { status: 'stale', lastHeardAt: 1_000 }, 'user.order': { status: 'live' } },
      }),
    );
    const state = store.getState();
    expect(selectStreamStatus(state, 'private')).toBe('live');
    expect(selectTopicsStatus(state, 'private', ['user.position'])).toBe('stale');
    expect(selectTopicsStatus(state, 'private', ['user.order'])).toBe('live');
    expect(selectTopicsStatus(state, 'private', ['user.order', 'user.position'])).toBe('stale');
    expect(selectTopicHealth(state, 'private', 'user.position')).toEqual({ status: 'stale', lastHeardAt: 1_000 });
  });

  it('the worst status wins across streams: reconnecting over stale over connecting over live', () => {
    const store = storeWithLiveStreams();
    store.dispatch(topicStatusesChanged({ stream: 'public', topics: { 'tickers.BTC': { status: 'stale' } } }));
    store.dispatch(topicStatusesChanged({ stream: 'private', topics: { 'user.order': { status: 'reconnecting' } } }));
    const deps = [
      { stream: 'public', topic: 'tickers.BTC' },
      { stream: 'private', topic: 'user.order' },
    ] as const;
    expect(selectDependenciesStatus(store.getState(), deps)).toBe('reconnecting');
    expect(worstStreamStatus(['live', 'connecting'])).toBe('connecting');
    expect(worstStreamStatus(['connecting', 'stale'])).toBe('stale');
    expect(worstStreamStatus(['closed', 'reconnecting'])).toBe('closed');
    expect(worstStreamStatus([])).toBe('live');
  });

  it('a topic with no report of its own shows its stream status (an older host, or before the first report)', () => {
    const { store } = makeStore({ streams: { public: 'stale', private: 'live' } });
    expect(selectTopicsStatus(store.getState(), 'public', ['tickers.ETH'])).toBe('stale');
    expect(selectTopicsStatus(store.getState(), 'private', ['user.order'])).toBe('live');
    // the same object every time, so a component selecting it does not re-render for nothing
    expect(selectTopicHealth(store.getState(), 'public', 'tickers.ETH')).toBe(
      selectTopicHealth(store.getState(), 'public', 'tickers.ETH'),
    );
  });

  it('a report replaces the stream’s topics; an unchanged topic keeps its object', () => {
    const store = storeWithLiveStreams();
    store.dispatch(
      topicStatusesChanged({
        stream: 'private',
        topics: { 'user.order': { status: 'live' }, 'user.position': { status: 'live' } },
      }),
    );
    const order = selectTopicHealth(store.getState(), 'private', 'user.order');
    store.dispatch(
      topicStatusesChanged({
        stream: 'private',
        topics: { 'user.order': { status: 'live' }, 'user.position': { status: 'stale', lastHeardAt: 5 } },
      }),
    );
    expect(selectTopicHealth(store.getState(), 'private', 'user.order')).toBe(order);
    store.dispatch(topicStatusesChanged({ stream: 'private', topics: { 'user.order': { status: 'live' } } }));
    expect(store.getState().streams.topics?.private).toEqual({ 'user.order': { status: 'live' } });
    // the unsubscribed topic falls back to the stream's status
    expect(selectTopicsStatus(store.getState(), 'private', ['user.position'])).toBe('live');
  });
});
