import { request } from 'node:http';
import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// Issue 12 (low): a client that gave up in the middle of its body made the server log an
// "unexpected error" with a stack. That is an ordinary event: it is counted, not logged, and
// the server goes on answering.
let sim: RunningSim;
let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;

beforeAll(async () => {
  sim = await withSim();
});
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});
afterAll(() => sim.close());

const aborted = async () =>
  new Client(sim).result<{ storage: { requestsAborted: number } }>(await new Client(sim).get('/__sim/state')).storage
    .requestsAborted;

/**
 * POST `path` declaring a 1000-byte body, send 20 bytes of it, and hang up. `Expect: 100-continue`
 * makes the server answer 100 only once the handler runs, so the abort lands while it reads the body.
 */
function abortMidBody(path: string, headers: Record<string, string> = {}): Promise<void> {
  const url = new URL(sim.url);
  return new Promise((resolve) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': '1000',
        platform: 'pc',
        expect: '100-continue',
        ...headers,
      },
    });
    req.on('error', () => undefined); // ours: the socket we destroyed
    req.on('continue', () => {
      req.write('{"email":"demo@sim.l', () => {
        req.destroy();
        resolve();
      });
    });
    req.flushHeaders();
  });
}

/** until the server has counted the abort, or logged something about it */
async function settled(before: number): Promise<void> {
  while ((await aborted()) === before && errorSpy.mock.calls.length === 0) await new Promise((r) => setTimeout(r, 10));
}

test('an upload aborted mid-body is counted, nothing is logged, and the next request is answered', async () => {
  const before = await aborted();
  await abortMidBody('/user/public/login');
  await settled(before);
  expect([...errorSpy.mock.calls, ...warnSpy.mock.calls]).toEqual([]);
  expect(await aborted()).toBe(before + 1);
  expect(code(await new Client(sim).login('demo@sim.local', 'demo'))).toBe(0);
});

test('the same on a private route with a session', async () => {
  const demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  const before = await aborted();
  await abortMidBody('/contract/v5/order/create', { cookie: `secure-token=${demo.token}` });
  await settled(before);
  expect([...errorSpy.mock.calls, ...warnSpy.mock.calls]).toEqual([]);
  expect(await aborted()).toBe(before + 1);
  expect(code(await demo.get('/contract/v5/order/list?status=open'))).toBe(0);
});
