import type { OptionInstrumentsResult, OrderbookPush, WirePosition } from 'shared-core/domain';
import { fromWirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, WsClient, withSim } from './helpers';

let sim: RunningSim;
let demo: Client;
let t2: Client;
let symbol: string;
const sockets: WsClient[] = [];
const PUB = () => `${sim.wsUrl}/trade/option/usdc/public/v1`;
const PRIV = () => `${sim.wsUrl}/private`;
const open = async (url: string, headers?: Record<string, string>) => {
  const c = await WsClient.open(url, headers);
  sockets.push(c);
  return c;
};

beforeAll(async () => {
  sim = await withSim({ tickMs: 20, idleTimeoutMs: 1500 });
  demo = new Client(sim);
  t2 = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  await t2.login('trader2@sim.local', 'trader2');
  symbol = demo.result<OptionInstrumentsResult>(await demo.get('/option/usdc/public/v1/instruments?baseCoin=BTC'))
    .list[0]!.symbol;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await sim.close();
});

const placeResting = (c: Client, outRequestId: string) =>
  c.post('/option/usdc/ex/private/v1/batch-place-orders', {
    orderRequest: [
      {
        symbol,
        outRequestId,
        orderQty: '0.1',
        orderPrice: '5',
        side: 1,
        orderType: 2,
        placeType: 1,
        placeMode: 1,
        timeInForce: 1,
        pmTrial: true,
      },
    ],
  });

describe('public stream', () => {
  test('subscribe ack, snapshot, then tickers.BTC deltas with seq +1', async () => {
    const ws = await open(PUB());
    ws.send({ op: 'subscribe', args: ['tickers.BTC'], req_id: 'x1' });
    expect(await ws.next((m) => m.op === 'subscribe')).toEqual({ op: 'subscribe', success: true, req_id: 'x1' });
    const snap = await ws.next((m) => m.topic === 'tickers.BTC' && m.type === 'snapshot');
    expect((snap.data as unknown[]).length).toBe(72);
    // open interest and 24 h volume of every option, in contracts
    for (const row of snap.data as Record<string, unknown>[])
      expect(row).toMatchObject({
        openInterest: expect.stringMatching(/^\d+(\.\d+)?$/),
        volume24h: expect.stringMatching(/^\d+(\.\d+)?$/),
      });
    const a = await ws.next((m) => m.topic === 'tickers.BTC' && m.type === 'delta');
    const b = await ws.next((m) => m.topic === 'tickers.BTC' && m.type === 'delta');
    expect(b.seq).toBe((a.seq as number) + 1);
    expect(b.ts).toEqual(expect.any(Number));
    // row deltas: only changed tickers, each with its symbol + the changed fields (API.md, WebSocket)
    for (const row of [...(a.data as object[]), ...(b.data as object[])])
      expect(row).toMatchObject({ symbol: expect.any(String) });
  });

  test('tickers snapshot + deltas rebuild the state a later subscriber gets as its snapshot', async () => {
    type Row = Record<string, string> & { symbol: string };
    const a = await open(PUB());
    a.send({ op: 'subscribe', args: ['tickers.ETH'], req_id: 'e1' });
    // `a` pings while it waits, as the stream client does: on a loaded machine a tick takes far more
    // than tickMs, and a silent `a` would be closed by the 1500 ms idle timeout before its deltas came
    const nextDelta = (): Promise<Record<string, unknown>> => {
      a.send({ op: 'ping' });
      return a.next((m) => m.topic === 'tickers.ETH');
    };
    const snap = await a.next((m) => m.topic === 'tickers.ETH' && m.type === 'snapshot');
    const state = new Map((snap.data as Row[]).map((r) => [r.symbol, { ...r }]));
    const fields = Object.keys((snap.data as Row[])[0]!).length;
    let seq = snap.seq as number;
    let sent = 0;
    for (let i = 0; i < 5; i++) {
      const d = await nextDelta();
      expect(d).toMatchObject({ type: 'delta', seq: ++seq });
      for (const r of d.data as Row[]) {
        const prev = state.get(r.symbol)!;
        for (const [f, v] of Object.entries(r)) if (f !== 'symbol') expect(v).not.toBe(prev[f]); // only changes
        sent += Object.keys(r).length - 1;
        state.set(r.symbol, { ...prev, ...r });
      }
    }
    expect(sent).toBeLessThan(5 * state.size * (fields - 1)); // some fields are not resent
    const b = await open(PUB());
    b.send({ op: 'subscribe', args: ['tickers.ETH'], req_id: 'e2' });
    const late = await b.next((m) => m.topic === 'tickers.ETH' && m.type === 'snapshot');
    while (seq < (late.seq as number)) {
      const d = await nextDelta();
      expect(d.seq).toBe(++seq);
      for (const r of d.data as Row[]) state.set(r.symbol, { ...state.get(r.symbol)!, ...r });
    }
    expect(late.seq).toBe(seq);
    expect(late.data).toEqual([...state.values()]);
  });

  test('ping → pong; unknown topic refused; orderbook snapshot; unsubscribe', async () => {
    const ws = await open(PUB());
    ws.send({ op: 'ping', req_id: 'p' });
    expect(await ws.next((m) => m.op === 'pong')).toMatchObject({ op: 'pong', req_id: 'p' });
    ws.send({ op: 'subscribe', args: ['tickers.DOGE'], req_id: 'bad' });
    expect(await ws.next((m) => m.req_id === 'bad')).toMatchObject({ success: false, ret_code: 10001 });
    ws.send({ op: 'subscribe', args: [`orderbook.${symbol}`], req_id: 'ob' });
    expect(await ws.next((m) => m.req_id === 'ob')).toMatchObject({ success: true });
    const ob = await ws.next((m) => m.topic === `orderbook.${symbol}`);
    expect(ob.data).toMatchObject({ symbol, bids: expect.any(Array), asks: expect.any(Array) });
    ws.send({ op: 'unsubscribe', args: [`orderbook.${symbol}`], req_id: 'u' });
    expect(await ws.next((m) => m.req_id === 'u')).toMatchObject({ op: 'unsubscribe', success: true });
    ws.ws.send('not json');
    expect(await ws.next((m) => m.op === 'error')).toMatchObject({ ret_code: 10003 });
    ws.send([1]);
    expect(await ws.next((m) => m.op === 'error')).toMatchObject({ ret_code: 10001 });
  });

  test('orderbook.{symbol} of a perpetual and of a future: snapshot on subscribe, then every tick', async () => {
    const future = demo
      .result<{ list: { symbol: string; contractType: string }[] }>(
        await demo.get('/v5/market/instruments-info?category=linear&baseCoin=BTC'),
      )
      .list.find((i) => i.symbol.startsWith('BTCUSDT-'))!.symbol;
    const ws = await open(PUB());
    for (const s of ['BTCUSDT', 'BTCUSD', future]) {
      ws.send({ op: 'subscribe', args: [`orderbook.${s}`], req_id: `ob-${s}` });
      expect(await ws.next((m) => m.req_id === `ob-${s}`)).toMatchObject({ success: true });
      const snap = await ws.next((m) => m.topic === `orderbook.${s}` && m.type === 'snapshot');
      const book = snap.data as OrderbookPush;
      expect(book.symbol).toBe(s);
      expect(book.bids.length).toBeGreaterThan(0);
      expect(book.asks.length).toBeGreaterThan(0);
      expect(Number(book.bids[0]!.price)).toBeLessThan(Number(book.asks[0]!.price));
    }
    const a = await ws.next((m) => m.topic === 'orderbook.BTCUSDT' && (m.seq as number) > 0);
    const b = await ws.next((m) => m.topic === 'orderbook.BTCUSDT' && (m.seq as number) > (a.seq as number));
    expect(b.seq).toBe((a.seq as number) + 1);
    ws.send({ op: 'subscribe', args: ['orderbook.NOPEUSDT'], req_id: 'ob-bad' });
    expect(await ws.next((m) => m.req_id === 'ob-bad')).toMatchObject({ success: false, ret_code: 10001 });
  });

  test('a silent socket is closed after the idle timeout', async () => {
    const ws = await open(PUB());
    await new Promise((r) => setTimeout(r, 2500));
    expect(ws.closed).toBe(true);
  });
});

describe('private stream', () => {
  test('subscribe without auth → 10007; op auth then subscribe works', async () => {
    const ws = await open(PRIV());
    ws.send({ op: 'subscribe', args: ['user.order'], req_id: 's1' });
    expect(await ws.next((m) => m.req_id === 's1')).toMatchObject({ op: 'subscribe', success: false, ret_code: 10007 });
    ws.send({ op: 'auth', args: ['bogus'], req_id: 'a0' });
    expect(await ws.next((m) => m.req_id === 'a0')).toMatchObject({ op: 'auth', success: false, ret_code: 10007 });
    ws.send({ op: 'auth', args: [demo.token], req_id: 'a1' });
    expect(await ws.next((m) => m.req_id === 'a1')).toEqual({ op: 'auth', success: true, req_id: 'a1' });
    ws.send({
      op: 'subscribe',
      args: ['user.order', 'user.margin.order', 'user.option.liquidation', 'user.unify.liquidation'],
      req_id: 's2',
    });
    expect(await ws.next((m) => m.req_id === 's2')).toMatchObject({ success: true });
  });

  test('placing an order pushes user.order (with notification) to the owner only; cancel pushes canceled', async () => {
    const a = await open(PRIV(), { cookie: `secure-token=${demo.token!}` });
    const b = await open(PRIV(), { cookie: `secure-token=${t2.token!}` });
    for (const ws of [a, b]) {
      ws.send({ op: 'subscribe', args: ['user.order', 'user.unify.option.orderHistory'], req_id: 'o' });
      expect(await ws.next((m) => m.req_id === 'o')).toMatchObject({ success: true });
    }
    const r = await placeResting(demo, `${symbol}-ws-1`);
    const orderId = (r.body.result as { result: { orderId: string }[] }).result[0]!.orderId;
    const push = await a.next((m) => m.topic === 'user.order' && m.type === 'delta');
    expect(push).toMatchObject({
      type: 'delta',
      seq: 1,
      data: {
        orderId,
        orderLinkId: `${symbol}-ws-1`,
        orderStatus: 'New',
        side: 'Buy',
        notification: { scene: 'newed', payload: { symbol, side: 'Buy', bizType: 'OPTION' } },
      },
    });
    await demo.post('/contract/v5/order/cancel', { orderId, symbol });
    const cancelled = await a.next((m) => m.topic === 'user.order' && m.type === 'delta');
    expect(cancelled).toMatchObject({
      seq: 2,
      data: { orderId, orderStatus: 'Cancelled', cancelType: 'CancelByUser', notification: { scene: 'canceled' } },
    });
    expect(await a.next((m) => m.topic === 'user.unify.option.orderHistory' && m.type === 'delta')).toMatchObject({
      data: { orderId, orderStatus: 'Cancelled' },
    });
    await new Promise((res) => setTimeout(res, 100));
    expect(b.messages.filter((m) => m.topic === 'user.order' && m.type === 'delta')).toHaveLength(0);
  });

  test('user.position: snapshot on subscribe, then every tick with compact keys', async () => {
    const ws = await open(PRIV(), { cookie: `secure-token=${t2.token!}` });
    ws.send({ op: 'subscribe', args: ['user.position'], req_id: 'p' });
    await ws.next((m) => m.req_id === 'p');
    const snap = await ws.next((m) => m.topic === 'user.position' && m.type === 'snapshot');
    const list = (snap.data as WirePosition[]).map(fromWirePosition);
    expect(list.map((p) => p.symbol)).toContain('BTCUSDT');
    const d1 = await ws.next((m) => m.topic === 'user.position' && m.type === 'delta');
    const d2 = await ws.next((m) => m.topic === 'user.position' && m.type === 'delta');
    expect(d2.seq).toBe((d1.seq as number) + 1);
    expect((d1.data as WirePosition[])[0]).toHaveProperty('mp');
    expect((d1.data as WirePosition[])[0]).toHaveProperty('upl');
  });
});

describe('contract books around a delivery', () => {
  const T0 = Date.UTC(2024, 11, 18, 12);
  const DEC27 = Date.UTC(2024, 11, 27, 8);
  const FUTURE = 'BTCUSDT-27DEC24';
  let t = T0;
  let dsim: RunningSim;
  beforeAll(async () => {
    dsim = await withSim({ now: () => t, tickMs: 20 });
  });
  afterAll(() => dsim.close());

  test('a future’s book streams until its delivery; then it is empty and a new subscribe is refused', async () => {
    const ws = await WsClient.open(`${dsim.wsUrl}/trade/option/usdc/public/v1`);
    sockets.push(ws);
    ws.send({ op: 'subscribe', args: [`orderbook.${FUTURE}`], req_id: 'f' });
    expect(await ws.next((m) => m.req_id === 'f')).toMatchObject({ success: true });
    const snap = await ws.next((m) => m.topic === `orderbook.${FUTURE}`);
    expect((snap.data as OrderbookPush).asks.length).toBeGreaterThan(0);
    t = DEC27 + 60_000;
    const empty = await ws.next(
      (m) => m.topic === `orderbook.${FUTURE}` && (m.data as OrderbookPush).asks.length === 0,
    );
    expect(empty.data).toEqual({ symbol: FUTURE, bids: [], asks: [] });
    ws.send({ op: 'subscribe', args: [`orderbook.${FUTURE}`], req_id: 'again' });
    expect(await ws.next((m) => m.req_id === 'again')).toMatchObject({ success: false, ret_code: 10001 });
  });
});
