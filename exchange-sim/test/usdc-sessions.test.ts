import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromWirePosition, type Position, type WirePosition } from 'shared-core/domain';
import { startSim, type RunningSim } from '../src/server';
import { nextUsdcSettlement } from '../src/trading/usdcSettlement';
import { Dec } from '../src/util/decimal';
import { Client, code } from './helpers';

// USDC contracts settle every day at 08:00 UTC: the unrealised PnL at the mark goes into the USDC
// wallet and the session average price restarts there (positions.md §3: "entry price, or session
// average price for USDC contracts"). Seeded demo: BTCPERP long 0.1 at 64500 and a USDC future
// short, isolated; USDT and inverse contracts never settle.

let t = Date.UTC(2024, 11, 18, 12);
let dir: string;
let sim: RunningSim;
let demo: Client;

const open = async (): Promise<void> => {
  sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir, now: () => t });
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sim-usdc-sessions-'));
  await open();
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

const positions = async (): Promise<Position[]> =>
  demo.result<{ list: WirePosition[] }>(await demo.get('/contract/v5/position/list')).list.map(fromWirePosition);
const pos = async (symbol: string): Promise<Position | undefined> =>
  (await positions()).find((p) => p.symbol === symbol);
const wallet = async (coin: string): Promise<Dec> =>
  new Dec(
    demo
      .result<{ list: { coin: string; walletBalance: string }[] }>(await demo.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === coin)!.walletBalance,
  );
const isUsdcContract = (p: Position): boolean => p.settleCoin === 'USDC' && p.symbolType === undefined;
const signed = (p: Position): Dec => new Dec(p.size).multipliedBy(p.side === 'Sell' ? -1 : 1);

test('the next settlement is the next 08:00 UTC', () => {
  expect(nextUsdcSettlement(Date.UTC(2024, 11, 18, 12))).toBe(Date.UTC(2024, 11, 19, 8));
  expect(nextUsdcSettlement(Date.UTC(2024, 11, 19, 7, 59))).toBe(Date.UTC(2024, 11, 19, 8));
  expect(nextUsdcSettlement(Date.UTC(2024, 11, 19, 8))).toBe(Date.UTC(2024, 11, 20, 8));
});

test('at 08:00 UTC each USDC contract moves its PnL into the wallet and restarts its session at the mark', async () => {
  const before = await positions();
  const usdcContracts = before.filter(isUsdcContract);
  expect(usdcContracts.map((p) => p.symbol)).toEqual(expect.arrayContaining(['BTCPERP']));
  expect(usdcContracts.length).toBeGreaterThanOrEqual(2);
  for (const p of usdcContracts) expect(p.sessionAvgPrice).toBe(p.entryPrice);
  const usdc = await wallet('USDC');
  const usdt = await wallet('USDT');
  t = Date.UTC(2024, 11, 19, 7, 59);
  expect(sim.app.usdcSettlement.settleIfDue()).toBe(0);
  t = Date.UTC(2024, 11, 19, 8);
  expect(sim.app.usdcSettlement.settleIfDue()).toBe(usdcContracts.length);
  let settled = new Dec(0);
  const after = await positions();
  for (const b of usdcContracts) {
    const mark = sim.app.market.markPrice(b.symbol); // on the tick
    const upl = mark.minus(b.entryPrice!).multipliedBy(signed(b));
    settled = settled.plus(upl);
    const a = after.find((p) => p.symbol === b.symbol)!;
    expect(a).toMatchObject({
      size: b.size,
      entryPrice: b.entryPrice, // the average open price stays
      sessionAvgPrice: mark.toFixed(),
      positionUPL: '0',
      cumRealisedPnl: new Dec(b.cumRealisedPnl!).plus(upl).toFixed(),
    });
  }
  expect((await wallet('USDC')).toFixed()).toBe(usdc.plus(settled).toFixed());
  // USDT and inverse contracts do not settle
  expect((await wallet('USDT')).toFixed()).toBe(usdt.toFixed());
  for (const p of after.filter((q) => !isUsdcContract(q) && q.symbolType === undefined))
    expect(p.sessionAvgPrice).toBe(p.entryPrice);
  // once per day
  t = Date.UTC(2024, 11, 19, 20);
  expect(sim.app.usdcSettlement.settleIfDue()).toBe(0);
});

test('a close after the settlement realises PnL from the session price, not the entry', async () => {
  const p = (await pos('BTCPERP'))!;
  const session = new Dec(p.sessionAvgPrice!);
  expect(session.isEqualTo(p.entryPrice!)).toBe(false);
  sim.app.market.index.BTC = session.plus(400);
  expect((await pos('BTCPERP'))!.positionUPL).toBe(new Dec(400).multipliedBy(p.size).toFixed());
  const usdc = await wallet('USDC');
  const r = await demo.post('/contract/v5/order/create', {
    symbol: 'BTCPERP',
    side: 'Sell',
    orderType: 'Market',
    qty: p.size,
    timeInForce: 'ImmediateOrCancel',
    reduceOnly: true,
    positionIdx: 0,
  });
  expect(code(r)).toBe(0);
  expect(await pos('BTCPERP')).toBeUndefined();
  const fills = demo
    .result<{
      list: { symbol: string; orderId: string; execPrice: string; execQty: string; execFee: string }[];
    }>(await demo.get('/contract/v5/execution/list'))
    .list.filter((e) => e.orderId === demo.result<{ orderId: string }>(r).orderId);
  expect(fills.length).toBeGreaterThan(0);
  const realised = fills.reduce(
    (sum, e) => sum.plus(new Dec(e.execPrice).minus(session).multipliedBy(e.execQty)).minus(e.execFee),
    new Dec(0),
  );
  expect((await wallet('USDC')).toFixed()).toBe(usdc.plus(realised).toFixed());
});

test('the session price survives a restart, and a boundary passed while down settles at the first check', async () => {
  const fut = (await positions()).find(isUsdcContract)!; // the USDC future is left
  const session = fut.sessionAvgPrice;
  await sim.close();
  await open();
  expect((await pos(fut.symbol))!.sessionAvgPrice).toBe(session);
  // down over the next boundary: settled once the simulator runs again
  await sim.close();
  t = Date.UTC(2024, 11, 20, 9);
  await open();
  const usdc = await wallet('USDC');
  expect(sim.app.usdcSettlement.settleIfDue()).toBe(1);
  const mark = sim.app.market.markPrice(fut.symbol);
  const after = (await pos(fut.symbol))!;
  expect(after.sessionAvgPrice).toBe(mark.toFixed());
  expect((await wallet('USDC')).toFixed()).toBe(usdc.plus(mark.minus(session!).multipliedBy(signed(fut))).toFixed());
});
