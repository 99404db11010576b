import { fromWirePosition, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
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
