import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WsHub } from '../src/ws/hub';
import { WsClient } from './helpers';

interface Row {
  symbol: string;
  [field: string]: string;
}
type Msg = Record<string, unknown>;

const TOPIC = 'tickers.BTC';
let rows: Row[];
let hub: WsHub;
let server: Server;
let url: string;
const sockets: WsClient[] = [];

const clone = (rs: Row[]): Row[] => rs.map((r) => ({ ...r }));
const row = (symbol: string, n: number): Row => ({ symbol, markPrice: String(n), delta: '0.5', bid1Price: '1' });
/** the merge of the front end (marketSlice applyTickers): {...prev, ...row} per symbol */
const apply = (state: Map<string, Row>, m: Msg): void => {
  if (m.type === 'snapshot') state.clear();
  for (const r of m.data as Row[]) state.set(r.symbol, { ...state.get(r.symbol), ...r } as Row);
};
const asMap = (rs: Row[]) => new Map(rs.map((r) => [r.symbol, r]));

async function subscribe(): Promise<WsClient> {
  const ws = await WsClient.open(url);
  sockets.push(ws);
  ws.send({ op: 'subscribe', args: [TOPIC], req_id: 's' });
  await ws.next((m) => m.req_id === 's');
  return ws;
}
const nextPush = (ws: WsClient): Promise<Msg> => ws.next((m) => m.topic === TOPIC);
/** the caller hands over fresh row objects every tick (as tickersOf does) */
const publish = (): void => hub.publishRows(TOPIC, clone(rows), 'symbol');

beforeEach(async () => {
  rows = [row('A', 1), row('B', 2), row('C', 3)];
  hub = new WsHub({
    auth: () => undefined,
    isPublicTopic: (t) => t === TOPIC,
    snapshot: () => ({ type: 'snapshot', data: clone(rows), key: 'symbol' }),
  });
  server = createServer();
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/trade/option/usdc/public/v1`;
});
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
  hub.close();
  await new Promise((r) => server.close(r));
});

describe('row deltas (publishRows)', () => {
  test('snapshot first, then only changed rows with symbol + changed fields; seq +1 per tick', async () => {
    const ws = await subscribe();
    expect(await nextPush(ws)).toMatchObject({ type: 'snapshot', seq: 0, data: rows });
    rows[1]!.markPrice = '2.5';
    publish();
    expect(await nextPush(ws)).toMatchObject({ type: 'delta', seq: 1, data: [{ symbol: 'B', markPrice: '2.5' }] });
    publish(); // nothing changed: an empty delta still marks the tick
    expect(await nextPush(ws)).toMatchObject({ type: 'delta', seq: 2, data: [] });
    rows[0]!.delta = '0.6';
    rows[0]!.bid1Price = '1.5';
    rows[2]!.bid1Price = '2';
    rows.push(row('D', 4));
    publish();
    const m = await nextPush(ws);
    expect(m).toMatchObject({ type: 'delta', seq: 3 });
    expect(m.data).toEqual([
      { symbol: 'A', delta: '0.6', bid1Price: '1.5' },
      { symbol: 'C', bid1Price: '2' },
      row('D', 4), // a new row goes out whole
    ]);
  });

  test('snapshot + deltas rebuild the exact full state over many ticks; unchanged fields are never resent', async () => {
    const ws = await subscribe();
    const state = new Map<string, Row>();
    const sent = new Map<string, Row>(); // what the server had sent per symbol (for the "unchanged" check)
    apply(state, await nextPush(ws));
    apply(sent, { type: 'snapshot', data: clone(rows) });
    let x = 7;
    const rand = (n: number) => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n);
    for (let tick = 1; tick <= 30; tick++) {
      for (const r of rows)
        for (const f of ['markPrice', 'delta', 'bid1Price']) if (rand(3) === 0) r[f] = String(rand(5));
      if (tick % 10 === 0) rows.push(row(`N${tick}`, tick));
      publish();
      const m = await nextPush(ws);
      expect(m).toMatchObject({ type: 'delta', seq: tick });
      for (const d of m.data as Row[]) {
        const before = sent.get(d.symbol);
        if (before)
          for (const [f, v] of Object.entries(d))
            if (f !== 'symbol') expect(v).not.toBe(before[f]);
            else expect(Object.keys(d).length).toBeGreaterThan(1);
      }
      apply(state, m);
      apply(sent, { type: 'snapshot', data: clone(rows) });
      expect(state).toEqual(asMap(rows));
    }
  });

  test('a late subscriber gets the rows last sent at the current seq and follows the same deltas', async () => {
    const a = await subscribe();
    await nextPush(a);
    rows[0]!.markPrice = '9';
    publish();
    await nextPush(a);
    const sentRows = clone(rows);
    rows[1]!.markPrice = '8'; // changed after the last tick: not in the snapshot, in the next delta
    const b = await subscribe();
    expect(await nextPush(b)).toMatchObject({ type: 'snapshot', seq: 1, data: sentRows });
    const state = asMap(clone(sentRows));
    publish();
    const [ma, mb] = [await nextPush(a), await nextPush(b)];
    expect(mb).toEqual(ma); // one message for everybody
    expect(ma).toMatchObject({ type: 'delta', seq: 2, data: [{ symbol: 'B', markPrice: '8' }] });
    apply(state, mb);
    expect(state).toEqual(asMap(rows));
  });

  test('a vanished row or field → a full snapshot; without subscribers the base is dropped', async () => {
    const ws = await subscribe();
    await nextPush(ws);
    rows.pop();
    publish();
    expect(await nextPush(ws)).toMatchObject({ type: 'snapshot', seq: 1, data: rows });
    delete rows[0]!.delta;
    publish();
    expect(await nextPush(ws)).toMatchObject({ type: 'snapshot', seq: 2, data: rows });
    ws.send({ op: 'unsubscribe', args: [TOPIC], req_id: 'u' });
    await ws.next((m) => m.req_id === 'u');
    rows[0]!.markPrice = '42';
    publish(); // nobody listens: nothing sent, seq unchanged
    const again = await subscribe();
    expect(await nextPush(again)).toMatchObject({ type: 'snapshot', seq: 2, data: rows });
  });
});
