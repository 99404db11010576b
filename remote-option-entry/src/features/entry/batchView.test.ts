import { btcConfig, ticker } from '../chain/fixtures';
import { batchView } from './batchView';
import { initialFormState, type LegOutcome, type OptionEntryFormState } from './formState';
import { legNow } from './legView';
import type { EntryLeg, FieldIssue } from './rules';
import { leg, NOW } from './rules/testFixtures';

const SYMBOL = 'BTC-01MAR25-65000-C';
const tickers = { [SYMBOL]: ticker(SYMBOL, { markPrice: '1200', bid1Price: '1195', ask1Price: '1210', delta: '0.3' }) };

/** A batch leg as selectBatchNow gives it: recomputed on its coin's config (or on none). */
const now = (l: EntryLeg, cfg = btcConfig) => ({
  leg: l,
  cfg,
  now: legNow(l, { cfg, tickers, depth: null, risk: null, positions: [], openOrders: [], nowMs: NOW }),
});

const form = (over: Partial<OptionEntryFormState> = {}) => ({ ...initialFormState, ...over });

const outcome = (over: Partial<LegOutcome>): LegOutcome => ({
  submissionId: 1,
  legId: 'L1',
  symbol: SYMBOL,
  outRequestId: 'r1',
  side: 'buy',
  qty: '1',
  price: '1200',
  status: 'placed',
  code: 0,
  message: '',
  timeInForce: 'GoodTillCancel',
  ...over,
});

describe('the batch list (spec §7 batch place)', () => {
  it('a leg is shown as it would be sent now, formatted in the trader’s language, with its required margin', () => {
    const [row] = batchView([now(leg({ orderPrice: '1200', orderQty: '1234.5' }))], form(), 'de').rows;
    expect(row).toMatchObject({
      legId: 'L1',
      symbol: SYMBOL,
      side: 'buy',
      priceType: 'usd',
      price: '1.200',
      qty: '1.234,50',
      problems: [],
    });
    expect(row!.required).toMatch(/^[\d.]+,\d{4} USDC$/);
    expect(row!.outcome).toBeUndefined();
  });

  it('before its coin’s config: dashes, no margin', () => {
    const l = leg();
    const noCfg = {
      leg: l,
      cfg: null,
      now: legNow(l, { cfg: null, tickers, depth: null, risk: null, positions: [], openOrders: [], nowMs: NOW }),
    };
    expect(batchView([noCfg], form(), 'en').rows[0]).toMatchObject({ price: '--', required: null });
  });

  it('its errors, the last check’s and the live ones, once per key; warnings are not problems', () => {
    const checked: FieldIssue[] = [
      { field: 'qty', key: 'MinOrderSize', params: { min: '0.01' }, severity: 'error' },
      { field: 'qty', key: 'MinOrderSize', params: { min: '0.01' }, severity: 'error' },
      { field: 'price', key: 'PriceTickSize', params: { tick: '5' }, severity: 'warning' },
    ];
    const [row] = batchView([now(leg({ orderQty: '0.001' }))], form({ issues: { L1: checked } }), 'en').rows;
    expect(row!.problems).toEqual([{ key: 'MinOrderSize', params: { min: '0.01' } }]);
  });

  it.each<[string, Partial<OptionEntryFormState>, unknown]>([
    ['no submission yet', {}, undefined],
    [
      'placed',
      { submissionSeq: 1, outcomes: [outcome({})] },
      { key: 'outcome.placed', params: { code: 0, message: '' }, severity: 'success' },
    ],
    [
      'rejected: code and message',
      { submissionSeq: 1, outcomes: [outcome({ status: 'failed', code: 30031, message: 'insufficient' })] },
      { key: 'outcome.failed', params: { code: 30031, message: 'insufficient' }, severity: 'error' },
    ],
    [
      'unknown while reconciling',
      { submissionSeq: 1, phase: 'reconciling', outcomes: [outcome({ status: 'unknown' })] },
      { key: 'outcome.unknown', params: { code: 0, message: '' }, severity: 'info' },
    ],
    [
      'unknown after giving up: check the open orders',
      { submissionSeq: 1, phase: 'idle', outcomes: [outcome({ status: 'unknown' })] },
      { key: 'outcome.unknownGaveUp', params: { code: 0, message: '' }, severity: 'warning' },
    ],
    ['an older submission’s outcome is not this one’s', { submissionSeq: 2, outcomes: [outcome({})] }, undefined],
  ])('its outcome in the last submission: %s', (_name, over, expected) => {
    expect(batchView([now(leg())], form(over), 'en').rows[0]!.outcome).toEqual(expected);
  });

  it.each<[string, Partial<OptionEntryFormState>, { locked: boolean; placeLabel: unknown }]>([
    ['idle', {}, { locked: false, placeLabel: { key: 'batch.place', params: { count: 2 } } }],
    ['sending', { phase: 'sending' }, { locked: true, placeLabel: { key: 'entry.placing', params: {} } }],
    ['reconciling', { phase: 'reconciling' }, { locked: true, placeLabel: { key: 'entry.checking', params: {} } }],
  ])('the place button while %s', (_name, over, expected) => {
    const view = batchView([now(leg()), now(leg({ id: 'L2' }))], form(over), 'en');
    expect({ locked: view.locked, placeLabel: view.placeLabel }).toEqual(expected);
    expect(view.max).toBe(20);
  });

  it('the total required margin is summed per settle coin', () => {
    const usdt = leg({ id: 'L2', symbol: `${SYMBOL}-USDT`, symbolAlias: `${SYMBOL}-USDT`, settleCoin: 'USDT' });
    const view = batchView([now(leg()), now(leg({ id: 'L3' })), now(usdt)], form(), 'en');
    expect(view.totalRequired).toMatch(/^[\d,.]+ USDC \+ [\d,.]+ USDT$/);
    expect(batchView([], form(), 'en').totalRequired).toBeNull();
  });
});
