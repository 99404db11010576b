import type { WireExecution, WireOrder } from 'shared-core/domain';
import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// The order panel's history tabs (issue 18): closed orders and executions over a time range
// (the 7 / 30 / 180-day chips), paged by cursor, over real sockets with a clock the test moves.
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28, 6, 0, 0);
let clock = NOW;
let sim: RunningSim;
let demo: Client;

interface Page<T> {
  list: T[];
  nextPageCursor: string;
}

beforeAll(async () => {
  sim = await withSim({ now: () => clock });
  demo = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  // 20 days ago: two market fills; 3 days ago: three. The seeded history is older or "now".
  for (const [daysAgo, n] of [
    [20, 2],
    [3, 3],
  ] as const) {
    clock = NOW - daysAgo * DAY;
    for (let i = 0; i < n; i++) {
      const r = await demo.post('/contract/v5/order/create', {
        symbol: 'BTCUSDT',
        side: i % 2 === 0 ? 'Buy' : 'Sell',
        orderType: 'Market',
        qty: '0.01',
        timeInForce: 'ImmediateOrCancel',
        positionIdx: 0,
      });
      expect(code(r)).toBe(0);
    }
  }
  clock = NOW;
});
afterAll(() => sim.close());

const executions = async (q: string) =>
  demo.result<Page<WireExecution>>(await demo.get(`/contract/v5/execution/list?${q}`));
const closed = async (q: string) =>
  demo.result<Page<WireOrder>>(await demo.get(`/contract/v5/order/list?status=closed&${q}`));
const since = (days: number) => `startTime=${NOW - days * DAY}&endTime=${NOW}`;
const inWindow = (t: number | string, days: number) => Number(t) >= NOW - days * DAY && Number(t) <= NOW;

describe('execution list: range and cursor', () => {
  test('7 days holds the fills of 3 days ago, 30 days those of 20 days ago too', async () => {
    const week = (await executions(since(7))).list;
    const month = (await executions(since(30))).list;
    expect(week.filter((e) => e.symbol === 'BTCUSDT')).toHaveLength(3);
    expect(month.filter((e) => e.symbol === 'BTCUSDT')).toHaveLength(5);
    expect(week.every((e) => inWindow(e.execTime, 7))).toBe(true);
    expect(month.every((e) => inWindow(e.execTime, 30))).toBe(true);
  });

  test('pages of 2 by cursor cover the range once each, newest first, the last cursor ""', async () => {
    const whole = (await executions(`${since(30)}&limit=500`)).list.map((e) => e.execId);
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const page = await executions(`${since(30)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.list.map((e) => e.execId));
      cursor = page.nextPageCursor;
      pages++;
    } while (cursor !== '' && pages < 100);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('a symbol narrows it; without parameters it is the newest 100 as before', async () => {
    expect((await executions(`${since(30)}&symbol=ETHUSDT`)).list.every((e) => e.symbol === 'ETHUSDT')).toBe(true);
    expect((await executions('')).list.length).toBeLessThanOrEqual(100);
  });

  test.each([
    ['start after end', `startTime=${NOW}&endTime=${NOW - DAY}`],
    ['more than 180 days', `startTime=${NOW - 181 * DAY}&endTime=${NOW}`],
    ['a cursor that is no execution', 'cursor=nope'],
    ['limit above 500', 'limit=501'],
    ['a time that is no integer', 'startTime=yesterday'],
  ])('%s → 10001', async (_n, q) => {
    expect(code(await demo.get(`/contract/v5/execution/list?${q}`))).toBe(10001);
  });
});

describe('closed orders: range', () => {
  test('the 7-day range leaves out the orders of 20 days ago, the 30-day range has them', async () => {
    const week = (await closed(since(7))).list.filter((o) => o.symbol === 'BTCUSDT');
    const month = (await closed(since(30))).list.filter((o) => o.symbol === 'BTCUSDT');
    expect(week.length).toBeGreaterThanOrEqual(3);
    expect(month.length).toBe(week.length + 2);
    expect(week.every((o) => inWindow(o.createdAtE3, 7))).toBe(true);
  });

  test('paging within a range keeps to the range', async () => {
    const first = await closed(`${since(30)}&limit=1`);
    const second = await closed(`${since(30)}&limit=500&cursor=${first.nextPageCursor}`);
    expect([...first.list, ...second.list].every((o) => inWindow(o.createdAtE3, 30))).toBe(true);
    expect(second.nextPageCursor).toBe('');
  });

  test('start after end → 10001', async () => {
    expect(code(await demo.get(`/contract/v5/order/list?status=closed&startTime=${NOW}&endTime=1`))).toBe(10001);
  });
});
