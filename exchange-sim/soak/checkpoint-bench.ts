/**
 * `npm run bench:checkpoint -w exchange-sim [-- --orders N --rate R]`: what a checkpoint costs on a
 * store the size of a long run, and how much the checkpoint policy writes. Figures are printed,
 * never asserted.
 *
 *  1. fills a temp data dir through PersistentRepository with N orders (default 120,000: about the
 *     135 MB database issue 12 saw), each with the ops a filled option order journals (order,
 *     execution, balance, position, idempotency key), and checkpoints it;
 *  2. one steady checkpoint after a small change (1,000 order updates): time, bytes written, RSS;
 *  3. opening the store: database load alone, and with a 64 MiB journal to replay;
 *  4. the policy over a run at R orders/s (default 50): checkpoints and bytes written per hour by
 *     the old rule (every 30 s with changes) against the journal-size rule (`checkpointDue`),
 *     the latter counted by driving the real store with the journal bytes of an hour.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PersistentRepository, DB_FILE } from '../src/store/persistent';
import type { ExecutionRecord, OrderRecord, PositionRecord } from '../src/store/types';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const ORDERS = arg('orders', 120_000);
const RATE = arg('rate', 50);
const MB = (n: number): string => `${(n / 1e6).toFixed(1)} MB`;
const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;
const rss = (): string => MB(process.memoryUsage().rss);

function order(i: number, status: 'New' | 'Filled'): OrderRecord {
  return {
    orderId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    orderLinkId: `bench-${i}`,
    userId: 1 + (i % 50),
    symbol: `BTC-27JUN25-${60000 + (i % 40) * 1000}-C`,
    side: i % 2 ? 'Buy' : 'Sell',
    orderType: 'Limit',
    price: '1250.5',
    qty: '0.1',
    cumExecQty: status === 'Filled' ? '0.1' : '0',
    cumExecValue: status === 'Filled' ? '125.05' : '0',
    cumExecFee: status === 'Filled' ? '0.03' : '0',
    leavesQty: status === 'Filled' ? '0' : '0.1',
    orderStatus: status,
    timeInForce: 'GoodTillCancel',
    reduceOnly: false,
    placeType: 1,
    iv: '',
    cancelType: '',
    reservePerContract: '1300.12345678',
    bookSeq: i,
    createdAt: 1_750_000_000_000 + i,
    updatedAt: 1_750_000_000_000 + i,
  };
}

/** the ops one filled option order journals */
function placeFilled(repo: PersistentRepository, i: number): void {
  const o = order(i, 'Filled');
  repo.putOrder(o);
  const e: ExecutionRecord = {
    execId: `e-${i}`,
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    userId: o.userId,
    symbol: o.symbol,
    side: o.side,
    orderType: o.orderType,
    execPrice: o.price,
    execQty: o.qty,
    execValue: o.cumExecValue,
    execFee: o.cumExecFee,
    leavesQty: '0',
    isMaker: false,
    execTime: o.updatedAt,
  };
  repo.addExecution(e);
  repo.setBalance(o.userId, 'USDC', String(100_000 - i / 100));
  const p: PositionRecord = {
    userId: o.userId,
    symbol: o.symbol,
    size: String((i % 7) / 10),
    entryPrice: '1250.5',
    leverage: '1',
    isIsolated: false,
    positionRPL: '0',
    cumRealisedPnl: '0',
    openFee: '0.03',
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
  repo.putPosition(p);
  repo.putIdempotent(o.userId, o.orderLinkId, {
    errorCode: 0,
    errorMsg: 'OK',
    extMap: {},
    symbol: o.symbol,
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-ckpt-bench-'));
  // no checkpoint of its own: the bench decides when
  const big = { checkpointBytes: 1e12, checkpointMinBytes: 1e12 };
  try {
    console.log(`checkpoint bench: ${ORDERS} filled orders, run rate ${RATE} orders/s, dir ${dir}`);
    let repo = await PersistentRepository.open(dir, big);
    let t0 = process.hrtime.bigint();
    for (let i = 0; i < ORDERS; i++) {
      placeFilled(repo, i);
      if (i % 500 === 499) repo.flush();
    }
    repo.flush();
    const journalPerOrder = (repo.info().journalBytes as number) / ORDERS;
    console.log(`  fill:            ${ms(t0).toFixed(0)} ms, journal ${journalPerOrder.toFixed(0)} bytes per order`);
    t0 = process.hrtime.bigint();
    await repo.checkpoint();
    const dbBytes = statSync(join(dir, DB_FILE)).size;
    console.log(`  first checkpoint: ${ms(t0).toFixed(0)} ms, database ${MB(dbBytes)}, rss ${rss()}`);

    for (let i = 0; i < 1000; i++) repo.putOrder({ ...order(i, 'Filled'), updatedAt: 1 });
    repo.flush();
    const small = repo.info().journalBytes as number;
    t0 = process.hrtime.bigint();
    await repo.checkpoint();
    const steadyMs = ms(t0);
    console.log(
      `  steady checkpoint (1,000 changed orders, ${MB(small)} of journal): ${steadyMs.toFixed(0)} ms, ` +
        `writes ${MB(statSync(join(dir, DB_FILE)).size)}, max rss ${MB(process.resourceUsage().maxRSS * 1024)}`,
    );
    await repo.close();

    t0 = process.hrtime.bigint();
    repo = await PersistentRepository.open(dir, big);
    console.log(`  open, database only:         ${ms(t0).toFixed(0)} ms`);
    const perUpdate = JSON.stringify(['order', order(0, 'Filled')]).length + 1;
    const updates = Math.ceil((64 * 1024 * 1024) / perUpdate);
    for (let i = 0; i < updates; i++) {
      repo.putOrder({ ...order(i % ORDERS, 'Filled'), updatedAt: i });
      if (i % 500 === 499) repo.flush();
    }
    repo.flush();
    const journalBytes = repo.info().journalBytes as number;
    repo.abandon();
    t0 = process.hrtime.bigint();
    repo = await PersistentRepository.open(dir, big);
    console.log(`  open, database + ${MB(journalBytes)} journal: ${ms(t0).toFixed(0)} ms`);
    repo.abandon();

    // 4. the policy over an hour at RATE orders/s
    const hourBytes = journalPerOrder * RATE * 3600;
    console.log(`  an hour at ${RATE} orders/s journals ${MB(hourBytes)}:`);
    console.log(
      `    old rule (every 30 s with changes): 120 checkpoints, writes ${MB(120 * dbBytes)} ` +
        `(~${((120 * steadyMs) / 1000).toFixed(0)} s of worker time)`,
    );
    const due = (repo as unknown as { checkpointDue?: () => boolean }).checkpointDue;
    if (due) {
      rmSync(dir, { recursive: true, force: true });
      // drive the real policy: same database size, an hour of journal bytes, count the checkpoints
      repo = await PersistentRepository.open(dir, big);
      for (let i = 0; i < ORDERS; i++) {
        placeFilled(repo, i);
        if (i % 500 === 499) repo.flush();
      }
      repo.flush();
      await repo.checkpoint();
      await repo.close();
      repo = await PersistentRepository.open(dir);
      const before = repo.checkpoints;
      let written = 0;
      for (let n = 0; n * journalPerOrder < hourBytes;) {
        for (let k = 0; k < 500; k++) placeFilled(repo, ORDERS + n++);
        repo.flush(); // starts a checkpoint when the policy says so
        if (repo.info().checkpointRunning) {
          await repo.checkpoint(); // waits for the running one (the bench does not overlap them)
          written += statSync(join(dir, DB_FILE)).size;
        }
      }
      const count = repo.checkpoints - before;
      console.log(
        `    journal-size rule: ${count} checkpoints, writes ${MB(written)} ` +
          `(database grows to ${MB(statSync(join(dir, DB_FILE)).size)} meanwhile)`,
      );
      await repo.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
