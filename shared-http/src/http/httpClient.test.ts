/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventBus, resolveError, type BusEvent } from 'shared-core';
import { ApiError } from './ApiError';
import { handleApiError } from './handleApiError';
import { createHttpClient, REQUEST_TIMEOUT_MS, type HttpClientOptions } from './httpClient';
import { memoryTokenStore } from './session';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: http.Server;
let baseURL: string;
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => (seen.length = 0));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

function client(timeoutMs?: number, extra: Partial<HttpClientOptions> = {}) {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  return { http: createHttpClient({ baseURL, bus, timeoutMs, cache: { storage: null }, ...extra }), events, bus };
}

describe('http client over a real socket', () => {
  it('GET adds the platform header, JSON accept and a cache-busting timestamp; resolves to the result', async () => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: 0, ret_msg: 'OK', result: { a: 1 } });
    const { http: c } = client();
    await expect(c.get('/x', { symbol: 'BTC' })).resolves.toEqual({ a: 1 });
    const req = seen[0]!;
    expect(req.headers['platform']).toBe('pc');
    expect(req.url).toMatch(/^\/x\?symbol=BTC&_t=\d{13}$/);
  });

  it('POST sends a JSON body and accepts retCode (v5 envelope)', async () => {
    handler = (_req, body, res) => json(res, 200, { retCode: 0, retMsg: 'OK', result: JSON.parse(body) });
    const { http: c } = client();
    await expect(c.post('/contract/v5/order/cancel', { orderId: '1' })).resolves.toEqual({ orderId: '1' });
    expect(seen[0]!.headers['content-type']).toMatch(/application\/json/);
  });

  it("a call's own headers are sent (X-Client-Tag), but never replace the platform's", async () => {
    handler = (_req, _b, res) => json(res, 200, { retCode: 0, retMsg: 'OK', result: {} });
    const { http: c } = client();
    await c.post('/contract/v5/order/create', {}, { headers: { 'X-Client-Tag': 'tag-1', Platform: 'evil' } });
    expect(seen[0]!.headers['x-client-tag']).toBe('tag-1');
    expect(seen[0]!.headers['platform']).toBe('pc');
  });

  it.each([
    [10007, 'session.ended'],
    [33003, 'session.ended'],
    [10009, 'session.ended'],
    [10024, 'compliance.required'],
  ])('code %p rejects with the code and announces %p on the bus', async (code, eventType) => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: code, ret_msg: 'nope', result: {} });
    const tokenStore = memoryTokenStore('signed-in-token');
    const { http: c, events } = client(undefined, { tokenStore });
    await expect(c.get('/p')).rejects.toMatchObject({ code, kind: 'business', message: 'nope' });
    // Session end is also toasted as code + text; compliance opens the modal without a toast.
    expect(events.map((e) => e.type)).toEqual(eventType === 'session.ended' ? ['toast', eventType] : [eventType]);
    if (eventType === 'session.ended') expect(tokenStore.read()).toBeUndefined();
  });

  it.each([10007, 33003, 10009])(
    'code %p for a visitor who never signed in rejects quietly: no "session ended" toast or event',
    async (code) => {
      handler = (_req, _b, res) => json(res, 200, { ret_code: code, ret_msg: 'not logged in', result: {} });
      const { http: c, events } = client(undefined, { tokenStore: memoryTokenStore() });
      await expect(c.get('/v2/private/user/profile')).rejects.toMatchObject({ code, kind: 'business' });
      expect(events).toEqual([]);
    },
  );

  it('other business codes reject with code and message, nothing on the bus', async () => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: 30031, ret_msg: 'insufficient balance' });
    const { http: c, events } = client();
    const error = (await c.post('/o', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(30031);
    expect(events).toEqual([]);
  });

  it('a body that is not an envelope, or has no result, is Non Response!', async () => {
    handler = (_req, _b, res) => json(res, 200, '<html>oops</html>');
    const { http: c } = client();
    await expect(c.get('/m')).rejects.toMatchObject({ kind: 'malformed', message: 'Non Response!' });
    handler = (_req, _b, res) => json(res, 200, { ret_code: 0 });
    await expect(c.get('/m')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('HTTP status outside 2xx is an http error with the status', async () => {
    handler = (_req, _b, res) => json(res, 503, { ret_code: 0, result: {} });
    const { http: c } = client();
    await expect(c.get('/s')).rejects.toMatchObject({ kind: 'http', code: 503, message: 'http error' });
  });

  it('no answer within the timeout is 9000001 with the timeout text', async () => {
    handler = () => undefined; // never answers
    const { http: c } = client(150);
    await expect(c.get('/slow')).rejects.toMatchObject({
      code: 9000001,
      kind: 'timeout',
      message: 'timeout of 150ms exceeded',
    });
  });

  it('a refused connection is a network error, not a crash', async () => {
    const bus = createEventBus();
    const c = createHttpClient({ baseURL: 'http://127.0.0.1:1', bus });
    await expect(c.get('/x')).rejects.toMatchObject({ kind: 'network', code: 9999999 });
  });

  it('/v5/ paths get the product category and business line (caller params win), the wallet list does not', async () => {
    handler = (_req, _b, res) => json(res, 200, { retCode: 0, result: {} });
    const { http: c } = client(undefined, { productQuery: () => ({ category: 'option', businessLine: 'usdc' }) });
    await c.get('/contract/v5/order/list', { status: 'open' });
    await c.get('/v5/market/tickers', { category: 'linear' });
    await c.get('/v5/account/wallet-balance');
    await c.post('/contract/v5/order/cancel', { orderId: '1' });
    await c.get('/option/usdc/public/v1/tickers');
    const urls = seen.map((r) => new URL(r.url!, baseURL));
    expect(urls[0]!.searchParams.get('category')).toBe('option');
    expect(urls[0]!.searchParams.get('businessLine')).toBe('usdc');
    expect(urls[1]!.searchParams.get('category')).toBe('linear');
    expect(urls[2]!.searchParams.has('category')).toBe(false);
    expect(urls[3]!.searchParams.get('businessLine')).toBe('usdc');
    expect(urls[4]!.searchParams.has('category')).toBe(false);
  });

  it.each([
    '/contract/v5/order/trade-list',
    '/option/usdc/private/v1/order/history',
    '/contract/v5/position/closed-pnl',
    '/contract/v5/position/pnl',
    '/contract/v5/order/tpsl',
    '/contract/v5/position/risk',
    '/contract/v5/order/twap',
    '/v5/asset/transaction',
    '/fapi/beehive/private/v1/leader/apply-detail',
  ])('coming soon: %p is skipped with the error marker, nothing sent, nothing toasted', async (path) => {
    handler = (_req, _b, res) => json(res, 200, { retCode: 0, result: {} });
    const { http: c, events } = client(undefined, { isComingSoon: () => true });
    await expect(c.get(path)).rejects.toMatchObject({ kind: 'comingSoon', code: 10020 });
    expect(seen).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('coming soon leaves other paths (risk-limit-list, set-tp-sl-ts) and the off state alone', async () => {
    handler = (_req, _b, res) => json(res, 200, { retCode: 0, result: {} });
    const { http: c } = client(undefined, { isComingSoon: () => true });
    await c.get('/contract/v5/position/risk-limit-list');
    await c.post('/contract/v5/position/set-tp-sl-ts', {});
    const { http: off } = client(undefined, { isComingSoon: () => false });
    await off.get('/contract/v5/position/closed-pnl');
    expect(seen).toHaveLength(3);
  });

  it('inside the native app shell the token goes as the usertoken header; a refreshed token is stored', async () => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: 0, result: {}, token: 'fresh' });
    const tokens = memoryTokenStore('t-1');
    const { http: c } = client(undefined, { nativeApp: true, tokenStore: tokens });
    await c.get('/x');
    expect(seen[0]!.headers['usertoken']).toBe('t-1');
    expect(tokens.read()).toBe('fresh');
    const { http: browser } = client(undefined, { tokenStore: memoryTokenStore('t-2') });
    await browser.get('/x');
    expect(seen[1]!.headers['usertoken']).toBeUndefined();
  });

  it('a refreshed token in a browser response goes to the secure-token cookie for 10080 minutes', async () => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: 0, result: {}, token: 'fresh token' });
    const written: string[] = [];
    let jar = 'secure-token=old';
    // the node environment has no document: a minimal cookie jar stands in for the browser's
    Object.defineProperty(globalThis, 'document', {
      configurable: true,
      value: {
        get cookie() {
          return jar;
        },
        set cookie(value: string) {
          written.push(value);
          jar = value.split(';')[0]!;
        },
      },
    });
    try {
      const { http: c } = client(); // no token store given: the browser default, the cookie
      await c.get('/x');
      expect(written).toEqual([`secure-token=fresh%20token; Max-Age=${10080 * 60}; Path=/; SameSite=Lax`]);
      expect(seen[0]!.headers['usertoken']).toBeUndefined(); // outside the native shell: cookie only
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });

  it('the default timeout is 30 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('caches GET results on request (60 s default) and a session end keeps only the profile call', async () => {
    let n = 0;
    handler = (req, _b, res) =>
      req.url!.startsWith('/end')
        ? json(res, 200, { ret_code: 10007, ret_msg: 'expired' })
        : json(res, 200, { ret_code: 0, result: { n: ++n } });
    let t = 1_000_000;
    const { http: c } = client(undefined, { now: () => t });
    expect(await c.get('/a', { q: 1 }, { cache: true })).toEqual({ n: 1 });
    expect(await c.get('/a', { q: 1 }, { cache: true })).toEqual({ n: 1 });
    expect(await c.get('/a', { q: 1 })).toEqual({ n: 2 }); // not asking for the cache: network
    t += 60_001;
    expect(await c.get('/a', { q: 1 }, { cache: true })).toEqual({ n: 3 }); // expired
    expect(await c.get('/v2/private/user/profile', undefined, { cache: true })).toEqual({ n: 4 });
    expect(c.cache.size).toBe(2);
    await expect(c.get('/end')).rejects.toMatchObject({ code: 10007 });
    expect(c.cache.size).toBe(1);
    expect(await c.get('/v2/private/user/profile', undefined, { cache: true })).toEqual({ n: 4 });
    expect(await c.get('/a', { q: 1 }, { cache: true })).toEqual({ n: 5 });
  });

  it('10006 is toasted at most once per 10 s, page-wide', async () => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: 10006, ret_msg: 'too many visits' });
    let t = 0;
    const { http: c, events } = client(undefined, { now: () => t });
    for (let i = 0; i < 3; i++) await c.get('/r').catch(() => undefined);
    t += 10_000;
    await c.get('/r').catch(() => undefined);
    expect(events.filter((e) => e.type === 'toast')).toEqual([
      expect.objectContaining({ messageKey: 'common:errors.10006' }),
      expect.objectContaining({ messageKey: 'common:errors.10006' }),
    ]);
  });

  it.each<[number, 'toast' | 'silent' | 'custom' | 'insufficientBalance']>([
    [9000000, 'toast'],
    [30099, 'silent'],
    [30177, 'silent'],
    [3200305, 'silent'],
    [3200306, 'silent'],
    [39303, 'custom'],
    [30164, 'custom'],
    [30175, 'custom'],
    [30187, 'custom'],
    [30185, 'custom'],
    [30031, 'insufficientBalance'],
    [30162, 'toast'],
    [30027, 'toast'],
    [30028, 'toast'],
    [30029, 'toast'],
    [30030, 'toast'],
    [30074, 'toast'],
    [30075, 'toast'],
    [39401, 'toast'],
    [39440, 'toast'],
    [12001, 'toast'],
    [12009, 'toast'],
    [90015, 'toast'],
    [90016, 'toast'],
    [90067, 'toast'],
    [12054, 'toast'],
    [400, 'toast'],
    [420, 'toast'],
    [421, 'toast'],
    [503, 'toast'],
    [12107, 'toast'],
    [110001, 'toast'],
    [777777, 'toast'],
  ])('catalogue code %p over the wire: %p, as the catalogue resolves it', async (code, behaviour) => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: code, ret_msg: 'server text', result: {} });
    const { http: c, events } = client();
    const onCustomError = jest.fn();
    const onInsufficientBalance = jest.fn();
    await expect(c.post('/o', {}, { errors: { onCustomError, onInsufficientBalance } })).rejects.toMatchObject({
      code,
      kind: 'business',
    });
    const toasts = events.filter((e) => e.type === 'toast');
    expect(onCustomError).toHaveBeenCalledTimes(behaviour === 'custom' ? 1 : 0);
    expect(onInsufficientBalance).toHaveBeenCalledTimes(behaviour === 'insufficientBalance' ? 1 : 0);
    if (behaviour !== 'toast') {
      expect(toasts).toEqual([]);
      return;
    }
    const expected = resolveError({ code, message: 'server text' });
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', messageKey: expected.messageKey })]);
    // no duration of its own: the host keeps an error until the trader closes it
    expect(toasts[0]).not.toHaveProperty('durationMs');
  });

  it('a caller opting into the catalogue gets the toast once; delegated codes go to its handler', async () => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: 30031, ret_msg: 'insufficient balance' });
    const { http: c, events, bus } = client();
    const onInsufficientBalance = jest.fn();
    const error = await c.post('/o', {}, { errors: { onInsufficientBalance } }).catch((e: unknown) => e);
    expect(onInsufficientBalance).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
    expect(handleApiError(error, { bus }).handling).toBe('alreadyHandled');
    handler = (_req, _b, res) => json(res, 200, { ret_code: 110001, ret_msg: 'order not exists' });
    await c.post('/o', {}, { errors: { title: 'Cancel failed' } }).catch(() => undefined);
    expect(events).toEqual([
      expect.objectContaining({ type: 'toast', messageKey: 'common:errors.110001', title: 'Cancel failed' }),
    ]);
  });
});
