import type { ChildProcess } from 'node:child_process';
import { ServerResponse } from 'node:http';
import fs, { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { OptionInstrumentsResult, OptionOrderResult, WireOrder } from 'shared-core/domain';
import { startSim, type RunningSim } from '../src/server';
import { JOURNAL_FILE, PersistentRepository } from '../src/store/persistent';
import { Client, WsClient, code, spawnSim } from './helpers';

// Issue 12 item 8: what a crash can tear, what recovery drops and says, and that nothing a client
// was told (answer or push) can be missing from the journal.

const PLACE = '/option/usdc/ex/private/v1/batch-place-orders';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-recovery-'));
});
const running = new Set<RunningSim>();
afterEach(async () => {
  jest.restoreAllMocks();
  for (const s of running) await s.close();
  running.clear();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<RunningSim> {
  const sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir });
  running.add(sim);
  return sim;
}

async function killed(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
}

async function optionSymbol(c: Client): Promise<{ symbol: string; price: string }> {
  const inst = c.result<OptionInstrumentsResult>(await c.get('/option/usdc/public/v1/instruments?baseCoin=BTC'));
  return { symbol: inst.list[20]!.symbol, price: inst.commonConfig.minOrderPrice };
}

/** One resting limit buy with the given outRequestId; the per-order result. */
async function place(c: Client, symbol: string, price: string, outRequestId: string): Promise<OptionOrderResult> {
  const r = await c.post(PLACE, {
    orderRequest: [
      {
        symbol,
        outRequestId,
        orderQty: '0.1',
        orderPrice: price,
        side: 1,
        orderType: 2,
        placeType: 1,
        placeMode: 1,
        timeInForce: 1,
        pmTrial: true,
      },
    ],
  });
  expect(code(r)).toBe(0);
  return (r.body.result as { result: OptionOrderResult[] }).result[0]!;
}

async function ordersLinked(c: Client, outRequestId: string): Promise<WireOrder[]> {
  const list = c.result<{ list: WireOrder[] }>(await c.get('/contract/v5/order/list?status=all')).list;
  return list.filter((o) => o.orderLinkId === outRequestId);
}

describe('idempotency keys are durable with their order', () => {
  test('kill -9 after the answer: a retried outRequestId returns the original order, one order in the list', async () => {
    const { url, child } = await spawnSim(dir);
    try {
      const c = new Client({ url } as RunningSim);
      await c.login('demo@sim.local', 'demo');
      const { symbol, price } = await optionSymbol(c);
      const first = await place(c, symbol, price, 'retry-1');
      expect(first.errorCode).toBe(0);
      await killed(child);

      const sim = await start();
      const c2 = new Client(sim);
      c2.token = c.token;
      const again = await place(c2, symbol, price, 'retry-1');
      expect(again.orderId).toBe(first.orderId);
      expect((await ordersLinked(c2, 'retry-1')).map((o) => o.orderId)).toEqual([first.orderId]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  test('contract create: a retried orderLinkId gets the first answer, also after kill -9, and places nothing', async () => {
    const create = (c: Client, orderLinkId: string, qty = '0.01') =>
      c.post('/contract/v5/order/create', {
        symbol: 'BTCUSDT',
        side: 'Buy',
        orderType: 'Limit',
        qty,
        price: '20000',
        orderLinkId,
      });
    const { url, child } = await spawnSim(dir);
    try {
      const c = new Client({ url } as RunningSim);
      await c.login('demo@sim.local', 'demo');
      const first = await create(c, 'link-1');
      expect(code(first)).toBe(0);
      // the same id again (the answer was lost): the same order, nothing new
      const again = await create(c, 'link-1');
      expect(code(again)).toBe(0);
      expect(again.body.result).toEqual(first.body.result);
      await killed(child);

      const sim = await start();
      const c2 = new Client(sim);
      c2.token = c.token;
      const afterRestart = await create(c2, 'link-1');
      expect(afterRestart.body.result).toEqual(first.body.result);
      const orderId = (first.body.result as { orderId: string }).orderId;
      expect((await ordersLinked(c2, 'link-1')).map((o) => o.orderId)).toEqual([orderId]);
      // another id is another order; a refused create leaves no key behind (a corrected retry goes through)
      expect(code(await create(c2, 'link-2'))).toBe(0);
      expect(code(await create(c2, 'link-3', '0'))).not.toBe(0);
      expect(code(await create(c2, 'link-3'))).toBe(0);
      expect(await ordersLinked(c2, 'link-3')).toHaveLength(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  test('a write torn between an order and its idempotency key loses both: the retry makes exactly one order', async () => {
    const { url, child } = await spawnSim(dir);
    try {
      const c = new Client({ url } as RunningSim);
      await c.login('demo@sim.local', 'demo');
      const { symbol, price } = await optionSymbol(c);
      await place(c, symbol, price, 'torn-1');
      await killed(child);
      // the kill landed inside the journal write: everything from the idempotency op on is gone
      const path = join(dir, JOURNAL_FILE);
      const text = readFileSync(path);
      const at = text.lastIndexOf('"idem",');
      expect(text.indexOf('"orderLinkId":"torn-1"')).toBeGreaterThan(-1);
      expect(text.indexOf('"orderLinkId":"torn-1"')).toBeLessThan(at); // the order op came first
      truncateSync(path, at);

      const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const sim = await start();
      expect(String(said.mock.calls[0]?.[0])).toMatch(/RECOVERY: dropped .* \(ops seen: order ×1\)/);
      const c2 = new Client(sim);
      c2.token = c.token;
      const retried = await place(c2, symbol, price, 'torn-1');
      expect(retried.errorCode).toBe(0);
      expect((await ordersLinked(c2, 'torn-1')).map((o) => o.orderId)).toEqual([retried.orderId]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);
});

describe('recovery reports what it drops', () => {
  test('a damaged last journal line is logged (file, offset, bytes) and counted in /__sim/state', async () => {
    let sim = await start();
    const c = new Client(sim);
    await c.login('demo@sim.local', 'demo');
    const { symbol, price } = await optionSymbol(c);
    await place(c, symbol, price, 'before-damage');
    await sim.close();
    running.delete(sim);
    const path = join(dir, JOURNAL_FILE);
    const good = JSON.stringify([['setting', 1, 'recovery-probe', 'kept']]) + '\n';
    const torn = '[["setting",1,"recovery-probe","lo';
    appendFileSync(path, good + torn);
    const offset = readFileSync(path).length - torn.length;

    const errors: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
    sim = await start();
    const said = errors.join('\n');
    expect(said).toContain(path);
    expect(said).toContain(`offset ${offset}`);
    expect(said).toContain(`${torn.length} bytes`);
    expect(sim.app.repo.getSettings(1)['recovery-probe']).toBe('kept');
    const state = new Client(sim).result<{ storage: { recovery: Record<string, unknown> } }>(
      await new Client(sim).get('/__sim/state'),
    );
    expect(state.storage.recovery).toMatchObject({ droppedLines: 1, droppedBytes: torn.length });
    expect(typeof state.storage.recovery.lastRecoveredAt).toBe('number');
  });

  test('writes after a recovered torn tail survive the next crash (the tail is cut, not appended to)', async () => {
    const first = await PersistentRepository.open(dir);
    first.setBalance(1, 'USDC', '1');
    await first.durable();
    first.abandon(); // like kill -9: no flush, no checkpoint
    appendFileSync(join(dir, JOURNAL_FILE), '[["balance",1,"USDC","2');

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = await PersistentRepository.open(dir);
    expect(second.getBalance(1, 'USDC')).toBe('1');
    second.setBalance(1, 'USDC', '3');
    await second.durable(); // acknowledged
    second.abandon();

    const third = await PersistentRepository.open(dir);
    expect(third.getBalance(1, 'USDC')).toBe('3');
    await third.close();
  });
});

describe('the journal only ever holds whole batches', () => {
  test('a write that fails half way is cut back off the file; its ops go out with the next write', async () => {
    const repo = await PersistentRepository.open(dir);
    repo.setBalance(1, 'USDC', '1');
    await repo.durable();
    const write = fs.writeSync;
    const spy = jest.spyOn(fs, 'writeSync').mockImplementationOnce(function (this: unknown, ...args: unknown[]) {
      const [fd, buf] = args as [number, Buffer];
      write(fd, buf, 0, Math.floor(buf.length / 2)); // half of it reaches the file, then the disk is full
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    repo.setBalance(1, 'USDC', '2');
    expect(() => repo.flush()).toThrow('ENOSPC');
    spy.mockRestore();
    const lines = readFileSync(join(dir, JOURNAL_FILE), 'utf8').split('\n');
    expect(lines.map((l) => l && JSON.parse(l))).toEqual([[['balance', 1, 'USDC', '1']], '']);
    repo.flush(); // the disk has room again
    repo.abandon();
    const again = await PersistentRepository.open(dir);
    expect(again.getBalance(1, 'USDC')).toBe('2');
    expect(again.recovery()).toMatchObject({ droppedLines: 0 });
    await again.close();
  });

  test('a damaged line with whole lines after it is no crash: opening refuses and says where', async () => {
    const path = join(dir, JOURNAL_FILE);
    const first = JSON.stringify([['balance', 1, 'USDC', '1']]) + '\n';
    appendFileSync(path, first + '[["balance",1,"US\n' + JSON.stringify([['balance', 1, 'USDC', '3']]) + '\n');
    await expect(PersistentRepository.open(dir)).rejects.toThrow(
      `corrupt journal line 2 at byte offset ${first.length} in ${path}`,
    );
  });
});

test('neither the push nor the answer of an order goes out before its journal write', async () => {
  const sim = await start();
  const c = new Client(sim);
  await c.login('demo@sim.local', 'demo');
  const { symbol, price } = await optionSymbol(c);
  const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${c.token!}` });
  try {
    ws.send({ op: 'subscribe', args: ['user.order'], req_id: 's' });
    await ws.next((m) => m.req_id === 's');

    const KEY = 'order-of-events';
    const events: string[] = [];
    const mentions = (data: unknown): boolean =>
      (typeof data === 'string' || Buffer.isBuffer(data)) && data.toString().includes(KEY);
    // the journal write itself (fs.writeSync on the journal's descriptor), not whatever surrounds it
    const write = fs.writeSync;
    jest.spyOn(fs, 'writeSync').mockImplementation(function (this: unknown, ...args: unknown[]) {
      if (mentions(args[1]) && !events.includes('journal')) events.push('journal');
      return (write as (...a: unknown[]) => number).apply(this, args);
    });
    const send = WebSocket.prototype.send;
    jest.spyOn(WebSocket.prototype, 'send').mockImplementation(function (this: WebSocket, ...args: unknown[]) {
      if (mentions(args[0])) events.push('push');
      return (send as (...a: unknown[]) => void).apply(this, args);
    });
    const end = ServerResponse.prototype.end;
    jest.spyOn(ServerResponse.prototype, 'end').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
      if (mentions(args[0])) events.push('answer');
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    });

    await place(c, symbol, price, KEY);
    await ws.next((m) => m.topic === 'user.order' && JSON.stringify(m).includes(KEY));
    expect(events).toEqual(['journal', 'push', 'answer']);
  } finally {
    ws.close();
  }
});
