import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushBatchApplied, type ContractSymbolConfig, type Position } from 'shared-core';
import { ApiError, type HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { SYMBOL_PRICE_PATH } from '../close/api';
import { loadPositions } from '../positions/slice';
import { SET_TP_SL_TS_PATH } from './api';
import { isPending } from './pending';
import { TrailingStopDialog } from './TrailingStopDialog';

const position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.5',
  positionIdx: 0,
  entryPrice: '60000',
  markPrice: '61000',
  liqPrice: '54000',
  trailingStop: '0',
  trailValuePercentageE4: '0',
  activationPrice: '0',
  settleCoin: 'USDT',
} as Position;
const config = { symbol: 'BTCUSDT', settleCoin: 'USDT', tickSize: '0.1', priceFraction: 1 } as ContractSymbolConfig;
const ACCOUNT = {
  unified: 2,
  portfolioMargin: false,
  demo: false,
  copyTrade: false,
  copyTradeRole: 'none',
  hedgeMode: false,
} as const;

function setup(p: Position = position, confirms = '', post?: (path: string) => Promise<unknown>, language = 'en') {
  const { services, http } = createTestServices({ language });
  services.store.dispatch({ type: loadPositions.fulfilled.type, payload: [p], meta: { requestId: 'r' } });
  http.get.mockImplementation((path: string) =>
    path === SYMBOL_PRICE_PATH
      ? Promise.resolve({ list: { BTCUSDT: { lastPrice: '61000', markPrice: '61000', indexPrice: '61000' } } })
      : Promise.resolve({ confirms }),
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
    <TrailingStopDialog kind="trailingStop" position={p} config={config} account={ACCOUNT} onDone={onDone} />,
    { services: services as HostServices },
  );
  const sent = () => http.post.mock.calls.filter(([path]) => path === SET_TP_SL_TS_PATH);
  return { services, onDone, toasts, sent, answer: (v: unknown) => answer(v) };
}

const value = () => screen.getByTestId('trailing-value');
const confirm = () => screen.getByTestId('trailing-confirm');

it('shows entry, market (the last price) and liquidation price', async () => {
  setup();
  expect(await screen.findByText('61,000.0')).toBeInTheDocument();
  expect(screen.getByText('60,000.0')).toBeInTheDocument();
  expect(screen.getByText('54,000.0')).toBeInTheDocument();
});

it('an active price without a callback says trailingValueValid and sends nothing', async () => {
  const { sent, onDone } = setup();
  await userEvent.click(screen.getByTestId('trailing-activation-on'));
  await userEvent.type(screen.getByTestId('trailing-activation'), '65000');
  await userEvent.click(confirm());
  expect(screen.getByText('Enter a callback value greater than 0 when an active price is set.')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);
  expect(onDone).not.toHaveBeenCalled();
});

it('nothing changed: nothing is sent, the dialog closes', async () => {
  const { sent, onDone } = setup({ ...position, trailingStop: '500' });
  await userEvent.click(confirm());
  expect(sent()).toHaveLength(0);
  expect(onDone).toHaveBeenCalled();
});

it('a value of 0 is cleared on blur', async () => {
  setup();
  await userEvent.type(value(), '0');
  await userEvent.tab();
  expect(value()).toHaveValue('');
});

it('a double Enter sends once; pending until the answer; the set toast', async () => {
  const { sent, onDone, toasts, answer } = setup();
  await userEvent.type(value(), '500{Enter}{Enter}');
  expect(sent()).toHaveLength(1);
  expect(sent()[0]![1]).toEqual({
    symbol: 'BTCUSDT',
    positionIdx: 0,
    tpSlMode: 'Full',
    trailingStop: '500',
    trailValuePercentageE4: '0',
    activationPrice: '0',
  });
  expect(isPending('trailing', 'BTCUSDT:0')).toBe(true);
  await act(async () => answer({ orderIds: [] }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(isPending('trailing', 'BTCUSDT:0')).toBe(false);
  expect(toasts.map((t) => t.messageKey)).toContain('positions:trailingStopSetSuccess');
});

it('the set toast is suppressed when the notify-close confirmation is off', async () => {
  const { onDone, toasts } = setup(position, 'createOrderNotifyClose', () => Promise.resolve({ orderIds: [] }));
  await waitFor(() => expect(screen.getByText('61,000.0')).toBeInTheDocument());
  await userEvent.type(value(), '500{Enter}');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(toasts).toHaveLength(0);
});

it('a lost answer is never re-sent; the push that shows the setting ends it', async () => {
  const { sent, onDone, services } = setup(position, '', (path) =>
    Promise.reject(new ApiError(9000001, 'timeout of 30000ms exceeded', 'timeout', path)),
  );
  await userEvent.type(value(), '500{Enter}');
  expect(await screen.findByTestId('trailing-lost')).toBeInTheDocument();
  // locked: Enter again sends nothing
  expect(confirm()).toBeDisabled();
  await userEvent.type(value(), '{Enter}');
  expect(sent()).toHaveLength(1);
  expect(onDone).not.toHaveBeenCalled();
  act(() => {
    // the exchange's push shows the setting
    services.store.dispatch(
      pushBatchApplied([
        {
          type: 'push',
          stream: 'private',
          topic: 'user.position',
          seq: 1,
          kind: 'delta',
          ts: 1,
          data: [{ s: 'BTCUSDT', pi: 0, sd: 'Buy', sz: '0.5', ts: '500' }],
        },
      ]),
    );
  });
  await waitFor(() => expect(onDone).toHaveBeenCalled());
});

it('the tutorial walks three steps with previous, next and done; the type radio switches to rate', async () => {
  setup();
  await userEvent.click(screen.getByTestId('trailing-tutorial-open'));
  expect(screen.getByText('Trailing stop, step 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // the host's help centre route, in the page's language (the old '/help/…' path led nowhere)
  expect(screen.getByRole('link', { name: /Learn more/i })).toHaveAttribute('href', '/en/help-center/trailing-stop');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Trailing stop, step 3 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByTestId('trailing-tutorial')).not.toBeInTheDocument());
  await userEvent.click(screen.getByTestId('trailing-type'));
  await userEvent.click(screen.getByRole('radio', { name: /By rate/ }));
  expect(await screen.findByLabelText('Callback rate (%)')).toBeInTheDocument();
  expect(screen.getByTestId('trailing-rate-slider')).toBeInTheDocument();
});

it('a rate goes out × 100 as trailValuePercentageE4', async () => {
  const { sent } = setup();
  await userEvent.click(screen.getByTestId('trailing-type'));
  await userEvent.click(screen.getByRole('radio', { name: /By rate/ }));
  await userEvent.type(await screen.findByLabelText('Callback rate (%)'), '2.5{Enter}');
  expect(sent()[0]![1]).toMatchObject({ trailingStop: '0', trailValuePercentageE4: '250' });
});

it('German: callback distance and active price typed with a decimal comma are sent as decimals', async () => {
  const { sent } = setup(position, '', undefined, 'de');
  await screen.findByText('61.000,0');
  await userEvent.type(value(), '500,5');
  await userEvent.click(screen.getByTestId('trailing-activation-on'));
  await userEvent.type(screen.getByTestId('trailing-activation'), '65000,5');
  await userEvent.click(confirm());
  expect(sent()).toHaveLength(1);
  expect(sent()[0]![1]).toEqual(expect.objectContaining({ trailingStop: '500.5', activationPrice: '65000.5' }));
});
