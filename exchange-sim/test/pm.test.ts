import { fromWirePosition, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import type { MemoryRepository } from '../src/store/memory';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Portfolio-margin netting: per base coin within a settle coin, min(Σ standalone IM, worst stress loss).
let sim: RunningSim;
beforeEach(async () => {
  sim = await withSim();
});
afterEach(() => sim.close());

const login = async (name: string): Promise<Client> => {
  const c = new Client(sim);
  await c.login(`${name}@sim.local`, name);
  return c;
};
const walletIM = async (c: Client, coin: string): Promise<Dec> =>
  new Dec(
    c
      .result<{ list: { coin: string; positionIM: string }[] }>(await c.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === coin)!.positionIM,
  );
const grossIM = async (c: Client, settle: string): Promise<Dec> =>
  c
    .result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list'))
    .list.map(fromWirePosition)
    .filter((p) => p.settleCoin === settle)
    .reduce((s, p) => s.plus(p.positionIM ?? 0), new Dec(0));

describe('portfolio margin', () => {
  test.each<[string, boolean]>([
    ['pm', true],
    ['demo', false],
  ])('%s: a delta hedge of the short call with BTCPERP nets the margin: %s', async (name, nets) => {
    const c = await login(name);
    const r = await c.post('/contract/v5/order/create', {
      symbol: 'BTCPERP',
      side: 'Buy',
      orderType: 'Market',
      qty: '1',
    });
    expect(code(r)).toBe(0);
    const gross = await grossIM(c, 'USDC');
    const held = await walletIM(c, 'USDC');
    if (nets) expect(held.isLessThan(gross.multipliedBy('0.8'))).toBe(true);
    else expect(held.minus(gross).abs().isLessThan('0.01')).toBe(true);
  });

  test('netting never raises the margin above the standalone sum, and coins do not net with each other', async () => {
    const c = await login('pm');
    expect((await walletIM(c, 'USDC')).isLessThanOrEqualTo(await grossIM(c, 'USDC'))).toBe(true);
    // BTCUSDT long 0.5 (USDT) is alone in its group (the USDC options do not offset it): its
    // margin is min(standalone IM, loss of a 15 % fall)
    const stress = sim.app.market.indexOf('BTCUSDT').multipliedBy('0.5').multipliedBy('0.15');
    const expected = Dec.min(await grossIM(c, 'USDT'), stress);
    expect((await walletIM(c, 'USDT')).minus(expected).abs().isLessThan('0.01')).toBe(true);
  });

  test('the netted margin frees balance for orders (available = wallet − netted IM − reserves)', async () => {
    const c = await login('pm');
    const w = c
      .result<{
        list: { coin: string; walletBalance: string; positionIM: string; orderIM: string; availableBalance: string }[];
      }>(await c.get('/v5/account/wallet-balance'))
      .list.find((b) => b.coin === 'USDC')!;
    expect(new Dec(w.walletBalance).minus(w.positionIM).minus(w.orderIM).toFixed()).toBe(
      new Dec(w.availableBalance).toFixed(),
    );
  });
});

describe('portfolio-margin option liquidation', () => {
  // equity of the USDC book = wallet + Σ options at mark (signed) + Σ contract UPL; standalone MM = Σ positionMM
  const book = async (c: Client) => {
    const list = c
      .result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list'))
      .list.map(fromWirePosition)
      .filter((p) => p.settleCoin === 'USDC');
    let marks = new Dec(0);
    let mm = new Dec(0);
    for (const p of list) {
      mm = mm.plus(p.positionMM ?? 0);
      const signed = new Dec(p.size).multipliedBy(p.side === 'Sell' ? -1 : 1);
      marks = marks.plus(
        p.symbol.split('-').length >= 4 ? signed.multipliedBy(p.markPrice!) : new Dec(p.positionUPL ?? 0),
      );
    }
    return { marks, mm, shorts: list.filter((p) => p.side === 'Sell' && p.symbol.split('-').length >= 4) };
  };
  const PM_USER = 100004;

  test('a delta-hedged short call survives equity below its standalone MM on a PM account, and is liquidated on a regular one', async () => {
    const c = await login('pm');
    expect(
      code(
        await c.post('/contract/v5/order/create', { symbol: 'BTCPERP', side: 'Buy', orderType: 'Market', qty: '1' }),
      ),
    ).toBe(0);
    const { marks, mm, shorts } = await book(c);
    expect(shorts.length).toBeGreaterThan(0);
    // equity = 90 % of the standalone maintenance margin
    sim.app.repo.setBalance(PM_USER, 'USDC', mm.multipliedBy('0.9').minus(marks).toFixed(8));
    expect(sim.app.engine.checkOptionLiquidations()).toBe(0); // netted MM is lower: nothing bought back
    expect((await book(c)).shorts.length).toBe(shorts.length);

    // the same book on a regular-margin account is liquidated
    const user = sim.app.repo.findUser(PM_USER)!;
    (sim.app.repo as MemoryRepository).addUser({ ...user, accountType: 'UTA2', marginMode: 'REGULAR_MARGIN' });
    expect(sim.app.engine.checkOptionLiquidations()).toBe(shorts.length);
    expect((await book(c)).shorts).toEqual([]);
  });

  test('a PM account whose equity falls below the netted MM is liquidated (marginMode 1)', async () => {
    const c = await login('pm');
    const { shorts } = await book(c);
    sim.app.repo.setBalance(PM_USER, 'USDC', '-1000000');
    expect(sim.app.engine.checkOptionLiquidations()).toBe(shorts.length);
    const orders = c
      .result<{ list: { createType: string; symbol: string }[] }>(await c.get('/contract/v5/order/list?status=all'))
      .list.filter((o) => o.createType === 'CreateByLiq');
    expect(orders.map((o) => o.symbol).sort()).toEqual(shorts.map((p) => p.symbol).sort());
  });
});
