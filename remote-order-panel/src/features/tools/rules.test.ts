import fc from 'fast-check';
import type { AccountKind } from 'shared-core';
import { ALL_SHOWN, type ComplianceFlags } from '../compliance/compliance';
import {
  EMPTY_FORM,
  countRunning,
  createTypeLabelKey,
  effectiveToolTab,
  mergeAlgos,
  progressPercent,
  readAlgo,
  showsTradingBot,
  toolRow,
  toolSubTabs,
  toolVisible,
  validateToolForm,
  type ToolFormInput,
  type WireAlgo,
} from './rules';

const DEMO = { demo: true } as Pick<AccountKind, 'demo'>;
const LIVE = { demo: false } as Pick<AccountKind, 'demo'>;
const flags = (off: Partial<ComplianceFlags> = {}): ComplianceFlags => ({ ...ALL_SHOWN, ...off });
const OPTION = 'BTC-27DEC24-60000-C';

describe('tool sub-tabs (§2.2, §6)', () => {
  test.each([
    ['live, all flags', LIVE, flags(), ['chase', 'twap', 'iceberg', 'webhook']],
    ['demo: no webhook', DEMO, flags(), ['chase', 'twap', 'iceberg']],
    ['toolWebhook off', LIVE, flags({ toolWebhook: false }), ['chase', 'twap', 'iceberg']],
    ['toolChase off', LIVE, flags({ toolChase: false }), ['twap', 'iceberg', 'webhook']],
  ] as const)('%s', (_name, account, f, want) => {
    expect(toolSubTabs(account, f)).toEqual(want);
  });

  test('a chosen sub-tab the account lost falls back to the first one', () => {
    expect(effectiveToolTab('webhook', ['chase', 'twap', 'iceberg'])).toBe('chase');
    expect(effectiveToolTab('iceberg', ['chase', 'twap', 'iceberg'])).toBe('iceberg');
  });
});

test.each([
  ['CreateByTWAP', 'twap'],
  ['CreateByChaseOrder', 'chase'],
  ['CreateByIceBerg', 'iceberg'],
  ['CreateByUser', null],
])('createType %s → label %s (§3)', (createType, key) => {
  expect(createTypeLabelKey(createType)).toBe(key);
});

describe('trading-bot link (§2.2, §6)', () => {
  test.each([
    ['live perpetual', LIVE, flags(), 'BTCUSDT', false, true],
    ['demo', DEMO, flags(), 'BTCUSDT', false, false],
    ['option symbol', LIVE, flags(), OPTION, false, false],
    ['futures spread table', LIVE, flags(), 'BTCUSDT', true, false],
    ['futures spread symbol', LIVE, flags(), 'BTCUSDT-SPREAD', false, false],
    ['tradingBot flag off', LIVE, flags({ tradingBot: false }), 'BTCUSDT', false, false],
  ] as const)('%s', (_n, account, f, symbol, spread, want) => {
    expect(showsTradingBot(account, f, symbol, spread)).toBe(want);
  });
});

describe('instrument filter: options never have tools (§3)', () => {
  const opts = (instrumentFilter: 'ALL' | 'DERIVATIVES' | 'EXPIRY' | 'OPTIONS', allMarkets = true) => ({
    instrumentFilter,
    allMarkets,
    currentSymbol: 'BTCUSDT',
  });
  test.each([
    ['BTCUSDT', opts('ALL'), true],
    [OPTION, opts('ALL'), false],
    [OPTION, opts('OPTIONS'), false],
    ['BTCUSDT', opts('OPTIONS'), true], // OPTIONS is not a tools filter: read as ALL
    ['BTCUSDT', opts('EXPIRY'), false],
    ['BTCUSDT-27DEC24', opts('EXPIRY'), true],
    ['ETHUSDT', opts('ALL', false), false], // all-markets off: only the current symbol
  ] as const)('%s under %j → %s', (symbol, o, want) => {
    expect(toolVisible(symbol, o)).toBe(want);
  });
});

const algo = (over: Partial<WireAlgo> = {}): WireAlgo => ({
  algoId: 'a1',
  tool: 'twap',
  symbol: 'BTCUSDT',
  side: 'Buy',
  qty: '0.003',
  filledQty: '0.001',
  avgPrice: '60000.5',
  status: 2,
  state: 'Running',
  createType: 'CreateByTWAP',
  failCode: 0,
  children: [{ orderId: 'c1', qty: '0.001', cumExecQty: '0.001', orderStatus: 'Filled', createType: 'CreateByTWAP' }],
  createdAt: 1_700_000_000_000,
  ...over,
});

describe('rows', () => {
  test('a running TWAP in German: decimal comma, progress, children filled, label', () => {
    expect(toolRow(algo(), 'de', 3, 1)).toMatchObject({
      qty: '0,003',
      filledQty: '0,001',
      progress: 33,
      avgPrice: '60.000,5',
      running: true,
      createTypeKey: 'twap',
      childrenFilled: 1,
      children: 1,
      createdAt: '2023-11-14 22:13:20',
    });
  });
  test('no fill yet: the average price is a dash', () => {
    expect(toolRow(algo({ filledQty: '0', avgPrice: '' }), 'en').avgPrice).toBe('--');
  });
  test.each([[{ algoId: 1 }], [{ tool: 'grid' }], [{ side: 'Long' }], [{ status: 1 }], [{ state: 'Paused' }]])(
    'a malformed entry is left out: %j',
    (bad) => {
      expect(readAlgo({ ...algo(), ...bad })).toBeNull();
    },
  );
  test('a push replaces its order and keeps the list newest first; counts follow', () => {
    const older = algo({ algoId: 'a0', createdAt: 1 });
    const merged = mergeAlgos(
      [older, algo()],
      [algo({ status: 3, state: 'Completed' }), algo({ algoId: 'a2', createdAt: 2e12 })],
    );
    expect(merged.map((a) => [a.algoId, a.state])).toEqual([
      ['a2', 'Running'],
      ['a1', 'Completed'],
      ['a0', 'Running'],
    ]);
    expect(countRunning(merged)).toEqual({ chase: 0, twap: 2, iceberg: 0, webhook: 0 });
  });
  test('progress is within 0..100, 100 only when all is filled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (f, t) => {
        const p = progressPercent(String(f / 1000), String(t / 1000));
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (f < t) expect(p).toBeLessThan(100);
      }),
    );
  });
});

describe('the new-order form', () => {
  const RULES = { minQty: '0.001', qtyStep: '0.001', tickSize: '0.1' };
  const twap = (over: Partial<ToolFormInput>): ToolFormInput => ({
    ...EMPTY_FORM,
    qty: '0.003',
    durationMin: '1',
    intervalSec: '10',
    ...over,
  });
  test('a good TWAP: the create body in seconds, decimal strings', () => {
    expect(validateToolForm(twap({}), 'BTCUSDT', RULES, 'en')).toEqual({
      ok: true,
      body: {
        tool: 'twap',
        side: 'Buy',
        symbol: 'BTCUSDT',
        qty: '0.003',
        durationSec: 60,
        intervalSec: 10,
        orderType: 'Market',
      },
    });
  });
  test('German input with a decimal comma', () => {
    const r = validateToolForm(twap({ qty: '0,003', durationMin: '0,5' }), 'BTCUSDT', RULES, 'de');
    expect(r).toMatchObject({ ok: true, body: { qty: '0.003', durationSec: 30 } });
  });
  test.each([
    [twap({ qty: '' }), 'qty', 'tools.form.required'],
    [twap({ qty: '0.0005' }), 'qty', 'common:numberInput.tooManyDecimals'],
    [twap({ qty: '0' }), 'qty', 'tools.form.qtyMin'],
    [twap({ qty: 'abc' }), 'qty', 'common:numberInput.invalid'],
    [twap({ intervalSec: '2' }), 'intervalSec', 'tools.form.intervalMin'],
    [twap({ intervalSec: '1.5' }), 'intervalSec', 'common:numberInput.wholeNumber'],
    [twap({ durationMin: '0.1', intervalSec: '10' }), 'durationMin', 'tools.form.durationUnderInterval'],
    [twap({ durationMin: '1441' }), 'durationMin', 'tools.form.durationMax'],
    [{ ...EMPTY_FORM, tool: 'iceberg', qty: '0.01', price: '', visibleQty: '0.002' }, 'price', 'tools.form.required'],
    [
      { ...EMPTY_FORM, tool: 'iceberg', qty: '0.01', price: '100', visibleQty: '0.02' },
      'visibleQty',
      'tools.form.visibleOverQty',
    ],
    [
      { ...EMPTY_FORM, tool: 'chase', qty: '0.01', maxChaseDistance: '-1' },
      'maxChaseDistance',
      'common:numberInput.negative',
    ],
  ] as const)('%j: %s refused with %s', (input, field, key) => {
    const r = validateToolForm(input, 'BTCUSDT', RULES, 'en');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[field]?.key).toBe(key);
  });
  test('no symbol, or an option: refused', () => {
    for (const s of [null, OPTION]) {
      const r = validateToolForm(twap({}), s, RULES, 'en');
      expect(r.ok ? null : r.errors.symbol?.key).toBe('tools.form.noSymbol');
    }
  });
  test('a chase without a distance sends none', () => {
    expect(validateToolForm({ ...EMPTY_FORM, tool: 'chase', qty: '0.01' }, 'BTCUSDT', RULES, 'en')).toEqual({
      ok: true,
      body: { tool: 'chase', side: 'Buy', symbol: 'BTCUSDT', qty: '0.01' },
    });
  });
});
