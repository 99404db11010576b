import { fromWirePosition, type Position, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Liquidation of contract positions. Cross margin: a cross position is liquidated when its settle
// coin's cross pool (wallet − isolated margins + the cross positions' unrealised PnL) falls to the
// pool's maintenance margin, not at the isolated formula's price. Isolated with auto margin
// replenishment: topped up by its IM instead, until the margin reaches the value (1x).
// Tier 1 of BTCUSDT and ETHUSDT: MM rate 0.005, no deduction.

let sim: RunningSim;
let t2: Client;
let leader: Client;
let follower: Client;

beforeAll(async () => {
  sim = await withSim();
  t2 = new Client(sim);
  leader = new Client(sim);
  await t2.login('trader2@sim.local', 'trader2');
  await leader.login('leader@sim.local', 'leader');
  follower = new Client(sim);
  await follower.login('follower@sim.local', 'follower');
});
afterAll(() => sim.close());

const pos = async (c: Client, symbol: string): Promise<Position | undefined> =>
  c
    .result<{ list: WirePosition[] }>(await c.get(`/contract/v5/position/list?symbol=${symbol}`))
    .list.map(fromWirePosition)[0];
const wallet = async (c: Client, coin: string): Promise<Dec> =>
  new Dec(
    c
      .result<{ list: { coin: string; walletBalance: string }[] }>(await c.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === coin)!.walletBalance,
  );
/** Moves the index of `coin` (perpetual marks follow it on their tick) and runs the trigger checks. */
const moveIndex = (coin: 'BTC' | 'ETH', price: Dec): void => {
  sim.app.market.index[coin] = price;
  sim.app.desk.checkTriggers();
};

describe('cross margin', () => {
  test("a lone cross short outlives the isolated formula's price and goes where the wallet is spent", async () => {
    // trader2: BTCUSDT short 0.1 at 65500, leverage 10, cross; nothing else settled in USDT
    const w = await wallet(t2, 'USDT');
    const before = (await pos(t2, 'BTCUSDT'))!;
    expect(before).toMatchObject({ side: 'Sell', size: '0.1', entryPrice: '65500', isIsolated: false });
    // equity w − 0.1 (P − 65500) = MM 0.1 × P × 0.005  →  P = (w + 6550) / 0.1005, on the 0.1 tick
    const liq = w.plus(6550).dividedBy('0.1005').decimalPlaces(1, Dec.ROUND_HALF_UP);
    expect(before.liqPrice).toBe(liq.toFixed());
    // bankruptcy: equity 0  →  P = 65500 + w / 0.1
    expect(before.bustPrice).toBe(w.dividedBy('0.1').plus(65500).toFixed());
    // the isolated estimate (65500 × 1.095 = 71722.5) is passed: a cross position is not liquidated there
    moveIndex('BTC', new Dec('72722.5'));
    expect((await pos(t2, 'BTCUSDT'))!.size).toBe('0.1');
    // past the pool's price it is: closed at the bust price, so the wallet keeps nothing (no fee on top)
    moveIndex('BTC', liq.plus(1));
    expect(await pos(t2, 'BTCUSDT')).toBeUndefined();
    const after = await wallet(t2, 'USDT');
    expect(after.toFixed()).toBe(w.minus(new Dec(before.bustPrice!).minus(65500).multipliedBy('0.1')).toFixed());
    expect(after.abs().isLessThan('0.01')).toBe(true);
  });

  test("another cross position's loss draws the liquidation price in, and liquidates without this price moving", async () => {
    moveIndex('BTC', new Dec('65000'));
    moveIndex('ETH', new Dec('3200'));
    // leader: BTCUSDT long 0.2 at 64000, cross; with the whole wallet behind it no price liquidates it
    expect((await pos(leader, 'BTCUSDT'))!.liqPrice).toBe('0');
    // a second cross position in the same coin: ETHUSDT long (market, as much as the book gives of 30)
    const r = await leader.post('/contract/v5/order/create', {
      symbol: 'ETHUSDT',
      side: 'Buy',
      orderType: 'Market',
      qty: '30',
      timeInForce: 'ImmediateOrCancel',
      positionIdx: 0,
    });
    expect(code(r)).toBe(0);
    const eth = (await pos(leader, 'ETHUSDT'))!;
    expect(eth).toMatchObject({ side: 'Buy', isIsolated: false });
    const s = new Dec(eth.size);
    expect(s.isGreaterThanOrEqualTo(10)).toBe(true);
    const w = await wallet(leader, 'USDT'); // after the taker fee
    const btcMark = sim.app.market.markPrice('BTCUSDT');
    const btc0 = (await pos(leader, 'BTCUSDT'))!;
    const rateOf = (p: Position): Dec => new Dec(p.positionMM!).dividedBy(p.positionValue!); // tier 1: no deduction
    const rE = rateOf(eth);
    const mmBtc = btcMark.multipliedBy('0.2').multipliedBy(rateOf(btc0));
    // pool equity − total MM at an ETH mark x (the BTC mark m fixed):
    //   w + s (x − e) + 0.2 (m − 64000) − rE · s · x − MM_btc = 0
    //   →  x* = (s e − w − 0.2 (m − 64000) + MM_btc) / (s (1 − rE))
    const slope = s.multipliedBy(new Dec(1).minus(rE));
    const xStar = s
      .multipliedBy(eth.entryPrice!)
      .minus(w)
      .minus(btcMark.minus(64000).multipliedBy('0.2'))
      .plus(mmBtc)
      .dividedBy(slope);
    expect(xStar.isGreaterThan(100)).toBe(true);
    // 20 USDT of equity above maintenance: nothing is liquidated, but BTCUSDT now shows a price
    moveIndex('ETH', xStar.plus(new Dec(20).dividedBy(slope)).decimalPlaces(2, Dec.ROUND_UP));
    const btc = (await pos(leader, 'BTCUSDT'))!;
    expect(btc.size).toBe('0.2');
    expect(new Dec(btc.liqPrice!).isGreaterThan(0)).toBe(true);
    expect(new Dec(btc.liqPrice!).isLessThan(btcMark)).toBe(true);
    // 20 USDT below: the pool is liquidated, BTCUSDT included, though the BTC mark has not moved
    moveIndex('ETH', xStar.minus(new Dec(20).dividedBy(slope)).decimalPlaces(2, Dec.ROUND_DOWN));
    expect(sim.app.market.markPrice('BTCUSDT').toFixed()).toBe(btcMark.toFixed());
    expect(await pos(leader, 'BTCUSDT')).toBeUndefined();
    expect(await pos(leader, 'ETHUSDT')).toBeUndefined();
    // both closed at the pool's bankruptcy prices: the wallet is spent, not overdrawn
    expect((await wallet(leader, 'USDT')).abs().isLessThan('0.05')).toBe(true);
  });
});

describe('auto margin replenishment (isolated)', () => {
  const added = async (): Promise<Dec> => new Dec((await pos(follower, 'BTCUSDT'))!.newExtraAddedMargin ?? 0);
  /** the BTC mark 10 below the position's liquidation price now */
  const pastLiq = async (): Promise<Dec> => new Dec((await pos(follower, 'BTCUSDT'))!.liqPrice!).minus(10);

  beforeAll(async () => {
    moveIndex('BTC', new Dec('65000'));
    // follower: BTCUSDT long 0.1 at 64000, leverage 10; isolated, auto-add on
    expect(
      code(await follower.post('/contract/v5/position/switch-isolated', { symbol: 'BTCUSDT', tradeMode: 1 })),
    ).toBe(0);
    expect(
      code(
        await follower.post('/private/position/set-auto-add-margin', {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          newAutoAddMargin: true,
        }),
      ),
    ).toBe(0);
  });

  test('past the liquidation price the position is topped up by its IM (value at the mark / leverage), not closed', async () => {
    const w = await wallet(follower, 'USDT');
    const x = await pastLiq();
    moveIndex('BTC', x);
    const p = (await pos(follower, 'BTCUSDT'))!;
    expect(p.size).toBe('0.1');
    const im = x.multipliedBy('0.1').dividedBy(10); // the mark is on the tick already
    expect((await added()).toFixed()).toBe(im.toFixed());
    expect(new Dec(p.liqPrice!).isLessThan(x)).toBe(true);
    expect((await wallet(follower, 'USDT')).toFixed()).toBe(w.toFixed()); // moved into the position, not spent
  });

  test('the margin stops at the value (1x): the last top-up is what is left, then the position is liquidated', async () => {
    // bring the added margin to 2600: past the next liquidation price (31920 − 10) the room left is
    // value − IM − added = 3191 − 319.1 − 2600 = 271.9, less than the IM 319.1
    const more = new Dec(2600).minus(await added());
    const r = await follower.post('/contract/v5/private/position/add-margin', {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      addToPositionBalanceE8: more.multipliedBy(1e8).toFixed(0),
    });
    expect(code(r)).toBe(0);
    expect((await added()).toFixed()).toBe('2600');
    const x = await pastLiq();
    expect(x.toFixed()).toBe('31910');
    moveIndex('BTC', x);
    expect((await pos(follower, 'BTCUSDT'))!.size).toBe('0.1');
    expect((await added()).toFixed()).toBe('2871.9'); // 2600 + 3191 − 319.1 − 2600: margin = value
    // next time there is no room: liquidated
    moveIndex('BTC', await pastLiq());
    expect(await pos(follower, 'BTCUSDT')).toBeUndefined();
  });
});
