import { createEventBus, type BusEvent, type StreamName, type TopicHealthMap } from 'shared-core';
import { createStreamClient, type SocketLike } from './streamClient';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  /** the server answers every ping with a pong 5 ms later (as long as it is not stalled) */
  answersPings = false;
  stalled = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    const message = JSON.parse(data) as { op?: string };
    this.sent.push(message);
    if (message.op === 'ping' && this.answersPings) setTimeout(() => this.push({ op: 'pong', ts: Date.now() }), 5);
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
    if (this.stalled || this.readyState !== 1) return;
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

  it('pings every 7000 ms while the server answers', () => {
    const { client, socket } = setup();
    client.subscribe(['tickers.BTC']);
    socket().answersPings = true;
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

describe('per-topic health', () => {
  /** A private stream whose server answers pings; `health()` is the last report of topicStatus$. */
  function privateStream() {
    FakeSocket.all = [];
    const bus = createEventBus();
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    const stream: StreamName = 'private';
    const client = createStreamClient({
      url: 'ws://sim/private',
      stream,
      bus,
      socketFactory: (url) => {
        const s = new FakeSocket(url);
        s.answersPings = true;
        return s;
      },
    });
    const reports: TopicHealthMap[] = [];
    client.topicStatus$!.subscribe((m) => reports.push(m));
    const socket = () => FakeSocket.all[FakeSocket.all.length - 1]!;
    const statusOf = (topic: string) => reports[reports.length - 1]![topic]?.status;
    const resyncs = () => events.filter((e) => e.type === 'stream.resync').map((e) => (e as { topic: string }).topic);
    return { client, socket, reports, statusOf, resyncs, events };
  }

  /** The simulator's user.position: a delta every 250 ms tick (marks and PnL). */
  function tickPositions(socket: FakeSocket, ms: number, seq: { n: number }) {
    for (let t = 0; t < ms; t += 250) {
      socket.push({ topic: 'user.position', type: 'delta', seq: ++seq.n, data: [] });
      jest.advanceTimersByTime(250);
    }
  }

  it('a ticking topic that stops goes stale after its 3 s interval while a quiet topic on the socket stays live', () => {
    const { client, socket, statusOf } = privateStream();
    client.subscribe(['user.position', 'user.order']);
    expect(statusOf('user.position')).toBe('connecting');
    socket().open();
    socket().push({ topic: 'user.position', type: 'snapshot', seq: 0, data: [] });
    socket().push({ topic: 'user.order', type: 'snapshot', seq: 0, data: [] });
    const seq = { n: 0 };
    tickPositions(socket(), 2000, seq);
    expect(statusOf('user.position')).toBe('live');
    expect(statusOf('user.order')).toBe('live');

    // marks stop coming; the socket keeps answering pings
    jest.advanceTimersByTime(2500);
    expect(statusOf('user.position')).toBe('live');
    jest.advanceTimersByTime(1500);
    expect(statusOf('user.position')).toBe('stale');
    jest.advanceTimersByTime(20_000);
    expect(statusOf('user.position')).toBe('stale');
    expect(statusOf('user.order')).toBe('live');
    expect(client.status).toBe('live');
  });

  it('a heartbeat keeps a ticking topic live (a trader with no positions) and puts nothing on the bus', () => {
    const { client, socket, statusOf, events } = privateStream();
    client.subscribe(['user.position']);
    socket().open();
    socket().push({ topic: 'user.position', type: 'snapshot', seq: 2, data: [] });
    for (let i = 0; i < 20; i++) {
      socket().push({ topic: 'user.position', type: 'heartbeat', ts: Date.now() });
      jest.advanceTimersByTime(1000);
    }
    expect(statusOf('user.position')).toBe('live');
    socket().stalled = true; // heartbeats stop too
    jest.advanceTimersByTime(4000);
    expect(statusOf('user.position')).toBe('stale');
    expect(events.filter((e) => e.type === 'push')).toHaveLength(1); // the snapshot alone
    expect(events.filter((e) => e.type === 'stream.resync')).toEqual([]);
  });

  it('a stalled socket (no pongs) makes a quiet topic stale within ping + 3 s, then live again when it answers', () => {
    const { client, socket, statusOf, resyncs } = privateStream();
    client.subscribe(['user.order']);
    socket().open();
    socket().push({ topic: 'user.order', type: 'snapshot', seq: 3, data: [] });
    jest.advanceTimersByTime(30_000); // quiet for 30 s: no order changed, pongs every 7 s
    expect(statusOf('user.order')).toBe('live');

    socket().stalled = true;
    jest.advanceTimersByTime(7000);
    expect(statusOf('user.order')).toBe('live'); // the last pong (at 28 s) is 9 s old
    jest.advanceTimersByTime(2000);
    expect(statusOf('user.order')).toBe('stale');
    expect(client.status).toBe('stale');

    socket().stalled = false; // the silent socket is probed every second: the pong comes within ~1 s
    jest.advanceTimersByTime(1200);
    expect(statusOf('user.order')).toBe('live');
    expect(client.status).toBe('live');
    // an order change lost during the stall shows as a seq jump: its owner refetches
    socket().push({ topic: 'user.order', type: 'delta', seq: 5, data: [] });
    expect(resyncs()).toEqual(['user.order']);
  });

  it('a stall freezes the ticking topic too: stale within 4 s, live again with the next tick', () => {
    const { client, socket, statusOf } = privateStream();
    client.subscribe(['user.position']);
    socket().open();
    const seq = { n: 0 };
    tickPositions(socket(), 3000, seq);
    socket().stalled = true;
    tickPositions(socket(), 4000, seq);
    expect(statusOf('user.position')).toBe('stale');
    socket().stalled = false;
    tickPositions(socket(), 250, seq);
    expect(statusOf('user.position')).toBe('live');
  });

  it('a dropped socket shows its topics reconnecting, then live once each has its snapshot', () => {
    const { client, socket, statusOf } = privateStream();
    client.subscribe(['user.order']);
    socket().open();
    socket().push({ topic: 'user.order', type: 'snapshot', seq: 0, data: [] });
    jest.advanceTimersByTime(200);
    socket().drop();
    expect(statusOf('user.order')).toBe('reconnecting');
    jest.advanceTimersByTime(1000);
    socket().open();
    jest.advanceTimersByTime(200);
    expect(statusOf('user.order')).toBe('reconnecting'); // open, but resubscribed and not answered yet
    socket().push({ topic: 'user.order', type: 'snapshot', seq: 0, data: [] });
    jest.advanceTimersByTime(200);
    expect(statusOf('user.order')).toBe('live');
  });

  it('a subscribe sent into a stalled socket is sent again once the socket answers, and its owner resyncs', () => {
    const { client, socket, statusOf, resyncs } = privateStream();
    client.subscribe(['user.order']);
    socket().open();
    socket().push({ topic: 'user.order', type: 'snapshot', seq: 0, data: [] });
    socket().stalled = true;
    client.subscribe(['user.position']); // e.g. the positions widget mounts during the stall
    jest.advanceTimersByTime(5000);
    expect(statusOf('user.position')).toBe('stale');
    socket().stalled = false;
    jest.advanceTimersByTime(5000); // the probe pings are answered again, but user.position never was
    expect(socket().sent.filter((m) => (m as { op: string }).op === 'subscribe')).toEqual([
      { op: 'subscribe', args: ['user.order'] },
      { op: 'subscribe', args: ['user.position'] },
      { op: 'subscribe', args: ['user.position'] },
    ]);
    expect(resyncs()).toEqual(['user.position']);
    socket().push({ topic: 'user.position', type: 'snapshot', seq: 9, data: [] });
    jest.advanceTimersByTime(200);
    expect(statusOf('user.position')).toBe('live');
  });

  it('reports changes of status, not messages: a storm of pushes is one report', () => {
    const { client, socket, reports } = privateStream();
    client.subscribe(['user.position']);
    socket().open();
    const before = reports.length;
    for (let i = 0; i < 5000; i++) socket().push({ topic: 'user.position', type: 'delta', seq: i, data: [] });
    jest.advanceTimersByTime(2000);
    expect(reports.length - before).toBe(1); // connecting → live
  });

  it('forgets a topic when its last subscriber leaves, and shows closed on close', () => {
    const { client, socket, reports, statusOf } = privateStream();
    const leave = client.subscribe(['user.order']);
    client.subscribe(['user.position']);
    socket().open();
    leave();
    expect(Object.keys(reports[reports.length - 1]!)).toEqual(['user.position']);
    client.close();
    expect(statusOf('user.position')).toBe('closed');
  });
});
