/** @jest-environment node */
// The HTTP client and the stream client over real sockets against the simulator, started in
// process, with its fault-injection admin API (exchange-sim/API.md "Admin API and fault injection").
import WebSocket from 'ws';
import { createEventBus, type BusEvent, type EventBus, type StreamStatus } from 'shared-core';
import { startSim, type RunningSim } from '../../exchange-sim/src/server';
import {
  type ApiError,
  PROFILE_PATH,
  createHttpClient,
  handleApiError,
  memoryTokenStore,
  type HttpClient,
  type PlatformHttpClient,
  type HttpClientOptions,
  type TokenStore,
} from '../src/http';
import { createStreamClient, type SocketLike, type StreamClient } from '../src/streams';

let sim: RunningSim;

beforeAll(async () => {
  sim = await startSim({ port: 0, seed: 7, tickMs: 100 });
});
afterAll(() => sim.close());
afterEach(() => faults({}));

async function faults(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sim.url}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-admin': '1' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { ret_code: number };
  if (envelope.ret_code !== 0) throw new Error(`fault config refused: ${JSON.stringify(envelope)}`);
}

interface Harness {
  http: PlatformHttpClient;
  bus: EventBus;
  events: BusEvent[];
  tokens: TokenStore;
}

/** A client as the native shell would run it (token header): Node has no cookie jar. */
async function signedInClient(options: Partial<HttpClientOptions> = {}): Promise<Harness> {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const tokens = memoryTokenStore();
  const base = { baseURL: sim.url, bus, tokenStore: tokens, nativeApp: true, cache: { storage: null } } as const;
  // Sign in with the default timeout: a test that shortens the timeout means the call under test,
  // not the sign-in (password hashing on a loaded machine can take longer than a shortened timeout).
  const { token } = await createHttpClient(base).post<{ token: string }>('/user/public/login', {
    email: 'demo@sim.local',
    password: 'demo',
  });
  tokens.write(token);
  const http = createHttpClient({ ...base, ...options });
  return { http, bus, events, tokens };
}

const caught = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as ApiError,
  );

const toasts = (events: BusEvent[]) => events.filter((e) => e.type === 'toast');

describe('HTTP client against the simulator', () => {
  it('a stalled path times out with 9000001 (client timeout shortened)', async () => {
    await faults({ timeoutPaths: ['/v2/private/user/profile'], timeoutHoldMs: 3000 });
    const { http, bus, events } = await signedInClient({ timeoutMs: 300 });
    const error = await caught(http.get(PROFILE_PATH));
    expect(error).toMatchObject({ code: 9000001, kind: 'timeout', message: 'timeout of 300ms exceeded' });
    handleApiError(error, { bus });
    expect(toasts(events)).toEqual([expect.objectContaining({ messageKey: 'common:errors.9000001' })]);
  });

  it('a truncated body is Non Response!', async () => {
    await faults({ malformedPaths: ['/contract/v5/order/list'] });
    const { http, bus, events } = await signedInClient();
    const error = await caught(http.get('/contract/v5/order/list'));
    expect(error).toMatchObject({ kind: 'malformed', message: 'Non Response!' });
    handleApiError(error, { bus });
    expect(toasts(events)).toEqual([expect.objectContaining({ messageKey: 'common:errors.nonResponse' })]);
  });

  it.each([502, 503])('HTTP %p is an http error, not a grid-bot code', async (status) => {
    await faults({ status5xxPaths: ['/contract/v5/order/list'], status5xx: status });
    const { http, bus, events } = await signedInClient();
    const error = await caught(http.get('/contract/v5/order/list'));
    expect(error).toMatchObject({ kind: 'http', code: status, message: 'http error' });
    handleApiError(error, { bus });
    expect(toasts(events)).toEqual([
      expect.objectContaining({ messageKey: 'common:errors.http', params: expect.objectContaining({ status }) }),
    ]);
  });

  it('an unknown path (HTTP 404) is an http error too', async () => {
    const { http } = await signedInClient();
    await expect(http.get('/no/such/path')).rejects.toMatchObject({ kind: 'http', code: 404 });
  });

  // Every row has all five cells: jest reads a shorter row as a `done` callback test.
  it.each<[string, (h: HttpClient) => Promise<unknown>, number, string, Record<string, unknown>]>([
    [
      'bad login',
      (h) => h.post('/user/public/login', { email: 'demo@sim.local', password: 'x' }),
      10004,
      'common:errors.10004',
      {},
    ],
    ['missing field', (h) => h.post('/contract/v5/order/cancel', {}), 10001, 'common:errors.10001', {}],
    [
      'unknown order on cancel',
      (h) => h.post('/contract/v5/order/cancel', { orderId: 'nope', symbol: 'BTCUSDT' }),
      110001,
      'common:errors.110001',
      {},
    ],
    [
      'leverage above the tier maximum',
      (h) =>
        h.post('/contract/v5/order/create', {
          symbol: 'BTCUSDT',
          side: 'Buy',
          orderType: 'Limit',
          qty: '0.001',
          price: '10000',
          leverage: '1000',
        }),
      30162,
      'common:errors.30162',
      { maxLeverage: expect.any(String) },
    ],
  ])('%s → %p with the catalogue text', async (_what, call, code, messageKey, params) => {
    const { http, bus, events } = await signedInClient();
    const error = await caught(call(http));
    expect(error).toMatchObject({ code, kind: 'business' });
    expect(handleApiError(error, { bus }).handling).toBe('toast');
    expect(toasts(events)).toEqual([
      expect.objectContaining({ messageKey, params: expect.objectContaining({ code, ...params }) }),
    ]);
  });

  it('coming soon from the exchange (10020) is silent', async () => {
    await faults({ comingSoonPaths: ['/contract/v5/order/list'] });
    const { http, bus, events } = await signedInClient();
    const error = await caught(http.get('/contract/v5/order/list'));
    expect(error.code).toBe(10020);
    expect(handleApiError(error, { bus }).handling).toBe('silent');
    expect(toasts(events)).toEqual([]);
  });

  it('session expiry: 10007 clears the token and the cache except the profile, toasts code + text, announces the end', async () => {
    const { http, bus, events, tokens } = await signedInClient();
    await http.get(PROFILE_PATH, undefined, { cache: true });
    await http.get('/contract/v5/order/list', { status: 'open' }, { cache: true });
    expect(http.cache.size).toBe(2);
    await faults({ expireSession: true });
    const error = await caught(http.get('/contract/v5/position/list'));
    expect(error.code).toBe(10007);
    expect(tokens.read()).toBeUndefined();
    expect(http.cache.size).toBe(1);
    await expect(http.get(PROFILE_PATH, undefined, { cache: true })).resolves.toMatchObject({
      email: 'demo@sim.local',
    });
    expect(events.filter((e) => e.type !== 'push')).toEqual([
      expect.objectContaining({ type: 'toast', messageKey: 'common:errors.sessionEnded', params: { code: 10007 } }),
      { type: 'session.ended', code: 10007, message: expect.any(String) },
    ]);
    // A caller handling the same error afterwards adds nothing.
    expect(handleApiError(error, { bus }).handling).toBe('alreadyHandled');
  });

  it('rate limit: 10006 is toasted once in 10 s however many calls hit it', async () => {
    const { http, events } = await signedInClient();
    await faults({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        await http.get('/contract/v5/order/list').then(
          () => 0,
          (e: ApiError) => e.code,
        ),
      );
    }
    expect(codes.filter((c) => c === 10006).length).toBeGreaterThanOrEqual(3);
    expect(toasts(events)).toEqual([expect.objectContaining({ messageKey: 'common:errors.10006' })]);
    // the limit counts per user (every session of the demo user shares it): give the next tests theirs back
    await faults({ rateLimit: { limit: 1000, windowMs: 1000 } });
  });

  it('compliance 10024 opens the modal event, no toast', async () => {
    const { http, bus, events } = await signedInClient();
    await faults({ compliance10024: true });
    const error = await caught(http.get('/contract/v5/position/list'));
    expect(error.code).toBe(10024);
    expect(handleApiError(error, { bus }).handling).toBe('alreadyHandled');
    expect(events).toEqual([{ type: 'compliance.required', code: 10024 }]);
  });
});

describe('stream client against the simulator', () => {
  const socketFactory = (url: string) => new WebSocket(url) as unknown as SocketLike;

  function publicStream(staleAfterMs?: number) {
    const bus = createEventBus();
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    const stream = createStreamClient({
      url: `${sim.wsUrl}/trade/option/usdc/public/v1`,
      stream: 'public',
      bus,
      socketFactory,
      staleAfterMs,
    });
    return { stream, events };
  }

  const statusBecomes = (stream: StreamClient, status: StreamStatus, timeoutMs = 8000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`status never became ${status} (is ${stream.status})`)),
        timeoutMs,
      );
      const sub = stream.status$.subscribe((s) => {
        if (s !== status) return;
        clearTimeout(timer);
        queueMicrotask(() => sub.unsubscribe());
        resolve();
      });
    });

  const pushesAfter = (events: BusEvent[], from: number) =>
    events.slice(from).filter((e) => e.type === 'push' && e.topic === 'tickers.BTC').length;

  it('a dropped socket: reconnecting, then live again, resubscribed, resync announced', async () => {
    const { stream, events } = publicStream();
    stream.subscribe(['tickers.BTC']);
    await statusBecomes(stream, 'live');
    const reconnecting = statusBecomes(stream, 'reconnecting');
    await faults({ dropWs: 'public' });
    await reconnecting;
    const mark = events.length;
    await statusBecomes(stream, 'live');
    await new Promise((r) => setTimeout(r, 300));
    expect(pushesAfter(events, mark)).toBeGreaterThan(0); // resubscribed: data flows again
    expect(events.slice(mark)).toContainEqual({ type: 'stream.resync', stream: 'public', topic: 'tickers.BTC' });
    stream.close();
  }, 15_000);

  it('a stalled socket: stale, then live again once data flows', async () => {
    const { stream, events } = publicStream(600);
    stream.subscribe(['tickers.BTC']);
    await statusBecomes(stream, 'live');
    const stale = statusBecomes(stream, 'stale');
    await faults({ stallWs: true });
    await stale;
    const mark = events.length;
    await faults({});
    await statusBecomes(stream, 'live');
    expect(pushesAfter(events, mark)).toBeGreaterThan(0);
    stream.close();
  }, 15_000);
});
