/**
 * The ticket form's intents, driven directly (no components): what an edit, leaving or stepping a
 * field, a refused text and the submit do to the draft (spec §2 price sources, §5 corrections).
 */
import { tickersReceived, type BusEvent } from 'shared-core';
import { btcInstruments, btcTickers, EXPIRY_1 } from '../chain/fixtures';
import { loadInstruments } from '../chain/slice';
import { createTestServices } from '../../test/renderWithProviders';
import type { EntryDeps } from './deps';
import { editDraft, leaveField, markInvalid, stepField, submitTicket } from './intents';
import { leg } from './rules/testFixtures';
import { draftOpened, selectForm, sendStarted, settingChanged } from './slice';

const CALL = 'BTC-27DEC24-60000-C';
/** A month before the fixtures' expiry, as the exchange would trade it. */
const NOW = Date.UTC(2024, 10, 21, 12);

beforeEach(() => {
  // the settings persist (a batch mode left on by one test would be read by the next)
  window.localStorage.clear();
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

function setup() {
  const { services, http } = createTestServices();
  const { store, bus } = services;
  store.dispatch(loadInstruments.fulfilled(btcInstruments, 'r1', { http, coin: 'BTC' }));
  store.dispatch(tickersReceived(btcTickers));
  const deps: EntryDeps = { http, bus, now: () => NOW, delay: () => Promise.resolve() };
  const draft = leg({
    symbol: CALL,
    symbolAlias: CALL,
    strikePrice: '60000',
    deliveryTime: EXPIRY_1,
    orderPrice: '5300',
    orderQty: '1',
    source: 'mark',
  });
  store.dispatch(draftOpened(draft));
  const toasts: BusEvent[] = [];
  bus.on('toast').subscribe((e) => toasts.push(e));
  const run = <R>(thunk: (...a: [typeof store.dispatch, typeof store.getState, EntryDeps]) => R) =>
    thunk(store.dispatch, store.getState, deps);
  const form = () => selectForm(store.getState());
  return { store, http, run, form, toasts };
}

describe('editDraft: an edit in the form', () => {
  it.each([
    // patch, what the draft has after it
    [{ orderPrice: '5310' }, { orderPrice: '5310', source: 'user' }],
    [{ iv: '55.5' }, { iv: '55.5', source: 'user' }],
    [{ orderQty: '2.5' }, { orderQty: '2.5' }],
    [{ side: 'sell' as const }, { side: 'sell', source: 'mark' }],
    [{ placeType: 'market' as const }, { placeType: 'market' }],
    [{ source: 'bestBid' as const }, { source: 'bestBid' }],
    [{ postOnly: true }, { postOnly: true }],
    [{ reduceOnly: true }, { reduceOnly: true }],
    [{ timeInForce: 'FillOrKill' as const }, { timeInForce: 'FillOrKill' }],
  ])('%j → %j', (patch, expected) => {
    const { run, form } = setup();
    run(editDraft(patch));
    expect(form().draft).toMatchObject(expected);
  });

  it('a typed price or quantity drops the last corrections under the fields', () => {
    const { run, form } = setup();
    run(editDraft({ orderQty: '0.001' }));
    run(leaveField('qty'));
    expect(form().corrections[form().draft!.id]?.length).toBeGreaterThan(0);
    run(editDraft({ orderQty: '2' }));
    expect(form().corrections[form().draft!.id]).toEqual([]);
  });

  it('the mode is the form’s, not the leg’s', () => {
    const { run, form } = setup();
    run(editDraft({ mode: 'advanced' }));
    expect(form().mode).toBe('advanced');
    expect(form().draft).not.toHaveProperty('mode');
  });

  it.each([
    // patch, the draft's instrument after it
    [{ strikePrice: '70000' }, { symbol: 'BTC-27DEC24-70000-C', strikePrice: '70000', symbolType: 'C' }],
    [{ symbolType: 'P' as const }, { symbol: 'BTC-27DEC24-60000-P', symbolType: 'P' }],
    [{ settleCoin: 'USDT' as const }, { symbol: 'BTC-27DEC24-60000-C-USDT', symbolAlias: 'BTC-27DEC24-60000-C-USDT' }],
    // no such instrument of the same expiry: nothing changes
    [{ strikePrice: '65000' }, { symbol: CALL, strikePrice: '60000' }],
  ])('another instrument %j → %j', (patch, expected) => {
    const { run, form } = setup();
    run(editDraft(patch));
    expect(form().draft).toMatchObject(expected);
  });
});

describe('leaving and stepping a field (spec §5)', () => {
  it('leaving the price puts it on the tick (5), said under the field', () => {
    const { run, form } = setup();
    run(editDraft({ orderPrice: '5302' }));
    run(leaveField('price'));
    expect(form().draft?.orderPrice).toBe('5300');
    expect(form().corrections[form().draft!.id]).toEqual([expect.objectContaining({ key: 'PriceTickSize' })]);
  });

  it('leaving a quantity above the maximum caps it and says so with a warning toast', () => {
    const { run, form, toasts } = setup();
    run(editDraft({ orderQty: '20000' }));
    run(leaveField('qty'));
    expect(form().draft?.orderQty).toBe('10000.00');
    expect(toasts).toEqual([
      expect.objectContaining({
        severity: 'warning',
        messageKey: 'optionEntry:entry.qtyCapped',
        params: { max: '10000' },
      }),
    ]);
  });

  it('a quantity within the limits raises no toast', () => {
    const { run, toasts } = setup();
    run(leaveField('qty'));
    expect(toasts).toEqual([]);
  });

  it.each([
    // field, direction, draft before, draft after
    ['price', 1, { orderPrice: '5300', source: 'user' }, { orderPrice: '5305', source: 'user' }],
    ['price', -1, { orderPrice: '5300', source: 'user' }, { orderPrice: '5295', source: 'user' }],
    ['iv', 1, { placeType: 'iv', iv: '50', source: 'user' }, { iv: '50.5', source: 'user' }],
    ['iv', -1, { placeType: 'iv', iv: '0.2', source: 'user' }, { iv: '0.0' }],
    ['qty', 1, { orderQty: '1' }, { orderQty: '1.01' }],
    ['qty', -1, { orderQty: '0.01' }, { orderQty: '0.01' }],
  ] as const)('stepping %s by %d: %j → %j', (field, direction, before, after) => {
    const { run, form } = setup();
    run(editDraft(before));
    run(stepField(field, direction));
    expect(form().draft).toMatchObject(after);
  });

  it('a step starts from the live price when the price follows its source', () => {
    const { run, form } = setup();
    // following the mark 5321.12: on the tick first, then one tick up
    run(stepField('price', 1));
    expect(form().draft).toMatchObject({ orderPrice: '5325', source: 'user' });
  });
});

describe('submitTicket: the button and Enter', () => {
  it('a refused text blocks it until the field is fixed', async () => {
    const { run, form, store } = setup();
    store.dispatch(settingChanged({ batchMode: true }));
    run(markInvalid({ field: 'qty', key: 'common:numberInput.negative', params: {} }));
    await run(submitTicket);
    expect(form().batch).toEqual([]);
    run(editDraft({ orderQty: '1' }));
    await run(submitTicket);
    expect(form().batch).toHaveLength(1);
  });

  it('in batch mode the draft goes into the batch as it is; a fresh draft stays for the next leg', async () => {
    const { run, form, store } = setup();
    store.dispatch(settingChanged({ batchMode: true }));
    const before = form().draft!;
    await run(submitTicket);
    expect(form().batch).toEqual([before]);
    expect(form().draft).toEqual({ ...before, id: 'leg-2' });
  });

  it('in single mode it asks for the confirmation first (confirm on order is on by default)', async () => {
    const { run, form, http } = setup();
    await run(submitTicket);
    expect(form().phase).toBe('confirm');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('nothing while a submission is in flight', async () => {
    const { run, form, store, http } = setup();
    store.dispatch(sendStarted({ outcomes: [], lastSend: { fingerprint: 'earlier', atMs: 0 } }));
    await run(submitTicket);
    store.dispatch(settingChanged({ batchMode: true }));
    await run(submitTicket);
    expect(form().phase).toBe('sending');
    expect(form().batch).toEqual([]);
    expect(http.post).not.toHaveBeenCalled();
  });
});
