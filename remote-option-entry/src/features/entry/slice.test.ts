import { makeStore, pushBatchApplied } from 'shared-core';
import { BTC_CFG, leg, market } from './rules/testFixtures';
import {
  draftOpened,
  ivStepped,
  optionEntryFormSlice,
  priceBlurred,
  priceStepped,
  priceTyped,
  qtyBlurred,
  qtyStepped,
  reconciled,
  selectForm,
  sendFailed,
  sendStarted,
} from './slice';

function setup() {
  const { store, rootReducer } = makeStore();
  optionEntryFormSlice.injectInto(rootReducer);
  store.dispatch(draftOpened(leg({ id: 'L1', orderPrice: '1200', orderQty: '1' })));
  const form = () => selectForm(store.getState());
  return { store, form };
}
const ctx = (orderPrice: string) => ({
  leg: { orderPrice, side: 'buy' as const },
  cfg: BTC_CFG,
  mkt: market(),
  minSell: null,
  maxBuy: null,
});

describe('optionEntryForm slice: the field intents', () => {
  it('typing a price makes it the leg’s own and clears the last corrections', () => {
    const { store, form } = setup();
    store.dispatch(qtyBlurred({ id: 'L1', qty: '0.001', filledQty: '0', cfg: BTC_CFG }));
    expect(form().corrections.L1?.length).toBeGreaterThan(0);
    store.dispatch(priceTyped({ id: 'L1', value: '1300' }));
    expect(form().draft).toMatchObject({ orderPrice: '1300', source: 'user' });
    expect(form().corrections.L1).toEqual([]);
  });

  it('leaving the price puts it on the tick and says so', () => {
    const { store, form } = setup();
    store.dispatch(priceBlurred({ id: 'L1', intent: ctx('1202.3') }));
    expect(form().draft?.orderPrice).not.toBe('1202.3');
    expect(form().corrections.L1?.some((i) => i.key === 'PriceTickSize')).toBe(true);
  });

  it('an empty price is left empty on blur', () => {
    const { store, form } = setup();
    store.dispatch(priceTyped({ id: 'L1', value: '' }));
    store.dispatch(priceBlurred({ id: 'L1', intent: ctx('') }));
    expect(form().draft?.orderPrice).toBe('');
  });

  it('a quantity above the maximum is capped with a MaxOrderSize warning', () => {
    const { store, form } = setup();
    store.dispatch(qtyBlurred({ id: 'L1', qty: '999999', filledQty: '0', cfg: BTC_CFG }));
    expect(Number(form().draft?.orderQty)).toBe(Number(BTC_CFG.maxOrderSize));
    expect(form().corrections.L1).toEqual([expect.objectContaining({ key: 'MaxOrderSize', severity: 'warning' })]);
  });

  it('steps: price by a tick, quantity by the increment, IV by 0.5 (not below 0)', () => {
    const { store, form } = setup();
    store.dispatch(priceStepped({ id: 'L1', direction: 1, intent: ctx('1200') }));
    expect(Number(form().draft?.orderPrice)).toBe(1200 + Number(BTC_CFG.tickSize));
    store.dispatch(qtyStepped({ id: 'L1', direction: 1, qty: '1', cfg: BTC_CFG }));
    expect(Number(form().draft?.orderQty)).toBe(1 + Number(BTC_CFG.minOrderSizeIncrement));
    store.dispatch(ivStepped({ id: 'L1', direction: -1, iv: '0.2' }));
    expect(Number(form().draft?.iv)).toBe(0);
  });
});

describe('optionEntryForm slice: the submission phases', () => {
  const pending = (outRequestId: string) => ({
    legId: 'L1',
    symbol: leg().symbol,
    outRequestId,
    side: 'buy' as const,
    qty: '1',
    price: '1200',
    status: 'pending' as const,
    code: 0,
    message: '',
    timeInForce: 'GoodTillCancel' as const,
  });

  it('sending → a lost answer → reconciling → found in the list: placed, idle', () => {
    const { store, form } = setup();
    store.dispatch(sendStarted({ outcomes: [pending('r1')], lastSend: { fingerprint: 'f', atMs: 1 } }));
    expect(form().phase).toBe('sending');
    store.dispatch(sendFailed({ legIds: ['L1'], lost: true, code: 9000001, message: 'timeout' }));
    expect(form().phase).toBe('reconciling');
    store.dispatch(reconciled({ r1: 'o-1' }));
    expect(form().outcomes[0]).toMatchObject({ status: 'placed', orderId: 'o-1', code: 0 });
    expect(form().phase).toBe('idle');
    expect(form().lastSend).not.toBeNull(); // something was placed: the re-arm guard stays
  });

  it('reconciled without it: notPlaced, and the re-arm guard is lifted', () => {
    const { store, form } = setup();
    store.dispatch(sendStarted({ outcomes: [pending('r1')], lastSend: { fingerprint: 'f', atMs: 1 } }));
    store.dispatch(sendFailed({ legIds: ['L1'], lost: true, code: 9000001, message: 'timeout' }));
    store.dispatch(reconciled({}));
    expect(form().outcomes[0]?.status).toBe('notPlaced');
    expect(form().lastSend).toBeNull();
  });

  it('a user.order push of the outRequestId confirms a pending placement', () => {
    const { store, form } = setup();
    store.dispatch(sendStarted({ outcomes: [pending('r1')], lastSend: { fingerprint: 'f', atMs: 1 } }));
    store.dispatch(
      pushBatchApplied([
        { topic: 'user.order', data: { orderId: 'o-5', orderLinkId: 'r1', orderStatus: 'Filled', cumExecQty: '1' } },
      ] as never),
    );
    expect(form().outcomes[0]).toMatchObject({
      status: 'placed',
      orderId: 'o-5',
      orderStatus: 'Filled',
      filledQty: '1',
    });
  });
});
