import { btcConfig, ticker } from '../chain/fixtures';
import { confirmDialogView, confirmLegRow, confirmView, type ConfirmLegRow } from './confirmView';
import type { ConfirmRequest } from './formState';
import { legNow } from './legView';
import type { EntryLeg } from './rules';
import { leg, NOW } from './rules/testFixtures';

const SYMBOL = 'BTC-01MAR25-65000-C';
const tickers = { [SYMBOL]: ticker(SYMBOL, { markPrice: '1200', bid1Price: '1195', ask1Price: '1210', delta: '0.3' }) };
const now = (l: EntryLeg) => ({
  leg: l,
  cfg: btcConfig,
  now: legNow(l, { cfg: btcConfig, tickers, depth: null, risk: null, positions: [], openOrders: [], nowMs: NOW }),
});

const request = (over: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  kind: 'DOUBLE_CONFIRM',
  legIds: ['L1'],
  seen: { L1: { price: '1200', markPrice: '1200' } },
  deviations: [],
  moved: [],
  stale: false,
  ...over,
});

describe('the placement confirmation (spec §4 check result)', () => {
  it('a leg is reviewed as it will be sent: the price seen, in the trader’s language, and its margin', () => {
    const row = confirmLegRow(now(leg({ orderQty: '1234.5' })), request(), 'de');
    expect(row).toMatchObject({
      legId: 'L1',
      side: 'buy',
      qty: '1.234,50',
      price: '1.200',
      priceType: 'usd',
      market: false,
      iv: null,
      timeInForce: 'GoodTillCancel',
      flags: [],
      deviation: null,
      moved: false,
    });
    expect(row.required).toMatch(/ USDC$/);
  });

  it.each<[string, Partial<EntryLeg>, Partial<ConfirmLegRow>]>([
    [
      'a market order: its price is the cap, sent IOC',
      { placeType: 'market' },
      { market: true, timeInForce: 'ImmediateOrCancel' },
    ],
    ['an IV order shows the IV sent, one decimal', { placeType: 'iv', iv: '55.25' }, { iv: '55.3' }],
    [
      'post-only is sent as its time in force, and said',
      { postOnly: true },
      { timeInForce: 'PostOnly', flags: ['confirm.postOnlyFlag'] },
    ],
    ['a market order is never post-only', { placeType: 'market', postOnly: true }, { flags: [] }],
    ['reduce-only is said', { reduceOnly: true }, { flags: ['confirm.reduceOnlyFlag'] }],
  ])('%s', (_name, over, expected) => {
    expect(confirmLegRow(now(leg({ source: 'user', ...over })), request(), 'en')).toMatchObject(expected);
  });

  it('a deviating leg names its deviation from the mark as a percent; a moved leg is marked', () => {
    const row = confirmLegRow(
      now(leg()),
      request({
        deviations: [{ legId: 'L1', symbol: SYMBOL, key: 'BuyOffsetErr', deviation: '0.1224' }],
        moved: ['L1'],
      }),
      'en',
    );
    expect(row.deviation).toEqual({ key: 'BuyOffsetErr', params: { pct: '12.24' } });
    expect(row.moved).toBe(true);
  });

  it.each<[string, ConfirmRequest['kind'], number, string]>([
    ['one order', 'DOUBLE_CONFIRM', 1, 'confirm.title'],
    ['a batch', 'DOUBLE_CONFIRM', 3, 'confirm.titleBatch'],
    ['a deviation', 'OFFSET_CONFIRM', 3, 'confirm.offsetTitle'],
  ])('the title of %s', (_name, kind, count, key) => {
    const base = confirmLegRow(now(leg()), request(), 'en');
    const rows = Array.from({ length: count }, (_, i) => ({ ...base, legId: `L${i}` }));
    expect(confirmDialogView({ kind, rows, moved: false, stale: null, sending: false }).title.key).toBe(key);
  });

  it('the notices above the review: market cap, deviations, moved (confirm again)', () => {
    const base = confirmLegRow(now(leg()), request(), 'en');
    const deviation = { key: 'BuyOffsetErr', params: { pct: '12.24' } };
    const view = confirmDialogView({
      kind: 'OFFSET_CONFIRM',
      rows: [base, { ...base, legId: 'L2', market: true }, { ...base, legId: 'L3', deviation }],
      moved: true,
      stale: 'stale',
      sending: false,
    });
    expect(view).toMatchObject({ marketCap: true, confirmKey: 'confirm.confirmAgain', stale: 'stale' });
    expect(view.deviations).toEqual([{ legId: 'L3', symbol: SYMBOL, text: deviation }]);
  });

  it('nothing to confirm: null; a stale check says the stream’s status; sending disables Confirm', () => {
    const legs = [now(leg())];
    expect(confirmView(legs, { confirm: null, phase: 'idle' }, 'live', 'en')).toBeNull();
    const view = confirmView(legs, { confirm: request({ stale: true }), phase: 'sending' }, 'reconnecting', 'en');
    expect(view).toMatchObject({ stale: 'reconnecting', sending: true, moved: false, confirmKey: 'confirm.confirm' });
    expect(confirmView(legs, { confirm: request(), phase: 'confirm' }, 'stale', 'en')?.stale).toBeNull();
  });
});
