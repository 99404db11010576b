import { fromWirePosition, type Position, type WirePosition } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// POST /__sim/index (issue 17): the loopback admin call that steers a coin's index, over real sockets.

let sim: RunningSim;
let demo: Client;
let admin: Client;

beforeAll(async () => {
  sim = await withSim();
  demo = new Client(sim);
  admin = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
});
afterAll(() => sim.close());

const SYM = 'BTCUSDT';
const pos = async (): Promise<Position> =>
  demo
    .result<{ list: WirePosition[] }>(await demo.get(`/contract/v5/position/list?symbol=${SYM}`))
    .list.map(fromWirePosition)[0]!;
const last = (): Dec => sim.app.market.lastPrice(SYM);
const px = (d: Dec): string => d.toFixed(1);

describe('POST /__sim/index steers a coin', () => {
  test('the index and mark jump; a take profit fires on the next trigger check', async () => {
    const before = (await pos()).size;
    const l = last();
    const tp = px(l.plus(3000));
    const r = await demo.post('/contract/v5/position/set-tp-sl-ts', {
      symbol: SYM,
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: tp,
      tpTriggerBy: 'MarkPrice',
      tpSize: '0.01',
    });
    expect(code(r)).toBe(0);
    const target = new Dec(tp).plus(500);
    const steer = await admin.post('/__sim/index', { coin: 'BTC', price: target.toFixed(2) });
    expect(code(steer)).toBe(0);
    expect(sim.app.market.markPrice(SYM).isGreaterThan(tp)).toBe(true);
    sim.app.desk.checkTriggers();
    const after = await pos();
    expect(new Dec(after.size).isEqualTo(new Dec(before).minus('0.01'))).toBe(true);

    expect(code(await admin.post('/__sim/index', { coin: 'DOGE', price: '1' }))).toBe(10001);
    expect(code(await admin.post('/__sim/index', { coin: 'BTC', price: '0' }))).toBe(10001);
    // a change from a page (no admin header) is refused
    expect(code(await admin.post('/__sim/index', { coin: 'BTC', price: '1' }, { 'x-sim-admin': '0' }))).toBe(10001);
  });
});
