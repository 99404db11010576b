import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountKind, ContractSymbolConfig, Position } from 'shared-core';
import { ApiError, type HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { SYMBOL_PRICE_PATH } from '../close/api';
import { isPending } from '../trailing/pending';
import { ACCOUNT_MM_RATE_PATH, SET_MM_RATE_PATH } from './api';
import { MmrCloseDialog } from './MmrCloseDialog';

const position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.5',
  positionIdx: 0,
  entryPrice: '60000',
  markPrice: '61000',
  triggerMmRate: '',
  settleCoin: 'USDT',
} as Position;
const config = { symbol: 'BTCUSDT', settleCoin: 'USDT', tickSize: '0.1', priceFraction: 1 } as ContractSymbolConfig;
const UTA2: AccountKind = {
  unified: 2,
  portfolioMargin: false,
  demo: false,
  copyTrade: false,
  copyTradeRole: 'none',
  hedgeMode: false,
};

let accountRate = '0.0321';
afterEach(() => {
  accountRate = '0.0321';
});

function setup(p: Position = position, post?: (path: string) => Promise<unknown>, account = UTA2, language = 'en') {
  const { services, http } = createTestServices({ language });
  http.get.mockImplementation((path: string) =>
    path === SYMBOL_PRICE_PATH
      ? Promise.resolve({ list: { BTCUSDT: { lastPrice: '61000', markPrice: '61000', indexPrice: '61000' } } })
      : path === ACCOUNT_MM_RATE_PATH
        ? Promise.resolve({ accountMMRate: accountRate, list: [] })
        : Promise.resolve({ confirms: '' }),
  );
  let answer: (v: unknown) => void = () => undefined;
  http.post.mockImplementation(
    post ??
      (() =>
        new Promise((res) => {
          answer = res;
        })),
  );
  const toasts: { messageKey?: string }[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e as { messageKey?: string }));
  const onDone = jest.fn();
  renderWithProviders(
    <MmrCloseDialog kind="mmrClose" position={p} config={config} account={account} onDone={onDone} />,
    {
      services: services as HostServices,
    },
  );
  const sent = () => http.post.mock.calls.filter(([path]) => path === SET_MM_RATE_PATH);
  return { onDone, toasts, sent, answer: (v: unknown) => answer(v) };
}

const trigger = () => screen.getByTestId('mmr-trigger');
const confirm = () => screen.getByTestId('mmr-confirm');

it('shows the account MMR in percent, coloured by the warning line', async () => {
  setup();
  expect(await screen.findByText('3.21%')).toBeInTheDocument();
  expect(screen.getByTestId('mmr-account')).toHaveAttribute('data-tone', 'safe');
});

it.each([
  ['0.0321', '3.21%', 'safe', '(safe)'],
  ['0.55', '55.00%', 'warning', '(warning line reached)'],
  ['0.85', '85.00%', 'danger', '(danger)'],
])('account MMR %s: the colour of its tone and the word too', async (rate, shown, tone, word) => {
  accountRate = rate;
  setup();
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.getByTestId('mmr-account')).toHaveAttribute('data-tone', tone);
  expect(screen.getByTestId('mmr-account-tone')).toHaveTextContent(word);
});

it.each([
  ['3.21', 'The trigger must be above the current account MMR (3.21%).'],
  ['2', 'The trigger must be above the current account MMR (3.21%).'],
  ['90.5', 'The trigger can be at most 90%.'],
])('%s %% shows its error, Confirm disabled, nothing sent', async (typed, message) => {
  const { sent } = setup();
  await screen.findByText('3.21%');
  await userEvent.type(trigger(), `${typed}{Enter}`);
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(confirm()).toBeDisabled();
  expect(sent()).toHaveLength(0);
});

it('an unchanged value just closes', async () => {
  const { sent, onDone } = setup({ ...position, triggerMmRate: '80.00' });
  await screen.findByText('3.21%');
  await userEvent.click(confirm());
  expect(sent()).toHaveLength(0);
  expect(onDone).toHaveBeenCalled();
});

it('clearing the value cancels the trigger', async () => {
  const { sent } = setup({ ...position, triggerMmRate: '80.00' });
  await screen.findByText('3.21%');
  await userEvent.clear(trigger());
  await userEvent.click(confirm());
  expect(sent()[0]![1]).toEqual({ symbol: 'BTCUSDT', positionIdx: 0, triggerMmRateE2: 0 });
});

it('a double Enter sends once (× 100); pending until the answer; the success toast', async () => {
  const { sent, onDone, toasts, answer } = setup();
  await screen.findByText('3.21%');
  await userEvent.type(trigger(), '45.5{Enter}{Enter}');
  expect(sent()).toHaveLength(1);
  expect(sent()[0]![1]).toEqual({ symbol: 'BTCUSDT', positionIdx: 0, triggerMmRateE2: 4550 });
  expect(isPending('mmr', 'BTCUSDT:0')).toBe(true);
  await act(async () => answer({ triggerMmRateE2: 4550 }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(isPending('mmr', 'BTCUSDT:0')).toBe(false);
  expect(toasts.map((t) => t.messageKey)).toContain('positions:mmrOrderSuccess');
});

it('a lost answer is never re-sent and keeps the dialog locked', async () => {
  const { sent, onDone } = setup(position, (path) =>
    Promise.reject(new ApiError(9000001, 'timeout of 30000ms exceeded', 'timeout', path)),
  );
  await screen.findByText('3.21%');
  await userEvent.type(trigger(), '45{Enter}');
  expect(await screen.findByTestId('mmr-lost')).toBeInTheDocument();
  await userEvent.type(trigger(), '{Enter}');
  expect(sent()).toHaveLength(1);
  expect(onDone).not.toHaveBeenCalled();
});

it('portfolio margin: not offered, nothing can be sent', async () => {
  const { sent } = setup(position, undefined, { ...UTA2, portfolioMargin: true });
  expect(screen.getByText('Close by MMR is not offered for this account or symbol.')).toBeInTheDocument();
  expect(confirm()).toBeDisabled();
  expect(sent()).toHaveLength(0);
});

it('German: a trigger typed with a decimal comma is sent as percent × 100', async () => {
  const { sent } = setup(position, undefined, UTA2, 'de');
  expect(await screen.findByText('3,21%')).toBeInTheDocument();
  await userEvent.type(trigger(), '45,5');
  await userEvent.click(confirm());
  expect(sent()).toHaveLength(1);
  expect(sent()[0]![1]).toEqual(expect.objectContaining({ triggerMmRateE2: 4550 }));
});
