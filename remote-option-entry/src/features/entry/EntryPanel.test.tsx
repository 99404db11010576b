import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushBatchApplied, type BusEvent, type RootState } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { btcInstruments, ticker } from '../chain/fixtures';
import { OptionEntryWidget } from '../../app/OptionEntryWidget';
import { SAME_ORDER_REARM_MS, SETTINGS_KEY, type EntrySettings } from './rules';
import { LAZY_PARTS } from './lazyParts';
import { selectForm } from './slice';

const CALL = 'BTC-27DEC24-60000-C';
/** A resting order of the call the cancel tests open, as the order list returns it. */
const RESTING_ORDER = {
  orderId: 'r-1',
  orderLinkId: 'x',
  symbol: CALL,
  side: 'Buy',
  price: '5',
  qty: '1',
  cumExecQty: '0',
  leavesQty: '1',
  orderStatus: 'New',
};
const PUT = 'BTC-27DEC24-70000-P';
const BATCH_PATH = '/option/usdc/ex/private/v1/batch-place-orders';

/** Tickers with deltas small enough that the 10 % max-buy band is wide: mark 5321.12, bid 5300, ask 5345. */
const tickers = btcInstruments.list.map((i) => ticker(i.symbol, { delta: '0.2' }));

interface Setup {
  settings?: Partial<EntrySettings>;
  signedIn?: boolean;
  streamStatus?: 'live' | 'stale';
  orders?: unknown[];
}

function setup({ settings, signedIn = true, streamStatus = 'live', orders = [] }: Setup = {}) {
  window.localStorage.clear();
  if (settings)
    window.localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ confirmOnOrder: true, confirmOnCancel: true, batchMode: false, postOnly: false, ...settings }),
    );
  const preloadedState: Partial<RootState> = {
    streams: { public: streamStatus, private: 'live' },
    ...(signedIn
      ? { session: { status: 'authenticated', user: { userId: 1, email: 'a@b.c' }, language: 'en', endedBy: null } }
      : {}),
  };
  const bundle = createTestServices({ preloadedState });
  bundle.http.get.mockImplementation((path: string, params?: Record<string, unknown>) => {
    if (path.endsWith('/instruments')) return Promise.resolve(btcInstruments);
    if (path.endsWith('/tickers')) return Promise.resolve({ list: tickers });
    if (path.endsWith('/risk-config'))
      return Promise.resolve({
        MAX_IM_FACTOR: '0.15',
        MIN_IM_FACTOR: '0.1',
        MM_FACTOR: '0.075',
        TAKER: '0.00055',
        MAX_PRICE_PROPORTION: '0.125',
        LIQUIDATION_FEE_RATE: '0.0035',
      });
    if (path.endsWith('/getInstruments'))
      return Promise.resolve({
        symbol: params?.symbol,
        bids: [{ price: '5300', totalQty: '1.5' }],
        asks: [{ price: '5345', totalQty: '2' }],
      });
    if (path.endsWith('/order/list')) return Promise.resolve({ list: orders });
    if (path.endsWith('/position/list')) return Promise.resolve({ list: [] });
    if (path.endsWith('/wallet-balance'))
      return Promise.resolve({ list: [{ coin: 'USDC', walletBalance: '50000', availableBalance: '50000' }] });
    return Promise.resolve({});
  });
  const toasts: BusEvent[] = [];
  bundle.services.bus.on('toast').subscribe((e) => toasts.push(e));
  renderWithProviders(<OptionEntryWidget />, { services: bundle.services });
  return { ...bundle, toasts };
}

type Body = { orderRequest: Record<string, unknown>[] };
const sentBodies = (post: jest.Mock): Body[] =>
  post.mock.calls.filter(([p]) => p === BATCH_PATH).map(([, b]) => b as Body);

async function pick(column: 'ask' | 'bid' | 'mark', symbol = CALL) {
  await userEvent.click(await screen.findByTestId(`${column}-${symbol}`));
  return screen.findByTestId('entry-form');
}

const placed = (symbol: string) => ({ result: [{ errorCode: 0, extMap: {}, symbol, orderId: 'o-1' }] });

/** The fixtures' options expire on 27DEC24: the tests run a month before, as the exchange would. */
const NOW = Date.UTC(2024, 10, 21, 12);
// The widget's lazy parts (form, confirmations, batch…) are compiled on their first import: load
// them once here, so that cost (seconds on a busy machine) is not charged to the first test's 5 s.
beforeAll(() => Promise.all(LAZY_PARTS.map((part) => part.prefetch())), 60_000);
// Each test types and clicks through the whole widget (dozens of user-event steps): a guard against
// a hang, not a speed check, so it is sized for a shared 2-core machine rather than jest's 5 s.
jest.setTimeout(30_000);
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('option entry', () => {
  it('lifting the ask opens a buy that follows the best ask; a confirmed order is sent to the byte (spec §3)', async () => {
    const { http } = setup();
    http.post.mockResolvedValue(placed(CALL));
    await pick('ask');
    expect(screen.getByTestId('entry-symbol')).toHaveTextContent(CALL);
    expect(screen.getByTestId('entry-side-buy')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('price-source')).toHaveValue('bestAsk');
    await waitFor(() => expect(screen.getByTestId('entry-price')).toHaveValue('5345'));
    expect(screen.getByTestId('entry-qty')).toHaveValue('0.01');
    // The book and the figures of the option are shown.
    expect(await screen.findByTestId('book-level-0')).toHaveTextContent('5,300');
    expect(screen.getByTestId('entry-greeks')).toBeInTheDocument();
    expect(screen.getByTestId('entry-required')).toHaveTextContent('USDC');

    await userEvent.click(screen.getByTestId('entry-submit'));
    // Confirm on order is on by default: nothing is sent before the trader confirms.
    expect(await screen.findByTestId('place-confirm')).toHaveAttribute('data-kind', 'DOUBLE_CONFIRM');
    expect(http.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-place'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(1));
    const [request] = sentBodies(http.post)[0]!.orderRequest;
    expect(request).toEqual({
      symbol: CALL,
      outRequestId: expect.stringMatching(new RegExp(`^${CALL}.+`)),
      orderQty: '0.01',
      orderPrice: '5345',
      side: 1,
      orderType: 2,
      placeType: 1,
      placeMode: 1,
      timeInForce: 1,
      pmTrial: true,
    });
    expect(await screen.findByTestId('entry-outcomes')).toHaveTextContent('placed');
  });

  it('a sell by IV sends the IV as a fraction with 3 decimals, placeType 2, and the price the IV implies on the tick', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false } });
    http.post.mockResolvedValue(placed(PUT));
    await pick('bid', PUT);
    expect(screen.getByTestId('entry-side-sell')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('price-type-iv'));
    await userEvent.clear(screen.getByTestId('entry-iv'));
    await userEvent.type(screen.getByTestId('entry-iv'), '60');
    expect(screen.getByTestId('price-source')).toHaveValue('user');
    await userEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(1));
    const [request] = sentBodies(http.post)[0]!.orderRequest;
    expect(request).toMatchObject({ symbol: PUT, side: 2, orderType: 2, placeType: 2, iv: '0.600' });
    expect(Number(request!.orderPrice) % 5).toBe(0);
  });

  it('a market order is sent as orderType 1, IOC, priced from the mark with the 0.2 band', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false } });
    http.post.mockResolvedValue(placed(CALL));
    await pick('mark');
    await userEvent.click(screen.getByTestId('price-type-market'));
    expect(screen.getByTestId('entry-market-price')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(1));
    const [request] = sentBodies(http.post)[0]!.orderRequest;
    expect(request).toMatchObject({ orderType: 1, timeInForce: 3, placeType: 1 });
    expect(request).not.toHaveProperty('iv');
    // mark 5321.123456 × 1.2 = 6385.35 → up to the tick 6390, within max-buy
    expect(request!.orderPrice).toBe('6390');
  });

  it('bad input gets a clear message next to its field and nothing is sent', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false } });
    await pick('ask');
    await userEvent.clear(screen.getByTestId('entry-qty'));
    await userEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByTestId('entry-qty-message')).toHaveTextContent('Please enter the quantity.');
    await userEvent.click(screen.getByTestId('price-type-iv'));
    await userEvent.clear(screen.getByTestId('entry-iv'));
    await userEvent.type(screen.getByTestId('entry-qty'), '1');
    await userEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByTestId('entry-iv-message')).toHaveTextContent('Please enter an IV above 0.');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('corrects a typed price on leaving the field: onto the tick, one tick inside max-buy', async () => {
    setup();
    await pick('ask');
    await userEvent.clear(screen.getByTestId('entry-price'));
    await userEvent.type(screen.getByTestId('entry-price'), '5347');
    await userEvent.tab();
    expect(screen.getByTestId('entry-price')).toHaveValue('5345');
    expect(screen.getByTestId('entry-price-message')).toHaveTextContent('multiple of the tick size 5');
    await userEvent.clear(screen.getByTestId('entry-price'));
    await userEvent.type(screen.getByTestId('entry-price'), '99999');
    await userEvent.tab();
    // max-buy = mark + 0.1 × index × max(1, 4 × 0.2) = 5321.12 + 6501.23 → 11820 on the tick
    // … set one tick inside it, so the next tick's mark does not make it invalid, and said so
    expect(screen.getByTestId('entry-price')).toHaveValue('11815');
    expect(screen.getByTestId('entry-price-message')).toHaveTextContent(
      'Set one tick inside the max-buy price 11820: 11815',
    );
  });

  it('a quantity above the maximum is capped with a warning toast; arrow keys step by the increment', async () => {
    const { toasts } = setup();
    await pick('ask');
    await userEvent.clear(screen.getByTestId('entry-qty'));
    await userEvent.type(screen.getByTestId('entry-qty'), '20000');
    await userEvent.tab();
    expect(screen.getByTestId('entry-qty')).toHaveValue('10000.00');
    expect(toasts).toEqual([
      expect.objectContaining({ severity: 'warning', messageKey: 'optionEntry:entry.qtyCapped' }),
    ]);
    await userEvent.click(screen.getByTestId('entry-qty'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByTestId('entry-qty')).toHaveValue('9999.99');
    await userEvent.click(screen.getByTestId('entry-price'));
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByTestId('entry-price')).toHaveValue('5350');
    expect(screen.getByTestId('price-source')).toHaveValue('user');
  });

  it('a price far from the mark asks OFFSET_CONFIRM naming the deviation; Back sends nothing', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false } });
    await pick('ask');
    await userEvent.clear(screen.getByTestId('entry-price'));
    await userEvent.type(screen.getByTestId('entry-price'), '6000');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByTestId('place-confirm');
    expect(dialog).toHaveAttribute('data-kind', 'OFFSET_CONFIRM');
    // (6000 − 5321.123456) / 5321.123456 = 12.76 %
    expect(within(dialog).getByText(/12\.76% above the mark price/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-cancel'));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('when the market moved past the threshold since the dialog opened, it says so and sends nothing until confirmed again', async () => {
    const { http, services } = setup();
    http.post.mockResolvedValue(placed(CALL));
    await pick('mark');
    await userEvent.click(screen.getByTestId('entry-submit'));
    await screen.findByTestId('place-confirm');
    act(() => {
      services.store.dispatch(
        pushBatchApplied([
          {
            type: 'push',
            stream: 'public',
            topic: 'tickers.BTC',
            seq: 1,
            kind: 'delta',
            ts: 1,
            data: [{ symbol: CALL, markPrice: '6100' }],
          },
        ]),
      );
    });
    await userEvent.click(screen.getByTestId('confirm-place'));
    expect(await screen.findByTestId('confirm-moved')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-price-leg-1')).toHaveTextContent('6,100');
    expect(http.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-place'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(1));
    expect(sentBodies(http.post)[0]!.orderRequest[0]!.orderPrice).toBe('6100');
  });

  it('never sends twice: the form is locked while the answer is awaited, Enter again does nothing', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false } });
    let answer: (v: unknown) => void = () => {};
    http.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await pick('ask');
    await userEvent.click(screen.getByTestId('entry-qty'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('entry-submit')).toBeDisabled());
    await userEvent.keyboard('{Enter}');
    expect(sentBodies(http.post)).toHaveLength(1);
    await act(async () => answer(placed(CALL)));
    await waitFor(() => expect(screen.getByTestId('entry-submit')).toBeEnabled());
    // Answered already, the same order again at once (a double Enter, a double click) is refused, and said.
    http.post.mockResolvedValue(placed(CALL));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByTestId('entry-submit'));
    expect(sentBodies(http.post)).toHaveLength(1);
    expect(screen.getByTestId('entry-qty-message')).toHaveTextContent('just sent');
    // Sent on purpose once the re-arm window passed: a new order with a new outRequestId.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SAME_ORDER_REARM_MS);
    });
    await userEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(2));
    const ids = sentBodies(http.post).map((b) => b.orderRequest[0]!.outRequestId);
    expect(new Set(ids).size).toBe(2);
  });

  it('works from the keyboard: Alt+S / Alt+B switch the side, Alt+Q focuses the quantity, Escape closes', async () => {
    setup();
    await pick('ask');
    await userEvent.click(screen.getByTestId('entry-price'));
    await userEvent.keyboard('{Alt>}s{/Alt}');
    expect(screen.getByTestId('entry-side-sell')).toHaveAttribute('aria-pressed', 'true');
    // the shortcut typed nothing into the focused field
    expect((screen.getByTestId('entry-price') as HTMLInputElement).value).toMatch(/^\d+$/);
    await userEvent.keyboard('{Alt>}b{/Alt}');
    expect(screen.getByTestId('entry-side-buy')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Alt>}q{/Alt}');
    expect(screen.getByTestId('entry-qty')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByTestId('entry-hint')).toBeInTheDocument();
    expect(screen.queryByTestId('entry-form')).not.toBeInTheDocument();
  });

  it('an edited order is a new order: sent at once after the last one', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false } });
    http.post.mockResolvedValue(placed(CALL));
    await pick('ask');
    await userEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(screen.getByTestId('entry-submit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('entry-qty-up'));
    await userEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(2));
    expect(sentBodies(http.post).map((b) => b.orderRequest[0]!.orderQty)).toEqual(['0.01', '0.02']);
  });

  it('a lost answer is reconciled from the order list, never re-sent', async () => {
    {
      const { http } = setup({ settings: { confirmOnOrder: false } });
      http.post.mockRejectedValue(new ApiError(9000001, 'timeout', 'timeout', BATCH_PATH));
      await pick('ask');
      await userEvent.click(screen.getByTestId('entry-submit'));
      expect(await screen.findByTestId('outcome-leg-1')).toHaveTextContent('checking whether it reached the exchange');
      const sent = sentBodies(http.post)[0]!.orderRequest[0]!.outRequestId as string;
      http.get.mockImplementation((path: string) =>
        Promise.resolve(
          path.endsWith('/order/list')
            ? { list: [{ orderId: 'o-9', orderLinkId: sent, symbol: CALL, orderStatus: 'New' }] }
            : { list: [] },
        ),
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      await waitFor(() => expect(screen.getByTestId('outcome-leg-1')).toHaveTextContent('placed'));
      expect(sentBodies(http.post)).toHaveLength(1);
    }
  });

  it('3200305 is listed per symbol, not toasted; another code is toasted', async () => {
    const { http, toasts } = setup({ settings: { confirmOnOrder: false } });
    http.post.mockResolvedValueOnce({
      result: [{ errorCode: 3200305, errorMsg: 'deviation', extMap: {}, symbol: CALL }],
    });
    await pick('ask');
    await userEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByTestId('outcome-deviations')).toHaveTextContent(`${CALL}: price deviation warning`);
    expect(toasts).toHaveLength(0);
    http.post.mockResolvedValueOnce({
      result: [{ errorCode: 30031, errorMsg: 'insufficient', extMap: {}, symbol: CALL }],
    });
    await userEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(screen.getByTestId('outcome-leg-1')).toHaveTextContent('rejected (30031)'));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ severity: 'error' })]));
  });

  it('batch mode: three legs reviewed together, sent in one call with placeMode 2, outcomes per leg', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false, batchMode: true } });
    http.post.mockResolvedValue({
      result: [
        { errorCode: 0, extMap: {}, symbol: CALL, orderId: 'a' },
        { errorCode: 30031, errorMsg: 'insufficient balance', extMap: {}, symbol: PUT },
        { errorCode: 0, extMap: {}, symbol: CALL, orderId: 'c' },
      ],
    });
    expect(await screen.findByTestId('batch-empty')).toBeInTheDocument();
    await pick('ask');
    await userEvent.click(screen.getByTestId('entry-add-to-batch'));
    await pick('bid', PUT);
    await userEvent.click(screen.getByTestId('entry-add-to-batch'));
    await pick('mark');
    await userEvent.click(screen.getByTestId('price-type-market'));
    await userEvent.click(screen.getByTestId('entry-add-to-batch'));
    expect(screen.getByTestId('batch-list')).toHaveTextContent('Batch (3/20)');
    await userEvent.click(screen.getByTestId('batch-place'));
    await waitFor(() => expect(sentBodies(http.post)).toHaveLength(1));
    const body = sentBodies(http.post)[0]!;
    expect(body.orderRequest.map((r) => [r.symbol, r.side, r.orderType, r.placeMode])).toEqual([
      [CALL, 1, 2, 2],
      [PUT, 2, 2, 2],
      [CALL, 1, 1, 2],
    ]);
    // The failed leg stays in the batch with its reason; the placed ones leave it.
    await waitFor(() => expect(screen.getByTestId('batch-list')).toHaveTextContent('Batch (1/20)'));
    expect(screen.getByTestId('entry-outcomes')).toHaveTextContent('rejected (30031)');
  });

  it('settings persist: turning off confirm on order is saved and read back by a new page', async () => {
    setup();
    await userEvent.click(await screen.findByTestId('setting-confirmOnOrder'));
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ confirmOnOrder: false });
  });

  it('cancelling an order of the option asks first, then cancels', async () => {
    const { http } = setup({ orders: [RESTING_ORDER] });
    http.post.mockResolvedValue({ orderStatus: 'Cancelled' });
    await pick('ask');
    await userEvent.click(await screen.findByTestId('entry-cancel-r-1'));
    expect(await screen.findByTestId('cancel-confirm-summary')).toHaveTextContent(`Buy 1.00 ${CALL} at 5`); // quantities in the size increment's decimals
    expect(http.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('cancel-confirm-button'));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/contract/v5/order/cancel', { orderId: 'r-1', symbol: CALL }),
    );
    await waitFor(() => expect(screen.queryByTestId('entry-order-r-1')).not.toBeInTheDocument());
  });

  it('a stray Enter in the cancel confirmation keeps the order: focus starts on Keep', async () => {
    const { http } = setup({ orders: [RESTING_ORDER] });
    await pick('ask');
    await userEvent.click(await screen.findByTestId('entry-cancel-r-1'));
    await screen.findByTestId('cancel-confirm-summary');
    await waitFor(() => expect(screen.getByTestId('cancel-keep')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('cancel-confirm-summary')).not.toBeInTheDocument());
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByTestId('entry-order-r-1')).toBeInTheDocument();
  });

  it('a cancel in flight keeps its button focusable but takes no second press', async () => {
    const { http } = setup({ orders: [RESTING_ORDER] });
    http.post.mockImplementation(() => new Promise(() => undefined));
    await pick('ask');
    await userEvent.click(await screen.findByTestId('entry-cancel-r-1'));
    await userEvent.click(await screen.findByTestId('cancel-confirm-button'));
    await waitFor(() => expect(screen.getByTestId('entry-cancel-r-1')).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByTestId('entry-cancel-r-1')).toBeEnabled();
    await userEvent.click(screen.getByTestId('entry-cancel-r-1'));
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('prices that are not live turn a direct send into a confirmation that says so', async () => {
    const { http } = setup({ settings: { confirmOnOrder: false }, streamStatus: 'stale' });
    await pick('ask');
    expect(screen.getByTestId('detail-stale')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByTestId('confirm-stale')).toHaveTextContent('not live');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('keeps what the trader typed when the widget is unmounted (a session end re-renders the page)', async () => {
    const { services } = setup();
    await pick('ask');
    await userEvent.clear(screen.getByTestId('entry-qty'));
    await userEvent.type(screen.getByTestId('entry-qty'), '2.5');
    expect(selectForm(services.store.getState()).draft?.orderQty).toBe('2.5');
  });
});
