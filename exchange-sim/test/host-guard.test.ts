import { request } from 'node:http';
import WebSocket from 'ws';
import type { RunningSim } from '../src/server';
import { withSim } from './helpers';

// Issue 12, item 4: any Host header was accepted, so a page whose name was rebound to 127.0.0.1
// (DNS rebinding) could drive the simulator. Only loopback names and configured hosts are answered.
let sim: RunningSim;
beforeAll(async () => {
  sim = await withSim({ allowedHosts: ['sim.test'] });
});
afterAll(() => sim.close());

const get = (host: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const u = new URL(sim.url);
    const r = request({ host: u.hostname, port: u.port, path: '/health', headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    r.on('error', reject);
    r.end();
  });

test.each([
  ['127.0.0.1:4000', 200],
  ['localhost:4000', 200],
  ['eu.localhost:4000', 200], // the EU site on one machine (README)
  ['[::1]:4000', 200],
  ['sim.test', 200], // SIM_ALLOWED_HOSTS
  ['evil.example:4000', 421],
  ['127.0.0.1.evil.example', 421],
  ['localhost.evil.example:4000', 421],
])('Host %j → HTTP %i', async (host, status) => {
  const r = await get(host);
  expect(r.status).toBe(status);
  if (status === 421) expect(JSON.parse(r.body)).toMatchObject({ ret_code: 10001 });
});

test('a WebSocket upgrade addressed to a foreign host is refused', async () => {
  const url = `${sim.wsUrl}/trade/option/usdc/public/v1`;
  const refused = await new Promise<string>((resolve) => {
    const ws = new WebSocket(url, { headers: { host: 'evil.example:4000' } });
    ws.on('open', () => resolve('open'));
    ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
    ws.on('error', () => resolve('error'));
  });
  expect(refused).not.toBe('open');
  const ok = await new Promise<string>((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('error', () => resolve('error'));
  });
  expect(ok).toBe('open');
});
