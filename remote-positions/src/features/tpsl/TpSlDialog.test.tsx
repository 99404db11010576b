import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Position } from 'shared-core';
import { ApiError, ApiPaths, type HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { SYMBOL_PRICE_PATH } from '../close/api';
import { loadPositions } from '../positions/slice';
import { clearPending, isPending } from './pending';
import { TpSlPaths, tpSlSignature } from './rules/payload';
import { TpSlDialog } from './TpSlDialog';
import { BTCUSDT_CONFIG } from './testFixtures';

// The connected dialog: what reaches the exchange (once per intent, nothing on a §5 error) and
// the cell's "pending" mark.

// typing many characters on a busy machine takes more than the 5 s default
jest.setTimeout(30_000);

const position: Position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.25',
  positionIdx: 0,
  leverage: '1000',
  entryPrice: '64000',
  liqPrice: '58000',
  marketsType: 'UsdtPerpetual',
  takeProfit: '0',
  stopLoss: '0',
  partialTpslList: [],
};
const config = BTCUSDT_CONFIG;
const ACCOUNT = {
  unified: null,
  portfolioMargin: false,
  demo: false,
  copyTrade: false,
  copyTradeRole: 'none',
  hedgeMode: false,
} as const;

/** What the slice holds: a (re)load of the positions, as a resync after a push would do. */
function push(services: ReturnType<typeof createTestServices>['services'], p: Position) {
  services.store.dispatch({ type: loadPositions.pending.type, meta: { requestId: 'r' } });
  services.store.dispatch({ type: loadPositions.fulfilled.type, payload: [p], meta: { requestId: 'r' } });
}

function setup(
  post: () => Promise<unknown> = () => new Promise(() => {}),
  stored: Position = position,
  language = 'en',
) {
  const { services, http } = createTestServices({ language });
  push(services, stored);
  http.get.mockImplementation((path: string) =>
    path === SYMBOL_PRICE_PATH
      ? Promise.resolve({ list: { BTCUSDT: { lastPrice: '65000', markPrice: '65000', indexPrice: '65000' } } })
      : Promise.resolve({ confirms: '' }),
  );
  http.post.mockImplementation(post);
  const onDone = jest.fn();
  renderWithProviders(
    <TpSlDialog kind="tpsl" position={position} config={config} account={ACCOUNT} onDone={onDone} />,
    { services: services as HostServices },
  );
  return { http, onDone, services };
}

const price = (leg: 'tp' | 'sl') => screen.getByTestId(`tpsl-${leg}-price`);
const confirm = () => screen.getByTestId('tpsl-confirm');

it('a take profit below the last price says tpPosPriceTooLow and sends nothing', async () => {
  const { http, onDone } = setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(price('tp'), '64000');
  await userEvent.click(confirm());
  expect(screen.getByText('The take profit must not be below the last price (65000).')).toBeInTheDocument();
  expect(http.post).not.toHaveBeenCalled();
  expect(onDone).not.toHaveBeenCalled();
});

it('an ROI typed shows the price (exact to the tick); a double click sends one create; pending until pushed', async () => {
  const { http } = setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(screen.getByTestId('tpsl-tp-sub'), '50');
  expect(price('tp')).toHaveValue('67200.0');
  await userEvent.dblClick(confirm());
  expect(http.post).toHaveBeenCalledTimes(1);
  expect(http.post).toHaveBeenCalledWith(
    TpSlPaths.setTpSl,
    expect.objectContaining({
      symbol: 'BTCUSDT',
      tpSlMode: 'Full',
      takeProfit: expect.stringMatching(/^67200(\.0)?$/),
      stopLoss: '0',
    }),
  );
  expect(isPending('BTCUSDT:0', () => tpSlSignature(position))).toBe(true);
  expect(isPending('BTCUSDT:0', () => tpSlSignature({ ...position, takeProfit: '67200' }))).toBe(false);
});

it('a refused save drops the pending mark and closes', async () => {
  const refused = setup(() => Promise.reject(new ApiError(30027, 'no', 'business', TpSlPaths.setTpSl)));
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(price('sl'), '60000');
  await userEvent.click(confirm());
  await waitFor(() => expect(refused.onDone).toHaveBeenCalled());
  expect(isPending('BTCUSDT:0', () => tpSlSignature(position))).toBe(false);
});

const saved: Position = {
  ...position,
  takeProfit: '67000',
  fullTpsl: {
    orderId: '',
    takeProfit: '67000',
    stopLoss: '0',
    qty: '0.25',
    tpTriggerBy: 'LastPrice',
    slTriggerBy: 'LastPrice',
  },
};

it('opened from a row a push behind the saved full TP/SL: Modify, with the saved take profit', async () => {
  setup(undefined, saved);
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(screen.getByText(/Modify TPSL/)).toBeInTheDocument();
  expect(price('tp')).toHaveValue('67000');
});

it('a full TP/SL pushed while the untouched form is open shows in it; a touched form is kept', async () => {
  const { services } = setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(screen.getByText(/Add TPSL/)).toBeInTheDocument();
  act(() => {
    push(services, saved);
  });
  expect(screen.getByText(/Modify TPSL/)).toBeInTheDocument();
  expect(price('tp')).toHaveValue('67000');
  await userEvent.type(price('sl'), '60000');
  act(() => {
    push(services, { ...saved, fullTpsl: { ...saved.fullTpsl!, takeProfit: '68000' } });
  });
  // kept as shown (leaving the focused field rounded it to the tick), not the pushed 68000
  expect(price('tp')).toHaveValue('67000.0');
  expect(price('sl')).toHaveValue('60000');
});

it('ArrowUp / ArrowDown step a trigger price by the tick, from the mark when empty', async () => {
  const { http } = setup(undefined, { ...position, markPrice: '65000' });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(price('tp'), '67000.05');
  await userEvent.keyboard('{ArrowUp}');
  expect(price('tp')).toHaveValue('67000.1');
  await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
  expect(price('tp')).toHaveValue('67000.0');
  act(() => price('sl').focus());
  await userEvent.keyboard('{ArrowDown}');
  expect(price('sl')).toHaveValue('64999.9');
  expect(http.post).not.toHaveBeenCalled();
});

describe('German: a decimal comma everywhere', () => {
  it('entire: trigger prices typed with a comma are sent as decimals', async () => {
    const { http } = setup(undefined, position, 'de');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.type(price('tp'), '67200,5');
    await userEvent.type(price('sl'), '60000,5');
    await userEvent.click(confirm());
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(
      TpSlPaths.setTpSl,
      expect.objectContaining({ tpSlMode: 'Full', takeProfit: '67200.5', stopLoss: '60000.5' }),
    );
  });

  it('an ROI with a comma gives the price; the slider writes the sub-input with a comma', async () => {
    setup(undefined, position, 'de');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.type(screen.getByTestId('tpsl-tp-sub'), '50,5');
    expect(price('tp')).toHaveValue('67232,0');
    const [tpSlider] = screen.getAllByRole('slider');
    tpSlider!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('tpsl-tp-sub')).toHaveValue('50,6');
  });

  it('partial: quantity, trigger and limit price with a comma', async () => {
    const { http } = setup(undefined, position, 'de');
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.click(screen.getByTestId('tpsl-tab-partial'));
    await userEvent.type(screen.getByTestId('tpsl-qty'), '0,01');
    await userEvent.type(price('tp'), '67200,5');
    await userEvent.click(screen.getByTestId('tpsl-tp-limit'));
    await userEvent.type(screen.getByTestId('tpsl-tp-limit-price'), '67100,5');
    await userEvent.click(confirm());
    expect(http.post).toHaveBeenCalledWith(
      TpSlPaths.setTpSl,
      expect.objectContaining({
        tpSlMode: 'Partial',
        takeProfit: '67200.5',
        tpOrderType: 'Limit',
        limitTakeProfit: '67100.5',
        tpSizeX: '1000000',
      }),
    );
  });
});

it('keyboard alone: focus on the take profit, a double Enter sends once, Escape waits for the answer', async () => {
  let answer: (v: unknown) => void = () => undefined;
  const { http, onDone, services } = setup(() => new Promise((res) => (answer = res)));
  const toasts: { messageKey?: string }[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e as { messageKey?: string }));
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(price('tp')).toHaveFocus();
  await userEvent.keyboard('67000{Enter}{Enter}');
  expect(http.post).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onDone).not.toHaveBeenCalled();
  act(() => answer({}));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(toasts.map((t) => t.messageKey)).toEqual(['positions:tpSlSetSuccess']);
  expect(http.post).toHaveBeenCalledTimes(1);
});

it('keyboard alone: Escape closes an idle dialog without sending', async () => {
  const { http, onDone } = setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.keyboard('{Escape}');
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(http.post).not.toHaveBeenCalled();
});

describe('a lost answer on save: reconciled from the exchange, never re-sent', () => {
  const lostPost = () => Promise.reject(new ApiError(0, 'offline', 'network', TpSlPaths.setTpSl));
  /** The position list the dialog reads back: the wire's compact keys (s symbol, pi positionIdx, tp, sl, ft). */
  const wire = (p: Position) => ({
    s: p.symbol,
    sd: p.side,
    sz: p.size,
    pi: p.positionIdx,
    tp: p.takeProfit,
    sl: p.stopLoss,
    ft: p.fullTpsl ?? null,
  });
  function lostSetup(reread: () => Promise<unknown>) {
    const t = setup(lostPost);
    const get = t.http.get.getMockImplementation()!;
    t.http.get.mockImplementation((path: string, ...rest: unknown[]) =>
      path === ApiPaths.positionList ? reread() : get(path, ...rest),
    );
    const toasts: { messageKey?: string }[] = [];
    t.services.bus.on('toast').subscribe((e) => toasts.push(e as { messageKey?: string }));
    return { ...t, toasts };
  }
  const positionReads = (http: ReturnType<typeof setup>['http']) =>
    http.get.mock.calls.filter(([path]) => path === ApiPaths.positionList);

  it('the exchange holds the change: success, closed, sent once', async () => {
    const { http, onDone, toasts } = lostSetup(() => Promise.resolve({ list: [wire(saved)] }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.type(price('tp'), '67000');
    await userEvent.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(positionReads(http)).toHaveLength(1);
    expect(toasts.map((t) => t.messageKey)).toEqual(['positions:tpSlSetSuccess']);
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('the exchange does not hold it: nothing saved, unlocked, the form kept; a new confirm sends again', async () => {
    const { http, onDone } = lostSetup(() => Promise.resolve({ list: [wire(position)] }));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.type(price('tp'), '67000');
    await userEvent.click(confirm());
    expect(await screen.findByTestId('tpsl-not-taken')).toHaveTextContent('nothing was saved');
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(isPending('BTCUSDT:0', () => tpSlSignature(position))).toBe(false);
    expect(price('tp')).toHaveValue('67000.0');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(confirm());
    expect(http.post).toHaveBeenCalledTimes(2);
  });

  it('the read back fails too: locked and pending until a push shows the change', async () => {
    const { http, onDone, services } = lostSetup(() => Promise.reject(new Error('offline')));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.type(price('tp'), '67000');
    await userEvent.click(confirm());
    expect(await screen.findByTestId('tpsl-lost')).toBeInTheDocument();
    await waitFor(() => expect(positionReads(http)).toHaveLength(1));
    expect(confirm()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(isPending('BTCUSDT:0', () => tpSlSignature(position))).toBe(true);
    act(() => push(services, saved));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});

it("scene 'order': starts from the order's TP/SL and saves it on the order (order/replace)", async () => {
  clearPending('BTCUSDT:0'); // a mark an earlier test left (the store is module-wide)
  const { services, http } = createTestServices({ language: 'en' });
  push(services, position);
  http.get.mockImplementation((path: string) =>
    path === SYMBOL_PRICE_PATH
      ? Promise.resolve({ list: { BTCUSDT: { lastPrice: '65000', markPrice: '65000', indexPrice: '65000' } } })
      : Promise.resolve({ confirms: '' }),
  );
  http.post.mockImplementation(() => new Promise(() => {}));
  const order = { orderId: 'o-1', symbol: 'BTCUSDT', price: '60000', takeProfit: '66000', stopLoss: '0' };
  renderWithProviders(
    <TpSlDialog
      kind="tpsl"
      scene="order"
      order={order}
      position={position}
      config={config}
      account={ACCOUNT}
      onDone={jest.fn()}
    />,
    { services: services as HostServices },
  );
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(screen.getByText(/Modify TPSL/)).toBeInTheDocument();
  expect(screen.queryByTestId('tpsl-tab-partial')).not.toBeInTheDocument();
  expect(price('tp')).toHaveValue('66000');
  // the ROI slider sits on its step: (66000 − 60000) / 60000 × 10 × 100 = 100
  expect(screen.getAllByRole('slider')[0]).toHaveAttribute('aria-valuenow', '100');
  // the reference is the order's price (60000), not the last price (65000): 61000 is a valid take profit
  await userEvent.clear(price('tp'));
  await userEvent.type(price('tp'), '61000');
  await userEvent.type(price('sl'), '59000');
  // 16.666… % ROI for 61000: on the 0.1 step
  expect(screen.getAllByRole('slider')[0]).toHaveAttribute('aria-valuenow', '16.7');
  await userEvent.click(confirm());
  expect(http.post).toHaveBeenCalledTimes(1);
  expect(http.post).toHaveBeenCalledWith(TpSlPaths.replace, {
    orderId: 'o-1',
    symbol: 'BTCUSDT',
    takeProfit: '61000',
    stopLoss: '59000',
    tpTriggerBy: 'LastPrice',
    slTriggerBy: 'LastPrice',
  });
  expect(isPending('BTCUSDT:0', () => tpSlSignature(position))).toBe(false);
});
