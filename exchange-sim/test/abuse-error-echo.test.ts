import type { RunningSim } from '../src/server';
import { Client, WsClient, code, withSim } from './helpers';

// Issue 12 (low): error messages echoed hostile input verbatim (markup, control characters, 10 kB
// strings). What a client sent now comes back, if at all, cut to 64 characters, without control
// characters and without `<` / `>`; no error message is longer than 256 characters.
const SCRIPT = '<script>alert(1)</script>';
const HOSTILE = `${SCRIPT}\u0000\u001b[2J\r\n\u2028${'x'.repeat(10_000)}`;

let sim: RunningSim;
let demo: Client;
const sockets: WsClient[] = [];

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await sim.close();
});

/** a message safe to show or log: bounded, no markup, no control or line-separator characters */
function expectSafe(message: unknown): void {
  expect(typeof message).toBe('string');
  const m = message as string;
  expect(m.length).toBeLessThanOrEqual(256);
  expect(m).not.toMatch(/[<>]/);
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  expect(m).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  expect(m).not.toContain('x'.repeat(100));
}
const msgOf = (r: { body: { ret_msg?: string; retMsg?: string } }) => r.body.ret_msg ?? r.body.retMsg;

test('an unknown symbol in a query (10 kB, markup, control characters)', async () => {
  const r = await demo.get(`/v5/market/funding/history?symbol=${encodeURIComponent(HOSTILE)}`);
  expect(code(r)).toBe(3200101);
  expectSafe(msgOf(r));
  expect(msgOf(r)).toMatch(/^unknown symbol .*script.*alert\(1\)/);
});

test('an unknown symbol in a body', async () => {
  const r = await demo.post('/contract/v5/order/cancel-totally', { symbol: SCRIPT });
  expect(code(r)).toBe(3200101);
  expectSafe(msgOf(r));
});

test('a bad preference key', async () => {
  const r = await demo.post('/v3/private/user/member/pref-setting', { upsert_keys: { [SCRIPT]: 'x' } });
  expect(code(r)).toBe(10001);
  expectSafe(msgOf(r));
});

test('an unknown path', async () => {
  const r = await demo.get(`/${encodeURIComponent(SCRIPT)}${'x'.repeat(10_000)}`);
  expect(code(r)).toBe(10404);
  expectSafe(msgOf(r));
});

test('the symbol of a refused batch order comes back cut and cleaned', async () => {
  const r = await demo.post('/option/usdc/ex/private/v1/batch-place-orders', {
    orderRequest: [
      {
        symbol: HOSTILE,
        outRequestId: 'echo-1',
        orderQty: '0.1',
        orderPrice: '5',
        side: 1,
        orderType: 2,
        placeType: 1,
        placeMode: 1,
        timeInForce: 1,
      },
    ],
  });
  expect(code(r)).toBe(0);
  const [result] = (r.body.result as { result: { errorCode: number; errorMsg: string; symbol: string }[] }).result;
  expect(result!.errorCode).toBe(3200101);
  expectSafe(result!.symbol);
  expect(result!.symbol.length).toBeLessThanOrEqual(65);
  expectSafe(result!.errorMsg);
});

test('an unknown WebSocket topic', async () => {
  const ws = await WsClient.open(`${sim.wsUrl}/trade/option/usdc/public/v1`);
  sockets.push(ws);
  ws.send({ op: 'subscribe', args: [HOSTILE, ...Array.from({ length: 50 }, (_, i) => `${SCRIPT}${i}`)], req_id: 'h' });
  const ack = await ws.next((m) => m.req_id === 'h');
  expect(ack).toMatchObject({ success: false, ret_code: 10001 });
  expectSafe(ack.ret_msg);
  expect(ack.ret_msg).toMatch(/^unknown topic/);
});
