import { type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, WsClient, code, withSim } from './helpers';

let sim: RunningSim;
let demo: Client;
let anon: Client;

const admin = (body: Record<string, unknown>) => anon.req('POST', '/__sim/faults', body);

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  anon = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterEach(async () => {
  await admin({});
});
afterAll(() => sim.close());

describe('admin API', () => {
  test('GET /__sim/faults: everything off by default', async () => {
    const r = await anon.get('/__sim/faults');
    expect(code(r)).toBe(0);
    expect(r.body.result).toMatchObject({
      faults: {
        latencyMs: 0,
        timeoutPaths: [],
        status5xxPaths: [],
        malformedPaths: [],
        comingSoonPaths: [],
        compliance10024: false,
        stallWs: false,
      },
      rateLimit: { limit: 1000, windowMs: 1000 },
    });
  });

  test('bad fault bodies answer 10001 and change nothing', async () => {
    for (const body of [
      { nope: 1 },
      { latencyMs: -1 },
      { latencyMs: 1e9 },
      { timeoutPaths: 'x' },
      { status5xx: 404 },
      { dropWs: 'x' },
      { rateLimit: { limit: -1 } },
      { compliance10024: 3 },
    ]) {
      const r = await admin(body);
      expect(code(r)).toBe(10001);
    }
    expect((await anon.get('/__sim/faults')).body.result).toMatchObject({ faults: { latencyMs: 0 } });
  });

  test('admin paths need no session and no platform header, but only answer on loopback (non-loopback → 10404)', async () => {
    const r = await fetch(`${sim.url}/__sim/state`);
    expect(((await r.json()) as { ret_code: number }).ret_code).toBe(0);
    expect(code(await anon.get('/__sim/nope'))).toBe(10404);
  });
});

describe('HTTP faults', () => {
  test('latency', async () => {
    await admin({ latencyMs: 150, latencyPaths: ['/health'] });
    const t0 = Date.now();
    await anon.get('/health');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    const t1 = Date.now();
    await anon.get('/option/usdc/public/v1/instruments?baseCoin=BTC');
    expect(Date.now() - t1).toBeLessThan(140);
  });

  test('timeout: the request is never answered', async () => {
    await admin({ timeoutPaths: ['/contract/v5/*'] });
    await expect(fetch(`${sim.url}/contract/v5/position/list`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(code(await anon.get('/health'))).toBe(0);
  });

  test('5xx: HTTP status with a non-JSON body', async () => {
    await admin({ status5xxPaths: ['/health'], status5xx: 502 });
    const r = await fetch(`${sim.url}/health`);
    expect(r.status).toBe(502);
    expect(await r.text()).toContain('502');
    await admin({ status5xxPaths: ['*'] });
    expect((await fetch(`${sim.url}/option/usdc/public/v1/tickers?baseCoin=BTC`)).status).toBe(503);
  });

  test('malformed body', async () => {
    await admin({ malformedPaths: ['/option/usdc/public/v1/tickers'] });
    const r = await fetch(`${sim.url}/option/usdc/public/v1/tickers?baseCoin=BTC`);
    expect(r.status).toBe(200);
    await expect(r.json()).rejects.toThrow();
  });

  test('coming soon → 10020', async () => {
    await admin({ comingSoonPaths: ['/contract/v5/execution/list'] });
    expect(code(await demo.get('/contract/v5/execution/list'))).toBe(10020);
    expect(code(await demo.get('/contract/v5/order/list'))).toBe(0);
  });

  test('compliance 10024: every private call, or listed paths; session is still checked first', async () => {
    await admin({ compliance10024: true });
    expect(code(await demo.get('/contract/v5/position/list'))).toBe(10024);
    expect(code(await anon.get('/contract/v5/position/list'))).toBe(10007);
    expect(code(await anon.get('/health'))).toBe(0);
    await admin({ compliance10024: ['/health'] });
    expect(code(await anon.get('/health'))).toBe(10024);
    expect(code(await demo.get('/contract/v5/position/list'))).toBe(0);
  });

  test('{} clears every fault', async () => {
    await admin({ status5xxPaths: ['*'], latencyMs: 10 });
    await admin({});
    expect((await fetch(`${sim.url}/health`)).status).toBe(200);
  });
});

describe('sessions and sockets', () => {
  test('forced session expiry: 10007 afterwards, private socket closed with 4001', async () => {
    const c = new Client(sim);
    await c.login('trader2@sim.local', 'trader2');
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${c.token!}` });
    ws.send({ op: 'subscribe', args: ['user.order'], req_id: 's' });
    await ws.next((m) => m.req_id === 's');
    const closed = new Promise<number>((res) => ws.ws.once('close', (codeNo: number) => res(codeNo)));
    await admin({ expireSession: 100002 });
    expect(await closed).toBe(4001);
    expect(code(await c.get('/contract/v5/position/list'))).toBe(10007);
    expect(code(await demo.get('/contract/v5/position/list'))).toBe(0);
  });

  test('dropWs terminates sockets; stallWs silences them until cleared', async () => {
    const pub = await WsClient.open(`${sim.wsUrl}/trade/option/usdc/public/v1`);
    const dropped = new Promise<void>((res) => pub.ws.once('close', () => res()));
    await admin({ dropWs: 'public' });
    await dropped;
    const ws = await WsClient.open(`${sim.wsUrl}/trade/option/usdc/public/v1`);
    await admin({ stallWs: true });
    ws.send({ op: 'ping', req_id: 'p1' });
    await new Promise((r) => setTimeout(r, 150));
    expect(ws.messages.find((m) => m.req_id === 'p1')).toBeUndefined();
    await admin({});
    ws.send({ op: 'ping', req_id: 'p2' });
    expect(await ws.next((m) => m.req_id === 'p2')).toMatchObject({ op: 'pong' });
    ws.close();
  });
});

describe('rate limit', () => {
  test('over the limit → 10006 with Retry-After; a new window lets requests through', async () => {
    await admin({ rateLimit: { limit: 5, windowMs: 400 } });
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 8; i++) codes.push(code(await demo.get('/contract/v5/order/list')));
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(codes.slice(5)).toEqual([10006, 10006, 10006]);
    const r = await demo.get('/contract/v5/order/list');
    expect(r.headers.get('retry-after')).toBe('1');
    // another client has its own budget
    expect(code(await anon.get('/health'))).toBe(0);
    await new Promise((res) => setTimeout(res, 450));
    expect(code(await demo.get('/contract/v5/order/list'))).toBe(0);
    await admin({ rateLimit: { limit: 1000, windowMs: 1000 } });
  });
});

describe('reset', () => {
  test('POST /__sim/reset returns to the seeded state', async () => {
    const before = (await demo.get('/contract/v5/position/list')).body.result as { list: WirePosition[] };
    const orders = (await demo.get('/contract/v5/order/list')).body.result as { list: { orderId: string }[] };
    await demo.post('/contract/v5/order/cancel', { orderId: orders.list[0]!.orderId });
    expect(((await demo.get('/contract/v5/order/list')).body.result as { list: unknown[] }).list).toHaveLength(
      orders.list.length - 1,
    );
    expect(code(await anon.req('POST', '/__sim/reset'))).toBe(0);
    // sessions are gone too
    expect(code(await demo.get('/contract/v5/order/list'))).toBe(10007);
    await demo.login('demo@sim.local', 'demo');
    expect(((await demo.get('/contract/v5/order/list')).body.result as { list: unknown[] }).list).toHaveLength(
      orders.list.length,
    );
    const after = (await demo.get('/contract/v5/position/list')).body.result as { list: WirePosition[] };
    expect(after.list.map((p) => p.s)).toEqual(before.list.map((p) => p.s));
  });
});
