import type { Socket } from 'node:net';
import type { RunningSim } from '../src/server';
import { WS_CLOSE_SLOW_READER } from '../src/ws/hub';
import { Client, WsClient, withSim } from './helpers';

// Issue 12: a socket that subscribes to everything and stops reading made the server queue pushes
// without bound. Now its unsent bytes are bounded: past the bound it is dropped with 4008 (the
// stream client reconnects and resyncs), counted, and the readers that keep up are not affected.
let sim: RunningSim;
const sockets: WsClient[] = [];
const TOPICS = ['tickers.BTC', 'tickers.ETH', 'tickers.SOL'];

beforeAll(async () => {
  sim = await withSim({ tickMs: 20, wsMaxBufferedBytes: 64 * 1024 });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await sim.close();
});

const state = async () =>
  new Client(sim).result<{ storage: { sockets: { public: number; slowReadersDropped: number } } }>(
    await new Client(sim).get('/__sim/state'),
  ).storage.sockets;

test('a reader that stops reading is dropped with 4008 and counted; one that reads stays', async () => {
  const url = `${sim.wsUrl}/trade/option/usdc/public/v1`;
  const slow = await WsClient.open(url);
  const healthy = await WsClient.open(url);
  sockets.push(slow, healthy);
  let closeCode = 0;
  slow.ws.on('close', (code) => (closeCode = code));
  for (const c of [slow, healthy]) {
    c.send({ op: 'subscribe', args: TOPICS });
    await c.next((m) => m.topic === 'tickers.BTC');
  }
  const before = await state();
  // the slow client stops reading: the kernel buffers fill, then the server's own queue
  (slow.ws as unknown as { _socket: Socket })._socket.pause();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await state()).slowReadersDropped === before.slowReadersDropped)
    await new Promise((r) => setTimeout(r, 200));
  const after = await state();
  expect(after.slowReadersDropped).toBe(before.slowReadersDropped + 1);
  expect(after.public).toBe(before.public - 1);
  // the healthy reader still gets every tick
  healthy.messages.length = 0;
  await healthy.next((m) => m.topic === 'tickers.ETH');
  expect(healthy.closed).toBe(false);
  // once the slow client reads again it sees the close code the stream client acts on
  (slow.ws as unknown as { _socket: Socket })._socket.resume();
  const closedBy = Date.now() + 5_000;
  while (!slow.closed && Date.now() < closedBy) await new Promise((r) => setTimeout(r, 50));
  expect(slow.closed).toBe(true);
  expect([WS_CLOSE_SLOW_READER, 1006]).toContain(closeCode);
}, 40_000);
