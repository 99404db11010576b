import { act, screen, waitFor } from '@testing-library/react';
import { streamStatusChanged } from 'shared-core';
import userEvent from '@testing-library/user-event';
import type { AccountKind, ContractSymbolConfig, Position } from 'shared-core';
import { ApiError, type HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { loadPositions } from '../positions/slice';
import { ReverseDialog } from './ReverseDialog';
import {
  COPY_CLOSE_ALL_PATH,
  COPY_CREATE_PATH,
  PREF_SETTING_PATH,
  REVERSE_ORDER_PATH,
  SYMBOL_PRICE_PATH,
} from './rules/reverse';
import { reverseGuard } from './runReverse';

const position = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 0,
  leverage: '500',
  isIsolated: true,
  entryPrice: '3250',
} as Position;
const config = { symbol: 'ETHUSDT', lotFraction: 2, priceFraction: 2, maxLeverage: '50' } as ContractSymbolConfig;
const ONE_WAY: AccountKind = {
  unified: null,
  portfolioMargin: false,
  demo: false,
  copyTrade: false,
  copyTradeRole: 'none',
  hedgeMode: false,
};

type Answer = (path: string, body?: unknown) => Promise<unknown>;

function setup({
  account = ONE_WAY,
  tip = 'show',
  post = () => new Promise(() => {}),
}: { account?: AccountKind; tip?: string; post?: Answer } = {}) {
  const { services, http } = createTestServices();
  services.store.dispatch({ type: loadPositions.fulfilled.type, payload: [position], meta: { requestId: 'r' } });
  http.get.mockImplementation((path: string) => {
    if (path === SYMBOL_PRICE_PATH) return Promise.resolve({ list: { ETHUSDT: { lastPrice: '3300.5' } } });
    if (path === PREF_SETTING_PATH) return Promise.resolve({ settings: { reverseClickTipStatus: tip } });
    return new Promise(() => {});
  });
  http.post.mockImplementation(post);
  const toasts: unknown[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e));
  const onDone = jest.fn();
  renderWithProviders(
    <ReverseDialog kind="reverse" position={position} config={config} account={account} onDone={onDone} />,
    { services: services as HostServices },
  );
  const posts = () => http.post.mock.calls.map(([path, body]) => [path, body] as [string, Record<string, unknown>]);
  return { http, onDone, toasts, posts, services };
}

// each test starts with no reversal in flight and none just finished
afterEach(() => reverseGuard.leave('', 0));

const confirm = () => screen.getByTestId('reverse-confirm');
const outcome = () => screen.findByTestId('reverse-outcome');

it('shows the market price, the current side and the opposite target with its leverage', async () => {
  setup();
  await waitFor(() => expect(screen.getByTestId('reverse-price')).toHaveTextContent('3,300.50'));
  expect(screen.getByText('Short 4.00 · Isolated 5x')).toBeInTheDocument();
  expect(screen.getByTestId('reverse-target')).toHaveTextContent('Long 4.00 · Isolated 5x');
  const help = screen.getByRole('link', { name: 'How reversing works' });
  expect(help).toHaveAttribute('target', '_blank');
  // The help-centre form of the spec, in the page's language: the host serves this article.
  expect(help).toHaveAttribute('href', '/en/help-center/reverse-position');
});

it('closes, then opens the opposite side; one reversal for a double Enter', async () => {
  const { posts } = setup({ post: () => Promise.resolve({ orderId: 'o' }) });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(screen.getByTestId('reverse-leverage'), '{Enter}{Enter}');
  expect(await outcome()).toHaveAttribute('data-outcome', 'reversed');
  const sent = posts().filter(([p]) => p === REVERSE_ORDER_PATH);
  expect(sent).toHaveLength(2);
  expect(sent[0]![1]).toMatchObject({ side: 'Buy', reduceOnly: true, qtyX: '400000000', action: 'PositionClose' });
  expect(sent[1]![1]).toMatchObject({ side: 'Buy', reduceOnly: false, qtyX: '400000000', positionIdx: 0 });
  expect(screen.getByTestId('reverse-outcome')).toHaveTextContent('Position reversed: Long 4.00 ETHUSDT.');
});

it('a bad leverage is said and nothing is sent', async () => {
  const { posts } = setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(screen.getByTestId('reverse-leverage'), '80{Enter}');
  expect(screen.getByText('Enter a leverage from 0.01 to 50')).toBeInTheDocument();
  await userEvent.clear(screen.getByTestId('reverse-leverage'));
  await userEvent.type(screen.getByTestId('reverse-leverage'), 'x{Enter}');
  expect(screen.getByText('Enter a valid number')).toBeInTheDocument();
  expect(posts().filter(([p]) => p === REVERSE_ORDER_PATH)).toHaveLength(0);
});

it('sends a new leverage with the opening order', async () => {
  const { posts } = setup({ post: () => Promise.resolve({}) });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.type(screen.getByTestId('reverse-leverage'), '12.5');
  expect(screen.getByTestId('reverse-target')).toHaveTextContent('Isolated 12.5x');
  await userEvent.click(confirm());
  await outcome();
  expect(posts()[1]![1]).toMatchObject({ leverageE2: '1250' });
});

it('says clearly when the close went through but the open was refused', async () => {
  setup({
    post: (_path, body) =>
      (body as { reduceOnly: boolean }).reduceOnly
        ? Promise.resolve({})
        : Promise.reject(new ApiError(30031, 'insufficient balance', 'business', REVERSE_ORDER_PATH)),
  });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.click(confirm());
  expect(await outcome()).toHaveTextContent('the position is closed, not reversed');
});

it('a refused close sends nothing more', async () => {
  const { posts } = setup({
    post: () => Promise.reject(new ApiError(110017, 'no position', 'business', REVERSE_ORDER_PATH)),
  });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.click(confirm());
  expect(await outcome()).toHaveAttribute('data-outcome', 'failed');
  expect(posts().filter(([p]) => p === REVERSE_ORDER_PATH)).toHaveLength(1);
});

it('a lost answer to the close stops the reversal: nothing re-sent, nothing opened', async () => {
  const { posts } = setup({
    post: () => Promise.reject(new ApiError(9000001, 'timeout', 'timeout', REVERSE_ORDER_PATH)),
  });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.click(confirm());
  expect(await outcome()).toHaveAttribute('data-outcome', 'lostClose');
  expect(posts().filter(([p]) => p === REVERSE_ORDER_PATH)).toHaveLength(1);
});

it('refuses a second reversal while one is in flight', async () => {
  setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(reverseGuard.tryEnter('BTCUSDT:0', Date.now())).toBe('ok'); // another row's reversal
  await userEvent.click(confirm());
  expect(await outcome()).toHaveAttribute('data-outcome', 'busy');
  expect(screen.getByTestId('reverse-outcome')).toHaveTextContent('Nothing was sent.');
});

it('refuses to reverse the same position again right after it was reversed (a held Enter)', async () => {
  const { posts } = setup();
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(reverseGuard.tryEnter('ETHUSDT:0', Date.now())).toBe('ok');
  reverseGuard.leave('ETHUSDT:0', Date.now()); // its reversal just finished
  await userEvent.click(confirm());
  expect(await outcome()).toHaveAttribute('data-outcome', 'justReversed');
  expect(posts().filter(([p]) => p === REVERSE_ORDER_PATH)).toHaveLength(0);
});

it("reverses at once, with visible progress, when the trader chose 'do not prompt again'", async () => {
  let answer: (v: unknown) => void = () => undefined;
  const { posts } = setup({ tip: 'hide', post: () => new Promise((r) => (answer = r)) });
  expect(await screen.findByTestId('reverse-progress')).toHaveTextContent('Closing the position…');
  expect(confirm()).toBeDisabled();
  await act(async () => answer({}));
  expect(await screen.findByTestId('reverse-progress')).toHaveTextContent('Opening the opposite position…');
  await act(async () => answer({}));
  expect(await outcome()).toHaveAttribute('data-outcome', 'reversed');
  expect(posts().filter(([p]) => p === REVERSE_ORDER_PATH)).toHaveLength(2);
});

it("saves 'do not prompt again' once, 1 s after the last change", async () => {
  jest.useFakeTimers();
  try {
    const { posts } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await waitFor(() => expect(confirm()).toBeEnabled());
    const box = screen.getByTestId('reverse-dont-ask');
    await user.click(box);
    await user.click(box);
    await user.click(box);
    expect(posts().filter(([p]) => p === PREF_SETTING_PATH)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(posts().filter(([p]) => p === PREF_SETTING_PATH)).toEqual([
      [PREF_SETTING_PATH, { upsert_keys: { reverseClickTipStatus: 'hide' } }],
    ]);
  } finally {
    jest.useRealTimers();
  }
});

it('copy trade: no checkbox, close-all then create', async () => {
  const { posts, http } = setup({
    account: { ...ONE_WAY, copyTrade: true, copyTradeRole: 'leader' },
    post: () => Promise.resolve({}),
  });
  expect(http.get).not.toHaveBeenCalledWith(PREF_SETTING_PATH, undefined, expect.anything());
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(screen.queryByTestId('reverse-dont-ask')).toBeNull();
  await userEvent.click(confirm());
  await outcome();
  expect(posts().map(([p]) => p)).toEqual([COPY_CLOSE_ALL_PATH, COPY_CREATE_PATH]);
});

it('says the stream status when prices are not live', async () => {
  const { services } = setup();
  act(() => {
    services.store.dispatch(streamStatusChanged({ stream: 'private', status: 'live' }));
  });
  expect(screen.queryByTestId('reverse-not-live')).toBeNull();
  act(() => {
    services.store.dispatch(streamStatusChanged({ stream: 'private', status: 'stale' }));
  });
  expect(screen.getByTestId('reverse-not-live')).toHaveTextContent(/not live/);
});

it('a copy-trade follower is told it cannot reverse, and nothing is sent', async () => {
  const { posts } = setup({ account: { ...ONE_WAY, copyTrade: true, copyTradeRole: 'follower' } });
  expect(await screen.findByTestId('reverse-follower')).toHaveTextContent('cannot open positions');
  expect(confirm()).toBeDisabled();
  expect(posts()).toHaveLength(0);
});

it('a close that filled only in part opens nothing and says so', async () => {
  const { posts } = setup({
    post: () => Promise.resolve({ orderId: 'o', orderStatus: 'PartiallyFilledCanceled', qty: '4' }),
  });
  await waitFor(() => expect(confirm()).toBeEnabled());
  await userEvent.click(confirm());
  expect(await outcome()).toHaveAttribute('data-outcome', 'closePartial');
  expect(posts().filter(([p]) => p === REVERSE_ORDER_PATH)).toHaveLength(1);
});
