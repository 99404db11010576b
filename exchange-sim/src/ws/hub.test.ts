import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { WsHub } from './hub';

// The hub alone over a real socket: heartbeats on ticking private topics that have nothing to say.
let server: Server;
let hub: WsHub;
let stalled = false;
let url = '';
const sockets: WebSocket[] = [];

beforeAll(async () => {
  hub = new WsHub({
    auth: (token) => (token === 'ok' ? 7 : undefined),
    isPublicTopic: () => false,
    snapshot: () => ({ type: 'snapshot', data: [] }),
    stalled: () => stalled,
    heartbeatMs: 100,
  });
  server = createServer();
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/private`;
});
afterAll(async () => {
  sockets.forEach((s) => s.terminate());
  hub.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A private socket subscribed to `topics`; `messages` collects what it receives. */
async function subscribed(topics: string[]) {
  const ws = new WebSocket(url, { headers: { usertoken: 'ok' } });
  sockets.push(ws);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as Record<string, unknown>));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ op: 'subscribe', args: topics }));
  await sleep(50);
  return { ws, messages };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const heartbeats = (messages: Record<string, unknown>[]) => messages.filter((m) => m.type === 'heartbeat');

describe('heartbeats', () => {
  test('a user.position subscriber with nothing pushed gets a heartbeat about every 100 ms, with no seq; user.order none', async () => {
    const { messages } = await subscribed(['user.position', 'user.order']);
    await sleep(450);
    const beats = heartbeats(messages);
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats.length).toBeLessThanOrEqual(6);
    expect(beats.every((m) => m.topic === 'user.position')).toBe(true);
    expect(beats[0]).toEqual({ topic: 'user.position', type: 'heartbeat', ts: expect.any(Number) });
  });

  test('no heartbeat while the topic carries pushes', async () => {
    const { messages } = await subscribed(['user.position']);
    for (let i = 0; i < 10; i++) {
      hub.publishUser(7, 'user.position', []);
      await sleep(40);
    }
    expect(heartbeats(messages)).toHaveLength(0);
    expect(messages.filter((m) => m.type === 'delta')).toHaveLength(10);
  });

  test('none while stalled (the client sees the topic go quiet), again once the stall ends', async () => {
    const { messages } = await subscribed(['user.position']);
    stalled = true;
    const before = messages.length;
    await sleep(350);
    expect(messages.length).toBe(before);
    stalled = false;
    await sleep(250);
    expect(heartbeats(messages.slice(before)).length).toBeGreaterThan(0);
  });
});
