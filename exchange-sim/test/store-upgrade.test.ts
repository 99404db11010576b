import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WirePosition } from 'shared-core/domain';
import { startSim } from '../src/server';
import { DB_FILE, JOURNAL_FILE, PersistentRepository } from '../src/store/persistent';
import { DEMO_USER } from '../src/store/seed';
import type { PositionRecord } from '../src/store/types';
import { upgradePosition, type FlatPositionRecord } from '../src/store/upgrade';
import { Client } from './helpers';

// Data written before position protection became sub-objects (flat strings, '0' = off) still loads.

const base = {
  userId: 1,
  symbol: 'BTCUSDT',
  size: '0.3',
  entryPrice: '65000',
  leverage: '10',
  isIsolated: false,
  positionRPL: '0',
  cumRealisedPnl: '0',
  openFee: '0',
  createdAt: 1,
  updatedAt: 1,
} satisfies PositionRecord;

/** Every flat field set, as set-tp-sl-ts and set-mm-rate stored them. */
const flatAll: FlatPositionRecord = {
  ...base,
  takeProfit: '90000',
  stopLoss: '40000',
  tpTriggerBy: 'MarkPrice',
  slTriggerBy: 'IndexPrice',
  tpOrderType: 'Market',
  slOrderType: 'Limit',
  limitStopLoss: '39900',
  trailingStop: '500',
  trailValueE4: '0',
  activationPrice: '80000',
  trailPeak: '0',
  triggerMmRateE2: 8000,
};

/** Everything switched off the way the old code did it. */
const flatOff: FlatPositionRecord = {
  ...base,
  takeProfit: '0',
  stopLoss: '0',
  tpTriggerBy: 'MarkPrice',
  slTriggerBy: 'LastPrice',
  tpOrderType: 'Limit',
  slOrderType: 'Market',
  trailingStop: '0',
  trailValueE4: '0',
  activationPrice: '0',
  trailPeak: '0',
  triggerMmRateE2: 0,
};

/** A flat record passed where the store's type says current: what JSON from an old data dir is. */
const asStored = (r: FlatPositionRecord): PositionRecord => r as unknown as PositionRecord;

describe('upgradePosition', () => {
  test.each([
    [
      'every setting on',
      flatAll,
      {
        ...base,
        takeProfit: { triggerPrice: '90000', triggerBy: 'MarkPrice' },
        stopLoss: { triggerPrice: '40000', triggerBy: 'IndexPrice', limitPrice: '39900' },
        trailing: { distance: '500', activationPrice: '80000' },
        mmrClose: { triggerMmRateE2: 8000 },
      },
    ],
    ['every setting off (0)', flatOff, base],
    [
      'a TP without its trigger kind (LastPrice); a limit price of a Market close is not a limit close',
      { ...base, takeProfit: '70000', limitTakeProfit: '70100' },
      { ...base, takeProfit: { triggerPrice: '70000', triggerBy: 'LastPrice' } },
    ],
    [
      'a Limit close without a limit price closes at market (as the old trigger loop did)',
      { ...base, stopLoss: '50000', slOrderType: 'Limit' },
      { ...base, stopLoss: { triggerPrice: '50000', triggerBy: 'LastPrice' } },
    ],
    [
      'a trailing stop by rate, active (peak)',
      { ...base, trailingStop: '0', trailValueE4: '150', activationPrice: '0', trailPeak: '66000' },
      { ...base, trailing: { rateE4: '150', peak: '66000' } },
    ],
    [
      'a trailing stop with both a distance and a rate keeps both',
      { ...base, trailingStop: '100', trailValueE4: '150' },
      { ...base, trailing: { distance: '100', rateE4: '150' } },
    ],
    ['only an MMR close', { ...base, triggerMmRateE2: 5000 }, { ...base, mmrClose: { triggerMmRateE2: 5000 } }],
  ] as [string, FlatPositionRecord, PositionRecord][])('%s', (_name, flat, current) => {
    expect(upgradePosition(flat)).toEqual(current);
  });

  test('a current record is returned as it is (same object)', () => {
    const current: PositionRecord = {
      ...base,
      takeProfit: { triggerPrice: '90000', triggerBy: 'MarkPrice' },
      trailing: { rateE4: '100' },
    };
    expect(upgradePosition(current)).toBe(current);
    expect(upgradePosition(base)).toBe(base);
  });
});

describe('loading an old data dir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-upgrade-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('flat positions in the checkpoint and in the journal load upgraded; the files are left as they are', async () => {
    const repo = await PersistentRepository.open(dir);
    repo.putPosition(asStored(flatAll));
    await repo.checkpoint(); // in sim.sqlite
    repo.putPosition(asStored({ ...flatOff, symbol: 'ETHUSDT' })); // in sim.journal
    repo.putPosition(asStored({ ...flatAll, positionIdx: 2, size: '-0.1', takeProfit: '30000', stopLoss: '0' }));
    await repo.close();
    const journal = readFileSync(join(dir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain('"trailPeak"');

    const again = await PersistentRepository.open(dir);
    try {
      expect(again.getPosition(1, 'BTCUSDT')).toEqual(upgradePosition(flatAll));
      expect(again.getPosition(1, 'ETHUSDT')).toEqual({ ...base, symbol: 'ETHUSDT' });
      const short = again.getPosition(1, 'BTCUSDT', 2)!;
      expect(short).toMatchObject({
        takeProfit: { triggerPrice: '30000', triggerBy: 'MarkPrice' },
        mmrClose: { triggerMmRateE2: 8000 },
      });
      expect(short.stopLoss).toBeUndefined();
      expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toBe(journal);
      expect(readFileSync(join(dir, DB_FILE)).length).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  });

  test('the wire shows an old position as before, and its settings work', async () => {
    let sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir });
    const seeded = sim.app.repo.getPosition(DEMO_USER.userId, 'BTCUSDT')!;
    await sim.close();
    // the seeded BTCUSDT long as an older simulator would have journalled it with its settings
    const { takeProfit: _tp, stopLoss: _sl, trailing: _ts, mmrClose: _mmr, ...plain } = seeded;
    const old: FlatPositionRecord = {
      ...plain,
      takeProfit: '200000',
      stopLoss: '1000',
      tpTriggerBy: 'MarkPrice',
      slTriggerBy: 'LastPrice',
      tpOrderType: 'Market',
      slOrderType: 'Limit',
      limitStopLoss: '999',
      trailingStop: '0',
      trailValueE4: '500',
      activationPrice: '0',
      trailPeak: '64000',
      triggerMmRateE2: 9000,
    };
    appendFileSync(join(dir, JOURNAL_FILE), `${JSON.stringify([['position', old]])}\n`);

    sim = await startSim({ port: 0, seed: 42, tickMs: 60_000, dataDir: dir });
    try {
      const c = new Client(sim);
      await c.login(DEMO_USER.email, DEMO_USER.password);
      const list = c.result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list')).list;
      const p = list.find((x) => x.s === 'BTCUSDT')!;
      expect(p).toMatchObject({
        tp: '200000',
        sl: '1000',
        tptb: 'MarkPrice',
        sltb: 'LastPrice',
        ts: '0',
        tvp: '500',
        ap: '0',
        tstp: '60800', // 64000 × (1 − 5 %)
        tmr: '90.00',
      });
      expect(sim.app.repo.getPosition(DEMO_USER.userId, 'BTCUSDT')).toMatchObject({
        takeProfit: { triggerPrice: '200000', triggerBy: 'MarkPrice' },
        stopLoss: { triggerPrice: '1000', triggerBy: 'LastPrice', limitPrice: '999' },
        trailing: { rateE4: '500', peak: '64000' },
        mmrClose: { triggerMmRateE2: 9000 },
      });
      // cancel-totally switches the upgraded full TP/SL off
      expect(
        c.result(await c.post('/contract/v5/order/cancel-totally', { symbol: 'BTCUSDT', type: 'TpSlOcoStopOrder' })),
      ).toBeDefined();
      const after = c.result<{ list: WirePosition[] }>(await c.get('/contract/v5/position/list')).list;
      expect(after.find((x) => x.s === 'BTCUSDT')).toMatchObject({ tp: '0', sl: '0', tvp: '500' });
    } finally {
      await sim.close();
    }
  });
});
