/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventBus, type BusEvent } from 'shared-core';
import { ApiError } from './ApiError';
import { createHttpClient } from './httpClient';

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

function client(timeoutMs?: number) {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  return { http: createHttpClient({ baseURL, bus, timeoutMs }), events };
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

  it.each([
    [10007, 'session.ended'],
    [33003, 'session.ended'],
    [10009, 'session.ended'],
    [10024, 'compliance.required'],
  ])('code %p rejects with the code and announces %p on the bus', async (code, eventType) => {
    handler = (_req, _b, res) => json(res, 200, { ret_code: code, ret_msg: 'nope', result: {} });
    const { http: c, events } = client();
    await expect(c.get('/p')).rejects.toMatchObject({ code, kind: 'business', message: 'nope' });
    expect(events.map((e) => e.type)).toEqual([eventType]);
  });

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
});
