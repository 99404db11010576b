/**
 * The machine's floor for the push figure: a bare `ws` server, nothing else in the process, that
 * every BARE_TICK_MS sends one frame of BARE_BYTES bytes to each subscribed socket, in the
 * simulator's envelope ({"topic":"tickers.BTC","type":"delta","seq":…,"ts":…,"data":…}) so the
 * bench's receivers measure it exactly as they measure the simulator. Started by bench.ts in a
 * child process; prints `listening on ws://…` on stdout.
 */
import { WebSocketServer, type WebSocket } from 'ws';

const BYTES = Number(process.env.BARE_BYTES ?? 20_000);
const TICK_MS = Number(process.env.BARE_TICK_MS ?? 100);

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
const subscribed = new Set<WebSocket>();
wss.on('connection', (ws) => {
  ws.on('message', () => subscribed.add(ws)); // any message is the subscribe
  ws.on('close', () => subscribed.delete(ws));
});
wss.on('listening', () => {
  const addr = wss.address();
  if (addr !== null && typeof addr === 'object') console.log(`listening on ws://127.0.0.1:${addr.port}`);
});

const filler = 'x'.repeat(BYTES);
let seq = 0;
setInterval(() => {
  seq++;
  const head = `{"topic":"tickers.BTC","type":"delta","seq":${seq},"ts":${Date.now()},"data":"`;
  const bytes = Buffer.from(head + filler.slice(0, Math.max(0, BYTES - head.length - 2)) + '"}');
  for (const ws of subscribed) ws.send(bytes, { binary: false });
}, TICK_MS);

process.on('SIGTERM', () => process.exit(0));
