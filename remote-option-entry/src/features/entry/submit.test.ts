/**
 * The submit state machine, driven directly (no components): send → settled / failed → reconcile.
 * Above all, a lost answer is reconciled from the order stream or the order list by its
 * outRequestId, and the order is never sent twice.
 */
import { pushBatchApplied, type WireOrder } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices } from '../../test/renderWithProviders';
import type { EntryDeps } from './deps';
import { BTC_CFG, leg, market, NOW } from './rules/testFixtures';
import { openOrdersLoaded } from './accountSlice';
import { draftOpened, selectForm, settingChanged } from './slice';
import { currentOutcomes } from './submissionCases';
import { confirmCancel, requestCancelOf, sendOrders } from './submit';

const BATCH_PATH = '/option/usdc/openapi/private/v1/batch-place-orders';

function setup() {
  const { services, http } = createTestServices();
  const { store, bus } = services;
  const deps: EntryDeps = { http, bus, now: () => NOW, delay: () => Promise.resolve() };
  const draft = leg();
  store.dispatch(draftOpened(draft));
  const entry = { leg: draft, mkt: market(), cfg: BTC_CFG, position: null };
  const send = () => sendOrders([entry])(store.dispatch, store.getState, deps);
  const outcomes = () => currentOutcomes(selectForm(store.getState()));
  return { store, http, send, outcomes };
}

const listed = (orderLinkId: string, orderId = 'o-1'): Partial<WireOrder> => ({
  orderId,
  orderLinkId,
  symbol: leg().symbol,
  side: 'Buy',
  orderStatus: 'New',
});

describe('submit state machine', () => {
  it('a definite answer settles: placed, phase idle, one call', async () => {
    const { http, send, outcomes, store } = setup();
    http.post.mockResolvedValueOnce({ result: [{ orderId: 'o-9', errorCode: 0, errorMsg: '' }] } as never);
    await send();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(outcomes()[0]).toMatchObject({ status: 'placed', orderId: 'o-9' });
    expect(selectForm(store.getState()).phase).toBe('idle');
  });

  it('a lost answer is found in the order list by its outRequestId and not sent again', async () => {
    const { http, send, outcomes, store } = setup();
    http.post.mockRejectedValueOnce(new ApiError(9000001, 'timeout', 'timeout', BATCH_PATH));
    http.get.mockImplementation(() => Promise.resolve({ list: [listed(outcomes()[0]!.outRequestId, 'o-7')] }) as never);
    await send();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.get).toHaveBeenCalledWith(
      '/contract/v5/order/list',
      { status: 'all', symbol: leg().symbol },
      expect.anything(),
    );
    expect(outcomes()[0]).toMatchObject({ status: 'placed', orderId: 'o-7', code: 0 });
    expect(selectForm(store.getState()).phase).toBe('idle');
  });

  it('a lost answer the list does not know was never placed: notPlaced, the re-arm guard lifted', async () => {
    const { http, send, outcomes, store } = setup();
    http.post.mockRejectedValueOnce(new ApiError(0, 'network', 'network', BATCH_PATH));
    http.get.mockResolvedValue({ list: [listed('someone-else')] } as never);
    await send();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(outcomes()[0]?.status).toBe('notPlaced');
    expect(selectForm(store.getState()).lastSend).toBeNull();
  });

  it('a user.order push settles a lost answer before the list is read', async () => {
    const { http, send, outcomes, store } = setup();
    http.post.mockImplementationOnce(() => {
      const outRequestId = outcomes()[0]!.outRequestId;
      store.dispatch(pushBatchApplied([{ topic: 'user.order', data: [listed(outRequestId, 'o-3')] } as never]));
      return Promise.reject(new ApiError(9000001, 'timeout', 'timeout', BATCH_PATH));
    });
    await send();
    expect(http.get).not.toHaveBeenCalled();
    expect(outcomes()[0]).toMatchObject({ status: 'placed', orderId: 'o-3' });
  });

  it('the list cannot be read: gives up after the retries, phase idle, still unknown (check by hand)', async () => {
    const { http, send, outcomes, store } = setup();
    http.post.mockRejectedValueOnce(new ApiError(9000001, 'timeout', 'timeout', BATCH_PATH));
    http.get.mockRejectedValue(new Error('down'));
    await send();
    expect(http.get).toHaveBeenCalledTimes(3);
    expect(outcomes()[0]?.status).toBe('unknown');
    expect(selectForm(store.getState()).phase).toBe('idle');
  });

  it('a business rejection is definite: failed, nothing reconciled', async () => {
    const { http, send, outcomes } = setup();
    http.post.mockRejectedValueOnce(new ApiError(30031, 'insufficient', 'business', BATCH_PATH));
    await send();
    expect(http.get).not.toHaveBeenCalled();
    expect(outcomes()[0]).toMatchObject({ status: 'failed', code: 30031 });
  });

  it('while a send is in flight the same order is not sent again', async () => {
    const { http, send } = setup();
    http.post.mockImplementation(() => new Promise(() => {}));
    void send();
    await send();
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});

describe('cancel from the open orders', () => {
  const resting = { ...listed('l-1', 'o-1'), price: '5', qty: '1', cumExecQty: '0', leavesQty: '1' } as WireOrder;

  function cancelSetup(confirmOnCancel: boolean) {
    const { services, http } = createTestServices();
    const { store, bus } = services;
    const deps: EntryDeps = { http, bus, now: () => NOW, delay: () => Promise.resolve() };
    store.dispatch(settingChanged({ confirmOnCancel }));
    store.dispatch(openOrdersLoaded([resting]));
    http.post.mockResolvedValue({ orderStatus: 'Cancelled' } as never);
    const run = <R>(thunk: (...a: [typeof store.dispatch, typeof store.getState, EntryDeps]) => R) =>
      thunk(store.dispatch, store.getState, deps);
    return { http, run, form: () => selectForm(store.getState()) };
  }

  it('asks first when confirm on cancel is on; the confirmation cancels the order it asked about', async () => {
    const { http, run, form } = cancelSetup(true);
    await run(requestCancelOf('o-1'));
    expect(form().cancel).toMatchObject({ orderId: 'o-1', symbol: leg().symbol, side: 'Buy', price: '5', qty: '1' });
    expect(http.post).not.toHaveBeenCalled();
    await run(confirmCancel);
    expect(http.post).toHaveBeenCalledWith('/contract/v5/order/cancel', { orderId: 'o-1', symbol: leg().symbol });
  });

  it('cancels at once when confirm on cancel is off; an order no longer listed is not sent', async () => {
    const { http, run } = cancelSetup(false);
    await run(requestCancelOf('gone'));
    expect(http.post).not.toHaveBeenCalled();
    await run(requestCancelOf('o-1'));
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});
