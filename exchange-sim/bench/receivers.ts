/**
 * The push receivers of the bench, in a process of their own (started by bench.ts): RECV_SOCKETS
 * WebSockets on RECV_URL subscribed to tickers.BTC; after a 1 s settle, for RECV_SECONDS, each
 * `tickers.BTC` delta's receive time − its server `ts`. Prints one JSON line
 * `{ perSocket, slowest, meanBytes }` on stdout and exits.
 *
 * Why a process of its own: 100 receivers stand for 100 browsers on 100 machines. Run inside the
 * bench process, which had just driven autocannon for 100,000 requests, their figure carried that
 * heap's garbage collection: p99 11–14 ms to all sockets, and 11–13 ms for a bare ws server too.
 * In a fresh process: 6–7 ms, and 7–9 ms for the bare server.
 */
import WebSocket from 'ws';

const URL = process.env.RECV_URL ?? '';
const SOCKETS = Number(process.env.RECV_SOCKETS ?? 100);
const SECONDS = Number(process.env.RECV_SECONDS ?? 30);

const HEAD_RE = /^\{"topic":"([^"]*)","type":"([^"]*)","seq":(\d+),"ts":(\d+),/;

export interface PushFigures {
  /** latency of each delivery, ms */
  perSocket: number[];
  /** per push, the latency of its slowest socket, ms */
  slowest: number[];
  meanBytes: number;
}

/** SOCKETS receivers on `wsUrl` subscribed to tickers.BTC, measured for RECV_SECONDS after a 1 s settle. */
async function measurePushes(wsUrl: string): Promise<PushFigures> {
  const perSocket: number[] = [];
  const perPush = new Map<number, number>(); // seq → slowest latency
  let bytes = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise<WebSocket>((res, rej) => {
          const ws = new WebSocket(wsUrl);
          ws.once('open', () => res(ws));
          ws.once('error', rej);
        }),
    ),
  );
  let collecting = false;
  for (const ws of sockets) {
    ws.on('message', (d: Buffer) => {
      const now = Date.now();
      if (!collecting) return;
      // The envelope fields come first ({"topic":…,"type":…,"seq":…,"ts":…,"data":…}): read them from
      // the head of the frame instead of parsing ~20 KB of tickers 100 times per push, so the
      // figure is the server's delivery time, not this process's JSON.parse time (both share 2 cores).
      const m = HEAD_RE.exec(d.subarray(0, 160).toString());
      if (!m || m[1] !== 'tickers.BTC' || m[2] !== 'delta') return;
      const seq = Number(m[3]);
      const lat = now - Number(m[4]);
      perSocket.push(lat);
      bytes += d.length;
      perPush.set(seq, Math.max(perPush.get(seq) ?? 0, lat));
    });
    ws.send(JSON.stringify({ op: 'subscribe', args: ['tickers.BTC'] }));
  }
  await new Promise((r) => setTimeout(r, 1000));
  collecting = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  collecting = false;
  for (const ws of sockets) ws.terminate();
  return { perSocket, slowest: [...perPush.values()], meanBytes: perSocket.length ? bytes / perSocket.length : 0 };
}

measurePushes(URL).then(
  (figures) => {
    process.stdout.write(JSON.stringify(figures) + '\n');
    process.exit(0);
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
