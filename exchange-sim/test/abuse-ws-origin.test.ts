import WebSocket from 'ws';
import { configFromEnv } from '../src/config';
import type { RunningSim } from '../src/server';
import { Client, withSim } from './helpers';

// Issue 12 (low): the WebSocket upgrade ignored Origin, so any web page open in the trader's browser
// could open the private stream with the trader's cookie (cross-site WebSocket hijacking). Only
// the page's own origins (loopback ones, configured hosts and origins) and clients that send no
// Origin at all (tools, tests) may upgrade now.
let sim: RunningSim;
let token: string;

beforeAll(async () => {
  sim = await withSim({ allowedHosts: ['devbox'], allowedOrigins: ['https://trade.example.com'] });
  const c = new Client(sim);
  await c.login('demo@sim.local', 'demo');
  token = c.token!;
});
afterAll(() => sim.close());

const upgrade = (path: string, headers: Record<string, string>) =>
  new Promise<string>((resolve) => {
    const ws = new WebSocket(`${sim.wsUrl}${path}`, { headers });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
    ws.on('error', () => resolve('error'));
  });

test.each([
  ['no Origin (a tool)', undefined],
  ['the page on 127.0.0.1', 'http://127.0.0.1:3000'],
  ['the page on localhost', 'http://localhost:8080'],
  ['a regional localhost name', 'http://eu.localhost:3001'],
  ['IPv6 loopback', 'http://[::1]:3000'],
  ['https on loopback', 'https://localhost'],
  ['a configured host (SIM_ALLOWED_HOSTS)', 'http://devbox:3000'],
  ['a configured origin (SIM_ALLOWED_ORIGINS)', 'https://trade.example.com'],
])('%s may upgrade', async (_name, origin) => {
  const headers: Record<string, string> = origin ? { origin } : {};
  expect(await upgrade('/trade/option/usdc/public/v1', headers)).toBe('open');
  expect(await upgrade('/private', { ...headers, cookie: `secure-token=${token}` })).toBe('open');
});

test.each([
  ['another site', 'http://evil.example'],
  ['a configured origin as a prefix', 'https://trade.example.com.evil.io'],
  ['a configured origin on another scheme', 'http://trade.example.com'],
  ['a configured origin on another port', 'https://trade.example.com:8443'],
  ['a loopback name as a prefix', 'http://127.0.0.1.evil.example:3000'],
  ['localhost as a prefix', 'http://localhost.evil.example'],
  ['an opaque origin', 'null'],
  ['not an origin', 'evil'],
])('%s is refused with 403 before the upgrade', async (_name, origin) => {
  expect(await upgrade('/trade/option/usdc/public/v1', { origin })).toBe('403');
  // the attack that matters: another site's page opening the private stream with the trader's cookie
  expect(await upgrade('/private', { origin, cookie: `secure-token=${token}` })).toBe('403');
});

test('SIM_ALLOWED_ORIGINS is a comma-separated list', () => {
  expect(configFromEnv({ SIM_ALLOWED_ORIGINS: ' https://a.example, https://b.example:8443 ,' }).allowedOrigins).toEqual(
    ['https://a.example', 'https://b.example:8443'],
  );
  expect(configFromEnv({}).allowedOrigins).toEqual([]);
});
