import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fromWirePosition,
  type Position,
  type WireExecution,
  type WireOrder,
  type WirePosition,
} from 'shared-core/domain';
import { PERPETUALS } from '../src/market/instruments';
import { startSim, type RunningSim } from '../src/server';
import { maxMarketQty } from '../src/trading/contracts';
import { Dec, ZERO, money } from '../src/util/decimal';
import { Client, WsClient, code, spawnSim, withSim, type Reply } from './helpers';

// Market closes above maxMarketQty (20 % of maxQty) are split into children of at most
// maxMarketQty; what the book cannot take comes back as 39303 with create_order_failed_qty_x.
// SOLUSDT: maxQty 4000, so maxMarketQty 800; lot step 0.1, tick 0.001; the synthetic book holds
// 5 levels a side (about 970 SOL of bids with seed 42), so a 1000 SOL close can run out.
let sim: RunningSim;
let demo: Client; // the big long, built in each test
let t2: Client; // its counterparty (short)

const SYM = 'SOLUSDT';
const TICK = '0.001';
const BIG = new Dec('1000');
/** maxMarketQty of SOLUSDT (800) */
const CAP = maxMarketQty(PERPETUALS.find((i) => i.symbol === SYM)!);

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  t2 = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  await t2.login('trader2@sim.local', 'trader2');
});
afterEach(() => sim.close());

const pos = async (c: Client): Promise<Position | undefined> =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${SYM}`))
    .list.map(fromWirePosition)
    .find((p) => !new Dec(p.size).isZero());
const orders = async (c: Client, status = 'all'): Promise<WireOrder[]> =>
  c.result<{ list: WireOrder[] }>(await c.get(`/contract/v5/order/list?status=${status}&symbol=${SYM}`)).list;
const executions = async (c: Client): Promise<WireExecution[]> =>
  c.result<{ list: WireExecution[] }>(await c.get('/contract/v5/execution/list')).list.filter((e) => e.symbol === SYM);
const wallet = async (c: Client): Promise<Dec> =>
  new Dec(
    c
      .result<{ list: { coin: string; walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === 'USDT')!.walletBalance,
  );
const create = (c: Client, body: Record<string, unknown>): Promise<Reply> =>
  c.post('/contract/v5/order/create', { symbol: SYM, positionIdx: 0, ...body });
const ok = async (c: Client, body: Record<string, unknown>): Promise<void> => {
  const r = await create(c, body);
  expect([code(r), r.body.retMsg]).toEqual([0, 'OK']);
};
interface CreateResult {
  orderId: string;
  qty: string;
  orderStatus: string;
  create_order_failed_qty_x: string;
  splitOrderIds: string[];
}
const book = () => sim.app.market.books.get(SYM)!;
/** the house's (synthetic) bids at or above `limit`: all of them lie within the market reference band */
const houseBids = (limit: Dec = ZERO): Dec =>
  book().bids.reduce(
    (s, e) => (e.orderId === undefined && e.price.isGreaterThanOrEqualTo(limit) ? s.plus(e.qty) : s),
    ZERO,
  );
/** a price inside the spread, `ticks` above the best bid (from the public tickers) */
const aboveBestBid = async (ticks: number, c: Client = demo): Promise<Dec> => {
  const t = c.result<{ list: { bid1Price: string }[] }>(await c.get(`/v5/market/tickers?category=linear&symbol=${SYM}`))
    .list[0]!;
  return new Dec(t.bid1Price).plus(new Dec(TICK).multipliedBy(ticks));
};
const setLast = (price: Dec): void => void sim.app.market.lastTraded.set(SYM, price);
/** the close dialog's market close (positions.md §7) */
const closeBody = (qty: Dec): Record<string, unknown> => ({
  side: 'Sell',
  orderType: 'Market',
  qtyX: qty.multipliedBy(1e8).toFixed(),
  timeInForce: 'ImmediateOrCancel',
  reduceOnly: true,
  closeOnTrigger: true,
  action: 'PositionClose',
});

/**
 * `long` long `size` SOLUSDT at 50x, `short` short as much, through the API: `long` bids inside
 * the spread, `short` sells into the bid with market orders of at most maxMarketQty. Returns the entry.
 */
async function bigLong(size: Dec, long = demo, short = t2): Promise<Dec> {
  const price = await aboveBestBid(1, long);
  await ok(long, { side: 'Buy', orderType: 'Limit', qty: size.toFixed(), price: price.toFixed(), leverageE2: 5000 });
  for (let left = size; left.isGreaterThan(0); left = left.minus(CAP))
    await ok(short, { side: 'Sell', orderType: 'Market', qty: Dec.min(left, CAP).toFixed(), leverageE2: 5000 });
  expect(await pos(long)).toMatchObject({ side: 'Buy', size: size.toFixed(), entryPrice: price.toFixed() });
  expect(await pos(short)).toMatchObject({ side: 'Sell', size: size.toFixed() });
  return price;
}

/** trader2 bids 1000 inside the spread, reduce-only (closing its short): a book that takes demo's whole close */
const counterBid = async (): Promise<void> =>
  ok(t2, { side: 'Buy', orderType: 'Limit', qty: '1000', price: (await aboveBestBid(10)).toFixed(), reduceOnly: true });

/** the children of a split: the orders sharing one parentOrderId, oldest first (the list is newest first) */
const children = (list: WireOrder[], parentOrderId: string): WireOrder[] =>
  list.filter((o) => o.parentOrderId === parentOrderId).reverse();
/** the children of the split a trigger made (`createType`) */
const triggered = (list: WireOrder[], createType: string): WireOrder[] => {
  const pid = list.find((o) => o.createType === createType)?.parentOrderId;
  expect(pid).toBeTruthy();
  const kids = children(list, pid!);
  expect(kids.every((o) => o.createType === createType)).toBe(true);
  return kids;
};

describe('a market close above maxMarketQty is split', () => {
  test('1000 SOL against a 1000 SOL bid: children 800 + 200, both filled, the position closed, the balance moves by their PnL less fees', async () => {
    expect(CAP.toFixed()).toBe('800');
    const entry = await bigLong(BIG);
    // trader2 closes its short with a reduce-only bid above demo's entry, inside the spread
    const bid = await aboveBestBid(30);
    await ok(t2, { side: 'Buy', orderType: 'Limit', qty: '1000', price: bid.toFixed(), reduceOnly: true });
    const ordersBefore = (await orders(demo)).length;
    const walletBefore = await wallet(demo);

    const r = await create(demo, { ...closeBody(BIG), orderLinkId: 'big-close' });
    expect(code(r)).toBe(0);
    const res = demo.result<CreateResult>(r);
    expect(res).toMatchObject({ qty: '1000', orderStatus: 'Filled', create_order_failed_qty_x: '0' });
    expect(res.splitOrderIds).toHaveLength(2);
    expect(res.orderId).toBe(res.splitOrderIds[0]);

    const all = await orders(demo);
    expect(all).toHaveLength(ordersBefore + 2);
    const first = all.find((o) => o.orderId === res.orderId)!;
    expect(first.parentOrderId).not.toBe('');
    const kids = children(all, first.parentOrderId!);
    expect(kids.map((o) => o.orderId)).toEqual(res.splitOrderIds);
    expect(kids.map((o) => [o.qty, o.cumExecQty, o.orderStatus])).toEqual([
      ['800', '800', 'Filled'],
      ['200', '200', 'Filled'],
    ]);
    for (const o of kids)
      expect(o).toMatchObject({
        side: 'Sell',
        orderType: 'Market',
        reduceOnly: true,
        createType: 'CreateByClosing',
        orderLinkId: 'big-close',
      });
    expect(await orders(demo, 'open')).toHaveLength(0);
    expect(await pos(demo)).toBeUndefined();
    expect(await pos(t2)).toBeUndefined();

    // executions: 1000 at the bid, over the two children
    const execs = (await executions(demo)).filter((e) => res.splitOrderIds.includes(e.orderId));
    expect(execs.reduce((s, e) => s.plus(e.execQty), ZERO).toFixed()).toBe('1000');
    expect(new Set(execs.map((e) => e.execPrice))).toEqual(new Set([bid.toFixed()]));
    // wallet: + realised PnL of each fill − its fee (as the engine books them)
    const expected = execs.reduce(
      (s, e) => s.plus(money(new Dec(e.execPrice).minus(entry).multipliedBy(e.execQty))).minus(e.execFee),
      ZERO,
    );
    expect((await wallet(demo)).minus(walletBefore).toFixed()).toBe(expected.toFixed());
  });

  test('a close the book cannot take: 39303, create_order_failed_qty_x = the unplaced qty, the position keeps exactly that, no order left', async () => {
    await bigLong(BIG);
    // only the house's bids are left: between one child's worth and the whole position
    const inBook = houseBids();
    expect(inBook.isGreaterThan(CAP) && inBook.isLessThan(BIG)).toBe(true);
    const failed = BIG.minus(inBook);
    const ordersBefore = (await orders(demo)).length;

    const r = await create(demo, closeBody(BIG));
    expect(r.status).toBe(200);
    expect(code(r)).toBe(39303);
    expect(r.body.retMsg).toContain(`${failed.toFixed()} ${SYM}`);
    const res = demo.result<CreateResult>(r);
    expect(res.create_order_failed_qty_x).toBe(failed.multipliedBy(1e8).toFixed());
    expect(res.qty).toBe(inBook.toFixed());
    expect(res.orderId).toBe(res.splitOrderIds[0]);

    // two children (800, then what was left in the book), both filled; nothing for the rest
    const all = await orders(demo);
    expect(all).toHaveLength(ordersBefore + 2);
    const kids = children(all, all.find((o) => o.orderId === res.orderId)!.parentOrderId!);
    expect(kids.map((o) => [o.qty, o.orderStatus])).toEqual([
      ['800', 'Filled'],
      [inBook.minus(800).toFixed(), 'Filled'],
    ]);
    expect(await orders(demo, 'open')).toHaveLength(0);
    expect(await pos(demo)).toMatchObject({ side: 'Buy', size: failed.toFixed() });
    expect(houseBids().isZero()).toBe(true);
    const execs = (await executions(demo)).filter((e) => res.splitOrderIds.includes(e.orderId));
    expect(execs.reduce((s, e) => s.plus(e.execQty), ZERO).toFixed()).toBe(inBook.toFixed());
  });

  test('an opening market order above maxMarketQty is still 110011 with nothing stored; the same qty reduce-only is split', async () => {
    await bigLong(BIG);
    // buys that would partly close trader2's short but are not reduce-only, and a buy adding to
    // demo's long: all refused as before
    const before = {
      orders: (await orders(t2)).length,
      execs: (await executions(t2)).length,
      wallet: await wallet(t2),
    };
    for (const [c, body] of [
      [t2, { side: 'Buy', orderType: 'Market', qty: '900' }],
      [t2, { side: 'Buy', orderType: 'Market', qty: '5000' }],
      [demo, { side: 'Buy', orderType: 'Market', qty: '801' }],
    ] as const) {
      const r = await create(c, body);
      expect(code(r)).toBe(110011);
      expect(r.body.retMsg).toContain('maxMarketQty 800');
      expect(r.body.result).toBeNull();
    }
    expect((await orders(t2)).length).toBe(before.orders);
    expect((await executions(t2)).length).toBe(before.execs);
    expect((await wallet(t2)).toFixed()).toBe(before.wallet.toFixed());
    expect(await pos(t2)).toMatchObject({ side: 'Sell', size: '1000' });
    expect(await pos(demo)).toMatchObject({ side: 'Buy', size: '1000' });

    // demo offers 1000 reduce-only inside the spread; trader2's reduce-only buy of 900 is split 800 + 100
    await ok(demo, {
      side: 'Sell',
      orderType: 'Limit',
      qty: '1000',
      price: book().best('Sell')!.minus(TICK).toFixed(),
      reduceOnly: true,
    });
    const r = await create(t2, { side: 'Buy', orderType: 'Market', qty: '900', reduceOnly: true });
    expect(code(r)).toBe(0);
    const ids = t2.result<{ splitOrderIds: string[] }>(r).splitOrderIds;
    const list = await orders(t2);
    expect(ids.map((id) => list.find((o) => o.orderId === id)!.cumExecQty)).toEqual(['800', '100']);
    expect(await pos(t2)).toMatchObject({ side: 'Sell', size: '100' });
  });

  test('one protective price for the whole close: with maxSlippage the children stop at the first child’s limit (39303)', async () => {
    await bigLong(BIG);
    const limit = book().best('Buy')!.minus(new Dec(TICK).multipliedBy(30));
    const inBook = houseBids(limit);
    // the book holds less than the close within the limit, and more beyond it
    expect(inBook.isGreaterThan(0) && inBook.isLessThan(BIG) && houseBids().isGreaterThan(inBook)).toBe(true);
    const r = await create(demo, { ...closeBody(BIG), maxSlippageType: 'TickSize', maxSlippage: '30' });
    expect(code(r)).toBe(39303);
    const res = demo.result<CreateResult>(r);
    expect(res.create_order_failed_qty_x).toBe(BIG.minus(inBook).multipliedBy(1e8).toFixed());
    const execs = (await executions(demo)).filter((e) => res.splitOrderIds.includes(e.orderId));
    expect(execs.reduce((s, e) => s.plus(e.execQty), ZERO).toFixed()).toBe(inBook.toFixed());
    expect(execs.every((e) => new Dec(e.execPrice).isGreaterThanOrEqualTo(limit))).toBe(true);
    expect(await pos(demo)).toMatchObject({ size: BIG.minus(inBook).toFixed() });
    expect(await orders(demo, 'open')).toHaveLength(0);
  });

  test('FillOrKill: the whole close must be in the book (else 110014, nothing stored); then it is split', async () => {
    await bigLong(BIG);
    expect(houseBids().isLessThan(BIG)).toBe(true);
    const before = (await orders(demo)).length;
    const refused = await create(demo, { ...closeBody(BIG), timeInForce: 'FillOrKill' });
    expect(code(refused)).toBe(110014);
    expect(refused.body.result).toBeNull();
    expect(await orders(demo)).toHaveLength(before);
    expect(await pos(demo)).toMatchObject({ size: '1000' });

    await counterBid();
    const r = await create(demo, { ...closeBody(BIG), timeInForce: 'FillOrKill' });
    expect(code(r)).toBe(0);
    expect(demo.result<CreateResult>(r).splitOrderIds).toHaveLength(2);
    expect(await pos(demo)).toBeUndefined();
  });

  test('the 39303 outcome is durable: after SIGKILL the restart shows the children and the position left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-split-data-'));
    const { url, child } = await spawnSim(dir);
    let again: RunningSim | undefined;
    try {
      const a = new Client({ url } as RunningSim);
      const b = new Client({ url } as RunningSim);
      await a.login('demo@sim.local', 'demo');
      await b.login('trader2@sim.local', 'trader2');
      await bigLong(BIG, a, b);
      // a one-tick slippage: only the best bid level (less than one child) is within the limit
      const r = await create(a, { ...closeBody(BIG), maxSlippageType: 'TickSize', maxSlippage: '1' });
      expect(code(r)).toBe(39303);
      const res = a.result<CreateResult>(r);
      const failed = new Dec(res.create_order_failed_qty_x).dividedBy(1e8);
      expect(failed.isGreaterThan(0) && failed.isLessThan(BIG)).toBe(true);
      // (what is stored: the market-following fields of the position come from the restarted market)
      const stored = async (c: Client) => {
        const p = (await pos(c))!;
        return {
          orders: await orders(c),
          position: { side: p.side, size: p.size, entryPrice: p.entryPrice, positionRPL: p.positionRPL },
          wallet: (await wallet(c)).toFixed(),
        };
      };
      const before = await stored(a);
      expect(before.position).toMatchObject({ size: failed.toFixed() });
      expect(children(before.orders, before.orders[0]!.parentOrderId!).map((o) => o.orderId)).toEqual(
        res.splitOrderIds,
      );

      child.kill('SIGKILL');
      await new Promise((done) => child.once('exit', done));
      again = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir });
      const a2 = new Client(again);
      a2.token = a.token;
      expect(await stored(a2)).toEqual(before);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await again?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('triggers close a position above maxMarketQty', () => {
  test('a stop-loss on 1000 SOL fires: children 800 + 200 (CreateByStopLoss) close it, pushed on user.order', async () => {
    await bigLong(BIG);
    await counterBid();
    const last = sim.app.market.lastPrice(SYM);
    const sl = last.minus(1);
    const set = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      stopLoss: sl.toFixed(),
    });
    expect(code(set)).toBe(0);
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${demo.token!}` });
    try {
      ws.send({ op: 'subscribe', args: ['user.order'], req_id: 's' });
      await ws.next((m) => m.req_id === 's');

      setLast(sl.minus(TICK));
      sim.app.desk.checkTriggers();

      expect(await pos(demo)).toBeUndefined();
      const kids = triggered(await orders(demo), 'CreateByStopLoss');
      expect(kids.map((o) => [o.qty, o.orderStatus, o.stopOrderType])).toEqual([
        ['800', 'Filled', 'StopLoss'],
        ['200', 'Filled', 'StopLoss'],
      ]);
      for (const k of kids)
        await ws.next((m) => {
          const d = m.data as WireOrder | undefined;
          return m.topic === 'user.order' && d?.orderId === k.orderId && d.orderStatus === 'Filled';
        });
    } finally {
      ws.close();
    }
  });

  test('a stop-loss on 1000 SOL in a thin book closes what the book holds; the rest keeps its stop-loss and closes at the next re-quote', async () => {
    await bigLong(BIG);
    const inBook = houseBids();
    const last = sim.app.market.lastPrice(SYM);
    const sl = last.minus(1);
    expect(
      code(
        await demo.post('/contract/v5/position/set-tp-sl-ts', { symbol: SYM, positionIdx: 0, stopLoss: sl.toFixed() }),
      ),
    ).toBe(0);
    setLast(sl.minus(TICK));
    sim.app.desk.checkTriggers();
    expect(await pos(demo)).toMatchObject({ size: BIG.minus(inBook).toFixed(), stopLoss: sl.toFixed() });
    const kids = triggered(await orders(demo), 'CreateByStopLoss');
    expect(kids.map((o) => [o.qty, o.orderStatus])).toEqual([
      ['800', 'Filled'],
      [inBook.minus(800).toFixed(), 'Filled'],
    ]);
    expect(await orders(demo, 'open')).toHaveLength(0);
    // the house re-quotes on the next tick: the stop-loss, still armed, closes what the new book holds
    sim.app.market.step();
    const refilled = houseBids();
    expect(refilled.isGreaterThan(0)).toBe(true);
    setLast(sl.minus(TICK));
    sim.app.desk.checkTriggers();
    const left = BIG.minus(inBook).minus(refilled);
    if (left.isGreaterThan(0)) expect(await pos(demo)).toMatchObject({ size: left.toFixed(), stopLoss: sl.toFixed() });
    else expect(await pos(demo)).toBeUndefined();
    expect(await orders(demo, 'open')).toHaveLength(0);
  });

  test('a trailing stop on 1000 SOL in a thin book keeps trailing the rest it could not close', async () => {
    await bigLong(BIG);
    const inBook = houseBids();
    const last = sim.app.market.lastPrice(SYM);
    expect(
      code(await demo.post('/contract/v5/position/set-tp-sl-ts', { symbol: SYM, positionIdx: 0, trailingStop: '1' })),
    ).toBe(0);
    setLast(last);
    sim.app.desk.checkTriggers(); // active at once: the peak is the last price
    setLast(last.minus(2)); // 2 below the peak: past the 1 USDT distance
    sim.app.desk.checkTriggers();
    expect(await pos(demo)).toMatchObject({ size: BIG.minus(inBook).toFixed(), trailingStop: '1' });
    expect(triggered(await orders(demo), 'CreateByTrailingStop').map((o) => o.orderStatus)).toEqual([
      'Filled',
      'Filled',
    ]);
  });

  test('a reduce-only conditional market order above maxMarketQty is taken (split when it fires); an opening one is not', async () => {
    await bigLong(BIG);
    const last = sim.app.market.lastPrice(SYM);
    const trigger = last.minus(1).toFixed();
    const opening = await create(demo, {
      side: 'Buy',
      orderType: 'Market',
      qty: '900',
      triggerPrice: last.plus(1).toFixed(),
    });
    expect(code(opening)).toBe(110011);
    const r = await create(demo, {
      side: 'Sell',
      orderType: 'Market',
      qty: '1000',
      triggerPrice: trigger,
      reduceOnly: true,
    });
    expect(code(r)).toBe(0);
    const conditionalId = demo.result<{ orderId: string }>(r).orderId;
    expect((await orders(demo, 'open')).find((o) => o.orderId === conditionalId)).toMatchObject({
      orderStatus: 'Untriggered',
      qty: '1000',
    });
    // trader2 bids 1000 (closing its short) inside the spread; the trigger fires into it: 800 + 200
    await counterBid();
    setLast(new Dec(trigger).minus(TICK));
    sim.app.desk.checkTriggers();
    expect(await pos(demo)).toBeUndefined();
    expect(children(await orders(demo), conditionalId).map((o) => [o.qty, o.orderStatus])).toEqual([
      ['800', 'Filled'],
      ['200', 'Filled'],
    ]);
  });

  test('a partial stop-loss of 1000 SOL fires: its market close is split (children carry the conditional order as parent)', async () => {
    await bigLong(BIG);
    await counterBid();
    const sl = sim.app.market.lastPrice(SYM).minus(1);
    const set = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      tpSlMode: 'Partial',
      stopLoss: sl.toFixed(),
      slSizeX: BIG.multipliedBy(1e8).toFixed(),
    });
    expect(code(set)).toBe(0);
    const [conditionalId] = demo.result<{ orderIds: string[] }>(set).orderIds;
    setLast(sl.minus(TICK));
    sim.app.desk.checkTriggers();
    expect(await pos(demo)).toBeUndefined();
    const list = await orders(demo);
    expect(list.find((o) => o.orderId === conditionalId)!.orderStatus).toBe('Triggered');
    expect(children(list, conditionalId!).map((o) => [o.qty, o.orderStatus])).toEqual([
      ['800', 'Filled'],
      ['200', 'Filled'],
    ]);
  });
});

describe('reduce-only with no position to reduce', () => {
  // trader2 has no SOLUSDT position: a reduce-only sell has nothing to reduce (a size of 0 is not
  // a long: it used to be taken for one and store an order of qty 0 that stayed New)
  test.each<[string, Record<string, unknown>]>([
    ['market', { orderType: 'Market', qty: '1' }],
    ['limit', { orderType: 'Limit', qty: '1', price: '160' }],
    ['conditional', { orderType: 'Market', qty: '1', triggerPrice: '140' }],
    ['900 (split-size) close: the first child’s own error, not 39303', closeBody(new Dec(900))],
  ])('%s sell → 110017, nothing stored', async (_kind, body) => {
    const r = await create(t2, { side: 'Sell', reduceOnly: true, ...body });
    expect(code(r)).toBe(110017);
    expect(r.body.result).toBeNull();
    expect(await orders(t2)).toHaveLength(0);
  });
});
