import WebSocket from 'ws';
import type { RunningSim } from '../src/server';
import { Client, WsClient, withSim } from './helpers';

// Issue 12 (low): a socket could send without limit (100k pings stalled every other client for
// 600 ms), hold any number of topics, and a user could open any number of private sockets.
let sim: RunningSim;
/** the simulator's clock, moved by hand: the message budget refills only when the test says so */
let clock = Date.now();
const sockets: WsClient[] = [];
const PUB = () => `${sim.wsUrl}/trade/option/usdc/public/v1`;
const PRIV = () => `${sim.wsUrl}/private`;
const open = async (url: string, headers?: Record<string, string>) => {
  const c = await WsClient.open(url, headers);
  sockets.push(c);
  return c;
};
/** a full budget again for every socket */
const refill = () => (clock += 60_000);

interface SocketState {
  public: number;
  private: number;
  messagesRefused: number;
  floodsClosed: number;
  topicsRefused: number;
  connectionsRefused: number;
}
const state = async () =>
  new Client(sim).result<{ storage: { sockets: SocketState } }>(await new Client(sim).get('/__sim/state')).storage
    .sockets;

const closeCodeOf = (c: WsClient) => new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));

beforeAll(async () => {
  sim = await withSim({
    now: () => clock,
    wsLimits: { messagesPerSecond: 1, messageBurst: 5, topicsPerSocket: 3, connectionsPerUser: 2 },
  });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await sim.close();
});

describe('messages per socket', () => {
  test('past the burst a message is refused once with 10006, then dropped; a flood is closed with 4029', async () => {
    const flood = await open(PUB());
    const calm = await open(PUB());
    const before = await state();
    for (let i = 0; i < 5; i++) flood.send({ op: 'ping', req_id: `p${i}` });
    for (let i = 0; i < 5; i++) await flood.next((m) => m.op === 'pong' && m.req_id === `p${i}`);
    const closed = closeCodeOf(flood);
    // 5 more: the first refusal is answered, the next ones are not; the 5th in a row closes the socket
    for (let i = 5; i < 10; i++) flood.send({ op: 'ping', req_id: `p${i}` });
    expect(await flood.next((m) => m.op === 'error')).toMatchObject({ success: false, ret_code: 10006 });
    expect(await closed).toBe(4029);
    expect(flood.messages.filter((m) => m.op === 'pong' || m.op === 'error')).toEqual([]);

    // the other socket has its own budget and is served
    calm.send({ op: 'ping', req_id: 'calm' });
    await calm.next((m) => m.op === 'pong' && m.req_id === 'calm');
    const after = await state();
    expect(after.messagesRefused - before.messagesRefused).toBe(5);
    expect(after.floodsClosed - before.floodsClosed).toBe(1);
  });

  test('the budget refills at the sustained rate', async () => {
    refill();
    const c = await open(PUB());
    for (let i = 0; i < 5; i++) c.send({ op: 'ping', req_id: `a${i}` });
    await c.next((m) => m.req_id === 'a4');
    c.send({ op: 'ping', req_id: 'over' });
    expect(await c.next((m) => m.op === 'error')).toMatchObject({ ret_code: 10006 });
    clock += 1000; // one message a second
    c.send({ op: 'ping', req_id: 'again' });
    await c.next((m) => m.op === 'pong' && m.req_id === 'again');
    c.send({ op: 'ping', req_id: 'over2' });
    expect(await c.next((m) => m.op === 'error')).toMatchObject({ ret_code: 10006 });
  });

  test('WebSocket ping frames count too: past the budget they get no pong', async () => {
    refill();
    const c = await open(PUB());
    let pongs = 0;
    c.ws.on('pong', () => pongs++);
    for (let i = 0; i < 5; i++) c.ws.ping();
    c.ws.ping();
    expect(await c.next((m) => m.op === 'error')).toMatchObject({ ret_code: 10006 });
    expect(pongs).toBe(5);
  });
});

describe('topics per socket', () => {
  test('a subscribe that would pass the cap is refused whole (10001) and counted', async () => {
    refill();
    const c = await open(PUB());
    const before = await state();
    c.send({ op: 'subscribe', args: ['tickers.BTC', 'tickers.ETH'], req_id: 's1' });
    expect(await c.next((m) => m.req_id === 's1')).toMatchObject({ success: true });
    // a topic it holds already does not count twice
    c.send({ op: 'subscribe', args: ['tickers.BTC', 'tickers.SOL'], req_id: 's2' });
    expect(await c.next((m) => m.req_id === 's2')).toMatchObject({ success: true });
    const book = 'orderbook.BTCUSDT';
    c.send({ op: 'subscribe', args: [book], req_id: 's3' });
    const refused = await c.next((m) => m.req_id === 's3');
    expect(refused).toMatchObject({ success: false, ret_code: 10001 });
    expect(refused.ret_msg).toMatch(/at most 3 topics/);
    refill();
    c.send({ op: 'unsubscribe', args: ['tickers.SOL'], req_id: 'u1' });
    await c.next((m) => m.req_id === 'u1');
    c.send({ op: 'subscribe', args: [book], req_id: 's4' });
    expect(await c.next((m) => m.req_id === 's4')).toMatchObject({ success: true });
    expect((await state()).topicsRefused - before.topicsRefused).toBe(1);
  });
});

describe('private sockets per user', () => {
  test('past the cap an upgrade is refused with 429 and an auth with 10006; a closed one frees a place', async () => {
    refill();
    const demo = new Client(sim);
    await demo.login('demo@sim.local', 'demo');
    const cookie = { cookie: `secure-token=${demo.token}` };
    const before = await state();
    const first = await open(PRIV(), cookie);
    await open(PRIV(), cookie);

    const status = await new Promise<string>((resolve) => {
      const ws = new WebSocket(PRIV(), { headers: cookie });
      ws.on('open', () => resolve('open'));
      ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      ws.on('error', () => resolve('error'));
    });
    expect(status).toBe('429');

    const late = await open(PRIV());
    late.send({ op: 'auth', args: [demo.token], req_id: 'a1' });
    expect(await late.next((m) => m.req_id === 'a1')).toMatchObject({ success: false, ret_code: 10006 });

    // another user, and public sockets, are not limited by demo's sockets
    const t2 = new Client(sim);
    await t2.login('trader2@sim.local', 'trader2');
    await open(PRIV(), { cookie: `secure-token=${t2.token}` });
    await open(PUB());
    await open(PUB());
    await open(PUB());

    const privBefore = (await state()).private;
    first.close();
    while ((await state()).private === privBefore) await new Promise((r) => setTimeout(r, 20));
    late.send({ op: 'auth', args: [demo.token], req_id: 'a2' });
    expect(await late.next((m) => m.req_id === 'a2')).toMatchObject({ success: true });
    expect((await state()).connectionsRefused - before.connectionsRefused).toBe(2);
  });
});
