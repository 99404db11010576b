import type { RunningSim } from '../src/server';
import { type Dec } from '../src/util/decimal';
import { Client, code, withSim } from './helpers';

// Which conditional order fires first when several trigger on one tick (ContractDesk.checkTriggers).
// Pinned as it has always been: in the order the store lists open orders — user by user (users in
// the order they first stored an order), each user's orders in the order they were placed — and
// never by trigger price. Each order is judged at the prices the orders fired before it left.
let sim: RunningSim;
let demo: Client;
let t2: Client;
/** the conditional orders placed in the test */
let placed: string[];
const SYM = 'BTCUSDT';

beforeEach(async () => {
  sim = await withSim();
  demo = new Client(sim);
  t2 = new Client(sim);
  await demo.login('demo@sim.local', 'demo');
  await t2.login('trader2@sim.local', 'trader2');
  placed = [];
});
afterEach(() => sim.close());

const index = (): Dec => sim.app.market.index.BTC;
/** Move the BTC index (the trigger kind of these orders: fills do not move it). */
const setIndex = (d: Dec): void => void (sim.app.market.index.BTC = d);
const userId = (email: string): number => sim.app.repo.findUserByEmail(email)!.userId;

/** A conditional market buy of 0.001 that fires when the price of `by` rises to `trigger`. */
async function conditionalBuy(c: Client, trigger: Dec, by = 'IndexPrice'): Promise<string> {
  const r = await c.post('/contract/v5/order/create', {
    symbol: SYM,
    side: 'Buy',
    orderType: 'Market',
    qty: '0.001',
    triggerPrice: trigger.toFixed(1),
    triggerBy: by,
    positionIdx: 0,
  });
  expect(code(r)).toBe(0);
  const id = c.result<{ orderId: string }>(r).orderId;
  placed.push(id);
  return id;
}

/** The conditional orders fired, in the order their orders were placed (book priority). */
function firedInOrder(): string[] {
  return [userId('demo@sim.local'), userId('trader2@sim.local')]
    .flatMap((u) => sim.app.repo.listOrders(u))
    .filter((o) => o.parentOrderId !== undefined && placed.includes(o.parentOrderId))
    .sort((a, b) => a.bookSeq - b.bookSeq)
    .map((o) => o.parentOrderId!);
}

test("one user's orders fire in the order they were placed, not by trigger price", async () => {
  const base = index().integerValue();
  const far = await conditionalBuy(demo, base.plus(30));
  const near = await conditionalBuy(demo, base.plus(10));
  const middle = await conditionalBuy(demo, base.plus(20));
  setIndex(base.plus(100));
  sim.app.desk.checkTriggers();
  expect(firedInOrder()).toEqual([far, near, middle]);
});

test('across users: user by user as the store lists open orders (demo, seeded first, before trader2)', async () => {
  const base = index().integerValue();
  const t2First = await conditionalBuy(t2, base.plus(10));
  const demoFirst = await conditionalBuy(demo, base.plus(20));
  const t2Second = await conditionalBuy(t2, base.plus(5));
  const demoSecond = await conditionalBuy(demo, base.plus(15));
  const listed = sim.app.repo
    .listOpenOrders()
    .filter((o) => o.orderStatus === 'Untriggered')
    .map((o) => o.orderId);
  setIndex(base.plus(100));
  sim.app.desk.checkTriggers();
  expect(firedInOrder()).toEqual(listed);
  expect(listed).toEqual([demoFirst, demoSecond, t2First, t2Second]);
});

test('an order the prices have not reached stays untriggered; a later tick fires it', async () => {
  const base = index().integerValue();
  const reached = await conditionalBuy(demo, base.plus(10));
  const notYet = await conditionalBuy(demo, base.plus(500));
  setIndex(base.plus(100));
  sim.app.desk.checkTriggers();
  expect(firedInOrder()).toEqual([reached]);
  expect(sim.app.repo.getOrder(notYet)!.orderStatus).toBe('Untriggered');
  setIndex(base.plus(600));
  sim.app.desk.checkTriggers();
  expect(firedInOrder()).toEqual([reached, notYet]);
});

test('each order is judged at the prices the orders fired before it left (a fill moves the last price)', async () => {
  const base = sim.app.market.lastPrice(SYM);
  const first = await conditionalBuy(demo, base.plus(200), 'LastPrice');
  const second = await conditionalBuy(demo, base.plus(300), 'LastPrice');
  sim.app.market.lastTraded.set(SYM, base.plus(1000));
  sim.app.desk.checkTriggers();
  // the first order's buy traded at the house's ask, below the second trigger: the second waits
  expect(sim.app.market.lastPrice(SYM).isLessThan(base.plus(300))).toBe(true);
  expect(firedInOrder()).toEqual([first]);
  expect(sim.app.repo.getOrder(second)!.orderStatus).toBe('Untriggered');
});
