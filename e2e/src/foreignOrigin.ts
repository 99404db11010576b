import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOSTNAME } from './env';

/**
 * A server on another origin than every deployment origin, standing in for an attacker's: it
 * answers `/evil.js` with a script that sets `window.__evil`, and counts what it was asked for.
 */
export async function startForeignOrigin(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('window.__evil = (window.__evil || 0) + 1;');
  });
  await new Promise<void>((resolve) => server.listen(0, HOSTNAME, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${HOSTNAME}:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
