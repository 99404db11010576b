import { connect } from 'node:net';
import type { RunningSim } from '../src/server';
import { withSim } from './helpers';

// Issue 12, low: oversized URLs and headers reset the connection; a client could not tell why.
let sim: RunningSim;
beforeAll(async () => {
  sim = await withSim();
});
afterAll(() => sim.close());

/** Sends raw bytes and returns the status line the server answers (or '' when it only closes). */
function rawStatus(request: string): Promise<string> {
  const u = new URL(sim.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(u.port), u.hostname, () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

test.each([
  ['a 100 KB URL', `GET /health?x=${'a'.repeat(100_000)} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`, /^HTTP\/1.1 431/],
  [
    'a 100 KB header',
    `GET /health HTTP/1.1\r\nhost: 127.0.0.1\r\nx-big: ${'a'.repeat(100_000)}\r\n\r\n`,
    /^HTTP\/1.1 431/,
  ],
  ['a request line that is not HTTP', 'HELLO\r\n\r\n', /^HTTP\/1.1 400/],
])('%s is answered with its status, not reset', async (_n, request, status) => {
  expect(await rawStatus(request)).toMatch(status);
});

test('an ordinary request still works', async () => {
  expect(await rawStatus('GET /health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n')).toMatch(
    /^HTTP\/1.1 200/,
  );
});
