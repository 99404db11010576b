import { createEventBus, type BusEvent } from 'shared-core';
import { createStreamClient, type SocketLike } from './streamClient';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  // server side
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setup(staleAfterMs?: number) {
  FakeSocket.all = [];
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const client = createStreamClient({
    url: 'ws://sim/trade/option/usdc/public/v1',
    stream: 'public',
    bus,
    staleAfterMs,
    socketFactory: (url) => new FakeSocket(url),
  });
  const socket = () => FakeSocket.all[FakeSocket.all.length - 1]!;
  return { bus, events, client, socket };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('stream client', () => {
  it('connects on first subscribe, subscribes once open, and puts data on the bus as push events', () => {
    const { client, socket, events } = setup();
    client.subscribe(['tickers.BTC']);
    expect(FakeSocket.all).toHaveLength(1);
    socket().open();
    expect(socket().sent).toEqual([{ op: 'subscribe', args: ['tickers.BTC'] }]);
    socket().push({ op: 'subscribe', success: true });
    socket().push({ topic: 'tickers.BTC', type: 'delta', seq: 7, ts: 5, data: [{ symbol: 'X' }] });
    const pushes = events.filter((e) => e.type === 'push');
    expect(pushes).toEqual([
      { type: 'push', stream: 'public', topic: 'tickers.BTC', seq: 7, kind: 'delta', ts: 5, data: [{ symbol: 'X' }] },
    ]);
    expect(client.status).toBe('live');
  });

  it('pings every 7000 ms', () => {
    const { client, socket } = setup();
    client.subscribe(['tickers.BTC']);
    socket().open();
    jest.advanceTimersByTime(7000 * 3);
    expect(socket().sent.filter((m) => (m as { op: string }).op === 'ping')).toHaveLength(3);
  });

  it('announces a resync when a sequence number is skipped', () => {
    const { client, socket, events } = setup();
    client.subscribe(['tickers.BTC']);
    socket().open();
    socket().push({ topic: 'tickers.BTC', seq: 1, data: [] });
    socket().push({ topic: 'tickers.BTC', seq: 2, data: [] });
    expect(events.some((e) => e.type === 'stream.resync')).toBe(false);
    socket().push({ topic: 'tickers.BTC', seq: 5, data: [] });
    expect(events.filter((e) => e.type === 'stream.resync')).toEqual([
      { type: 'stream.resync', stream: 'public', topic: 'tickers.BTC' },
    ]);
  });

  it('after a drop: shows reconnecting, reconnects with backoff, resubscribes every topic and asks for a resync', () => {
    const { client, socket, events } = setup();
    client.subscribe(['tickers.BTC', 'tickers.ETH']);
    socket().open();
    socket().push({ topic: 'tickers.BTC', seq: 1, data: [] });
    socket().drop();
    expect(client.status).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1000); // first delay is at most 500 ms
    expect(FakeSocket.all).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([{ op: 'subscribe', args: ['tickers.BTC', 'tickers.ETH'] }]);
    const resyncs = events.filter((e) => e.type === 'stream.resync').map((e) => (e as { topic: string }).topic);
    expect(resyncs).toEqual(['tickers.BTC', 'tickers.ETH']);
    socket().push({ topic: 'tickers.BTC', seq: 40, data: [] }); // a new connection: no false gap
    expect(events.filter((e) => e.type === 'stream.resync')).toHaveLength(2);
    expect(client.status).toBe('live');
  });

  it('marks a ticking feed stale when it stalls, and live again when data resumes', () => {
    const { client, socket, events } = setup(3000);
    client.subscribe(['tickers.BTC']);
    socket().open();
    socket().push({ topic: 'tickers.BTC', seq: 1, data: [] });
    jest.advanceTimersByTime(2999);
    expect(client.status).toBe('live');
    jest.advanceTimersByTime(2);
    expect(client.status).toBe('stale');
    socket().push({ topic: 'tickers.BTC', seq: 2, data: [] });
    expect(client.status).toBe('live');
    const statuses = events.filter((e) => e.type === 'stream.status').map((e) => (e as { status: string }).status);
    expect(statuses).toEqual(['live', 'stale', 'live']);
  });

  it('counts references: a topic is unsubscribed only when its last subscriber leaves', () => {
    const { client, socket } = setup();
    const a = client.subscribe(['tickers.BTC']);
    socket().open();
    const b = client.subscribe(['tickers.BTC']);
    a();
    expect(socket().sent).toEqual([{ op: 'subscribe', args: ['tickers.BTC'] }]);
    b();
    expect(socket().sent).toContainEqual({ op: 'unsubscribe', args: ['tickers.BTC'] });
  });

  it('drops malformed frames without breaking the stream', () => {
    const { client, socket, events } = setup();
    client.subscribe(['tickers.BTC']);
    socket().open();
    socket().onmessage?.({ data: '{not json' });
    socket().push({ topic: 'tickers.BTC', seq: 1, data: [] });
    expect(events.filter((e) => e.type === 'push')).toHaveLength(1);
  });

  it('close stops reconnecting', () => {
    const { client, socket } = setup();
    client.subscribe(['tickers.BTC']);
    socket().open();
    client.close();
    socket().drop();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.status).toBe('closed');
  });
});
