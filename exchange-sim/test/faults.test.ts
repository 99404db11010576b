import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type WirePosition } from 'shared-core/domain';
import { DEFAULT_COMPLIANCE_FILE } from '../src/faults';
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
  test('errorAnswer: the paths answer the given code with the message verbatim; {} clears it', async () => {
    const hostile = '<img src=x onerror="window.__xss=1">';
    expect(code(await admin({ errorAnswer: { paths: ['/v5/account/*'], code: 3200101, message: hostile } }))).toBe(0);
    const r = await demo.get('/v5/account/wallet-balance');
    expect(code(r)).toBe(3200101);
    expect(r.body.retMsg ?? r.body.ret_msg).toBe(hostile);
    // another path is untouched; a bad config is refused
    expect(code(await demo.get('/contract/v5/position/list'))).toBe(0);
    expect(code(await admin({ errorAnswer: { paths: ['*'], code: 1, message: 7 } }))).toBe(10001);
    expect(code(await admin({ errorAnswer: { paths: ['*'], code: 1, message: 'x', extra: 1 } }))).toBe(10001);
    await admin({});
    expect(code(await demo.get('/v5/account/wallet-balance'))).toBe(0);
  });

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
        dropPushes: false,
        regulation: null,
        errorAnswer: null,
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
      { dropPushes: 'user.order' },
      { regulation: { site: 'XX' } },
      { regulation: { site: 3 } },
      { regulation: { restrictOperate: 'yes' } },
      { regulation: { eea: true } },
      { regulation: [] },
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

describe('the admin API takes changes from tools only (issue 12)', () => {
  const raw = (headers: Record<string, string>, body = '{"latencyMs":5000}') =>
    fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers, body }).then(
      async (r) => (await r.json()) as { ret_code: number; ret_msg: string },
    );
  const ok = { 'content-type': 'application/json', 'x-sim-admin': '1' };

  test.each<[string, Record<string, string>]>([
    ['a text/plain form post', { 'content-type': 'text/plain' }],
    ['JSON without the admin header', { 'content-type': 'application/json' }],
    ['a content type that only starts like JSON', { 'content-type': 'application/jsonx', 'x-sim-admin': '1' }],
    ['a web page (any Origin), even with the header', { ...ok, origin: 'http://127.0.0.1:3000' }],
    ['a foreign web page', { ...ok, origin: 'https://evil.example' }],
  ])('%s is refused (10001) and changes nothing', async (_n, headers) => {
    const r = await raw(headers);
    expect(r.ret_code).toBe(10001);
    expect(r.ret_msg).toMatch(/admin API/);
    expect((await anon.get('/__sim/faults')).body.result).toMatchObject({ faults: { latencyMs: 0 } });
  });

  test('a tool with JSON and the header is heard', async () => {
    expect((await raw({ ...ok, 'content-type': 'application/json; charset=utf-8' }, '{}')).ret_code).toBe(0);
  });
});

describe('requests that are not what they claim (issue 12, low)', () => {
  const raw = (path: string, contentType: string, body: string, cookie?: string) =>
    fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, platform: 'pc', ...(cookie ? { cookie } : {}) },
      body,
    }).then(async (r) => ({ json: (await r.json()) as { ret_code: number }, cookie: r.headers.get('set-cookie') }));
  const credentials = JSON.stringify({ email: 'trader2@sim.local', password: 'trader2' });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx'])(
    'login with content-type %s is refused (10001), no session cookie',
    async (ct) => {
      const r = await raw('/user/public/login', ct, credentials);
      expect(r.json.ret_code).toBe(10001);
      expect(r.cookie).toBeNull();
    },
  );

  test('login with JSON (charset allowed) works', async () => {
    const r = await raw('/user/public/login', 'application/json; charset=utf-8', credentials);
    expect(r.json.ret_code).toBe(0);
  });

  test('logout with a body that is not JSON still ends the session', async () => {
    const t = new Client(sim);
    await t.login('trader2@sim.local', 'trader2');
    expect(code(await t.get('/contract/v5/order/list?status=open'))).toBe(0);
    await raw('/user/public/logout', 'text/plain', 'bye', `secure-token=${t.token}`);
    expect(code(await t.get('/contract/v5/order/list?status=open'))).toBe(10007);
  });

  test('POST /__sim/faults {} clears a changed rate limit too', async () => {
    const configured = (await anon.get('/__sim/faults')).body.result as { rateLimit: unknown };
    expect(code(await admin({ rateLimit: { limit: 3, windowMs: 1000 } }))).toBe(0);
    expect(code(await admin({}))).toBe(0);
    expect(((await anon.get('/__sim/faults')).body.result as { rateLimit: unknown }).rateLimit).toEqual(
      configured.rateLimit,
    );
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

  test('regulation: site and restrictOperate (order-panel.md §6) without the 10024 fault; cleared by {} and by reset', async () => {
    // through the route the order panel calls (GET /compliance/v1/wall/regulation-info)
    const info = async () => anon.result(await anon.get('/compliance/v1/wall/regulation-info'));
    expect(await info()).toEqual({ restrictOperate: false, site: 'global' });
    await admin({ compliance10024: true }); // no regulation set: restrictOperate follows the 10024 fault
    expect(await info()).toEqual({ restrictOperate: true, site: 'global' });
    // an EEA user on the EU site: restricted, yet every call still answers
    const r = await admin({ regulation: { site: 'eu', restrictOperate: true } });
    expect(r.body.result).toMatchObject({ faults: { regulation: { site: 'EU', restrictOperate: true } } });
    expect(await info()).toEqual({ restrictOperate: true, site: 'EU' });
    expect(code(await demo.get('/contract/v5/position/list'))).toBe(0);
    await admin({ regulation: { site: 'HK' } });
    expect(await info()).toEqual({ restrictOperate: false, site: 'HK' });
    await admin({ regulation: { restrictOperate: false }, compliance10024: true });
    expect(await info()).toEqual({ restrictOperate: false, site: 'global' });
    expect(code(await demo.get('/contract/v5/position/list'))).toBe(10024);
    await admin({ regulation: { site: 'GLOBAL', restrictOperate: true } });
    expect(await info()).toEqual({ restrictOperate: true, site: 'global' });
    expect((await anon.get('/__sim/faults')).body.result).toMatchObject({
      faults: { regulation: { site: 'global', restrictOperate: true } },
    });
    await admin({});
    expect(await info()).toEqual({ restrictOperate: false, site: 'global' });
    await admin({ regulation: { site: 'NL', restrictOperate: true } });
    expect(code(await anon.post('/__sim/reset', {}))).toBe(0);
    await demo.login('demo@sim.local', 'demo');
    expect(await info()).toEqual({ restrictOperate: false, site: 'global' });
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

  test('the budget is the user’s (all sessions) or, without a valid session, the address: a made-up token buys nothing', async () => {
    const second = new Client(sim);
    await second.login('demo@sim.local', 'demo');
    await admin({ rateLimit: { limit: 5, windowMs: 60_000 } });
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 7; i++) codes.push(code(await anon.get('/health', { usertoken: `made-up-${i}` })));
    expect(codes).toEqual([0, 0, 0, 0, 0, 10006, 10006]);
    expect(code(await anon.get('/health'))).toBe(10006); // same address, no token
    // a logged-in user has a budget of their own, shared by their sessions
    const mine: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++) mine.push(code(await (i % 2 ? demo : second).get('/contract/v5/order/list')));
    expect(mine).toEqual([0, 0, 0, 0, 0, 10006]);
    await admin({ rateLimit: { limit: 1000, windowMs: 1000 } });
  });
});

describe('reset and configuration', () => {
  let dir: string;
  let own: RunningSim;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-compliance-'));
  });
  afterEach(async () => {
    await own.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('POST /__sim/reset restores the rate limit the simulator was started with (SIM_RATE_LIMIT), not the default', async () => {
    own = await withSim({ rateLimit: { limit: 7, windowMs: 60_000 } });
    const c = new Client(own);
    expect(c.result<{ rateLimit: unknown }>(await c.get('/__sim/faults')).rateLimit).toEqual({
      limit: 7,
      windowMs: 60_000,
    });
    await c.post('/__sim/faults', { rateLimit: { limit: 2, windowMs: 500 } });
    expect(code(await c.post('/__sim/reset', {}))).toBe(0);
    expect(c.result<{ rateLimit: unknown }>(await c.get('/__sim/faults')).rateLimit).toEqual({
      limit: 7,
      windowMs: 60_000,
    });
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 8; i++) codes.push(code(await c.get('/health')));
    expect(codes.filter((x) => x === 10006)).toHaveLength(1);
  });

  test('the compliance file is read once and read again on POST /__sim/reset', async () => {
    const file = join(dir, 'compliance.json');
    copyFileSync(DEFAULT_COMPLIANCE_FILE, file);
    own = await withSim({ complianceFile: file });
    const c = new Client(own);
    // as the page fetches it
    const version = async () =>
      c.result<{ version: string }>(await c.get('/static/compliance/integrated-trading/v1/compliance.json')).version;
    const original = await version();
    const edited = { ...(JSON.parse(readFileSync(file, 'utf8')) as object), version: '9.9.9' };
    writeFileSync(file, JSON.stringify(edited));
    expect(await version()).toBe(original); // kept until a reset
    expect(code(await c.post('/__sim/reset', {}))).toBe(0);
    expect(await version()).toBe('9.9.9');
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
