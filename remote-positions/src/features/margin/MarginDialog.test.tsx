import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { streamStatusChanged, type ContractSymbolConfig, type Position } from 'shared-core';
import { ApiError, type HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { loadPositions } from '../positions/slice';
import { MarginDialog } from './MarginDialog';
import { MarginPaths } from './api';

const position: Position = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 0,
  isIsolated: true,
  leverage: '500',
  entryPrice: '3250',
  sessionAvgPrice: '3250',
  marketsType: 'UsdtPerpetual',
  positionValue: '13000',
  minPositionCost: '2600',
  positionIM: '2750',
  newExtraAddedMargin: '150',
  riskId: 1,
  settleCoin: 'USDT',
} as Position;

const config = {
  symbol: 'ETHUSDT',
  settleCoin: 'USDT',
  contractType: 'UsdtPerpetual',
  balanceFraction: 4,
  minPrice: '0.05',
  maxPrice: '199999',
  priceFraction: 2,
} as ContractSymbolConfig;

function setup(p: Position = position, language = 'en') {
  const { services, http } = createTestServices({ language });
  // the slice holds the position as the list reported it
  services.store.dispatch({ type: loadPositions.fulfilled.type, payload: [p], meta: { requestId: 'r' } });
  http.get.mockImplementation((path: string) =>
    path === MarginPaths.riskLimitList
      ? Promise.resolve({
          list: [{ id: 1, startingMarginE8: '2000000', maintainMarginE8: '500000', maxLeverageE2: '5000' }],
        })
      : new Promise(() => {}),
  );
  const toasts: unknown[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e));
  const onDone = jest.fn();
  renderWithProviders(<MarginDialog kind="margin" position={p} config={config} account={ACCOUNT} onDone={onDone} />, {
    services: services as HostServices,
  });
  const addCalls = () => http.post.mock.calls.filter(([path]) => path === MarginPaths.addMargin);
  return { services, http, onDone, toasts, addCalls };
}
const ACCOUNT = {
  unified: null,
  portfolioMargin: false,
  demo: false,
  copyTrade: false,
  copyTradeRole: 'none',
  hedgeMode: false,
} as const;

const amount = () => screen.getByTestId('margin-amount');
const confirm = () => screen.getByTestId('margin-confirm');

it('loads the risk limits on open and shows the tier', async () => {
  const { http } = setup();
  expect(http.get).toHaveBeenCalledWith(MarginPaths.riskLimitList, { symbol: 'ETHUSDT' }, expect.anything());
  expect(await screen.findByText('Risk limit tier 1: up to 50x')).toBeInTheDocument();
});

it('an amount of 0 says setMarginValiError and sends nothing', async () => {
  const { addCalls, onDone } = setup();
  await userEvent.type(amount(), '0');
  await userEvent.click(confirm());
  expect(screen.getByText('Enter an amount greater than 0.')).toBeInTheDocument();
  expect(addCalls()).toHaveLength(0);
  expect(onDone).not.toHaveBeenCalled();
});

it('removing more than the added margin says setMarginWarn and sends nothing', async () => {
  const { addCalls } = setup();
  await userEvent.click(screen.getByTestId('margin-tab-minus'));
  await userEvent.type(amount(), '150.5{Enter}');
  expect(screen.getByText('You can remove at most the margin you added (150.0000 USDT).')).toBeInTheDocument();
  expect(addCalls()).toHaveLength(0);
});

it('text that is not a number is refused with a message, nothing sent', async () => {
  const { addCalls } = setup();
  await userEvent.type(amount(), '12abc{Enter}');
  expect(amount()).toHaveAccessibleDescription('Enter a valid number');
  await userEvent.clear(amount());
  await userEvent.type(amount(), '1.123456{Enter}');
  expect(amount()).toHaveAccessibleDescription('Decimal places: at most 4');
  expect(addCalls()).toHaveLength(0);
});

it('an empty amount just cancels', async () => {
  const { addCalls, onDone } = setup();
  await userEvent.click(confirm());
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(addCalls()).toHaveLength(0);
});

it('adds once for a double Enter, × 1e8, then says setMarginSuccess', async () => {
  const { http, addCalls, onDone, toasts } = setup();
  let answer: (v: unknown) => void = () => undefined;
  http.post.mockImplementation((path: string) =>
    path === MarginPaths.addMargin ? new Promise((r) => (answer = r)) : new Promise(() => {}),
  );
  await userEvent.type(amount(), '12.5{Enter}{Enter}');
  expect(confirm()).toBeDisabled();
  expect(addCalls()).toEqual([
    [MarginPaths.addMargin, { symbol: 'ETHUSDT', positionIdx: 0, addToPositionBalanceE8: '1250000000' }],
  ]);
  await act(async () => answer({ newExtraAddedMargin: '162.5' }));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(toasts).toEqual([expect.objectContaining({ severity: 'success', messageKey: 'positions:setMarginSuccess' })]);
});

it('reduces with a negative amount from a quick choice (100 % of the added margin)', async () => {
  const { http, addCalls } = setup();
  http.post.mockImplementation(() => new Promise(() => {}));
  await userEvent.click(screen.getByTestId('margin-tab-minus'));
  await userEvent.click(screen.getByTestId('margin-quick-100'));
  expect(amount()).toHaveValue('150');
  await userEvent.click(confirm());
  expect(addCalls()[0]?.[1]).toEqual({ symbol: 'ETHUSDT', positionIdx: 0, addToPositionBalanceE8: '-15000000000' });
});

it('changing tab resets the amount and the quick choice', async () => {
  setup();
  await userEvent.click(screen.getByTestId('margin-quick-50'));
  expect(amount()).toHaveValue('5125');
  await userEvent.click(screen.getByTestId('margin-tab-minus'));
  expect(amount()).toHaveValue('');
  expect(screen.getByTestId('margin-quick-50')).toHaveAttribute('aria-pressed', 'false');
});

it('shows the short side estimate from pre-add-margin, "--" when the call fails', async () => {
  const { http } = setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http.post.mockImplementation((path: string, body: { addToPositionBalanceE8: string }) => {
    if (path !== MarginPaths.preAddMargin) return new Promise(() => {});
    return body.addToPositionBalanceE8 === '10000000000'
      ? Promise.resolve({ buyLiqPrice: '', sellLiqPrice: '4100.5' })
      : Promise.reject(new ApiError(10001, 'bad', 'business', path));
  });
  await userEvent.type(amount(), '100');
  await waitFor(() => expect(screen.getByTestId('margin-estimate')).toHaveTextContent('4100.50'));
  await userEvent.type(amount(), '1');
  await waitFor(() => expect(screen.getByTestId('margin-estimate')).toHaveTextContent('--'));
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('a lost answer is never re-sent: the dialog says so and stays locked', async () => {
  const { http, addCalls, onDone } = setup();
  http.post.mockImplementation((path: string) =>
    path === MarginPaths.addMargin
      ? Promise.reject(new ApiError(9000001, 'timeout of 30000ms exceeded', 'timeout', path))
      : new Promise(() => {}),
  );
  await userEvent.type(amount(), '10{Enter}');
  expect(await screen.findByTestId('margin-lost')).toBeInTheDocument();
  expect(confirm()).toBeDisabled();
  await userEvent.type(amount(), '{Enter}');
  expect(addCalls()).toHaveLength(1);
  // Escape does not close it either: the trader must see that the answer was lost
  await userEvent.keyboard('{Escape}');
  expect(screen.getByTestId('margin-dialog')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
});

it('a refused change finishes the dialog with the error toast, no success', async () => {
  const { http, onDone, toasts } = setup();
  http.post.mockImplementation((path: string) =>
    path === MarginPaths.addMargin
      ? Promise.reject(new ApiError(30031, 'insufficient balance', 'business', path))
      : new Promise(() => {}),
  );
  await userEvent.type(amount(), '10{Enter}');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(toasts).toEqual([expect.objectContaining({ severity: 'error' })]);
});

it('says the stream status when prices are not live', () => {
  const { services } = setup();
  act(() => {
    services.store.dispatch(streamStatusChanged({ stream: 'private', status: 'live' }));
  });
  expect(screen.queryByTestId('margin-not-live')).toBeNull();
  act(() => {
    services.store.dispatch(streamStatusChanged({ stream: 'private', status: 'reconnecting' }));
  });
  expect(screen.getByTestId('margin-not-live')).toHaveTextContent(/not live/);
});

it('offers no form for a cross position', () => {
  setup({ ...position, isIsolated: false });
  expect(screen.queryByTestId('margin-amount')).toBeNull();
  expect(confirm()).toBeDisabled();
});

it('German: a decimal comma is read, figures shown with it', async () => {
  const { http, addCalls } = setup(position, 'de');
  http.post.mockImplementation(() => new Promise(() => {}));
  expect(screen.getByTestId('margin-amount')).toHaveAttribute('placeholder', 'Mindestens 0,0001');
  await userEvent.type(amount(), '12,5{Enter}');
  expect(addCalls()[0]?.[1]).toMatchObject({ addToPositionBalanceE8: '1250000000' });
});

it('the arrow keys step the amount by 1 for a linear contract, never past the maximum', async () => {
  setup();
  await userEvent.type(amount(), '10250{ArrowUp}');
  expect(amount()).toHaveValue('10250');
  await userEvent.clear(amount());
  await userEvent.type(amount(), '7.5{ArrowUp}');
  expect(amount()).toHaveValue('8.5');
  await userEvent.type(amount(), '{ArrowDown}{ArrowDown}');
  expect(amount()).toHaveValue('6.5');
});

it('an amount above the maximum add is brought down to it on leaving the field', async () => {
  setup();
  await userEvent.type(amount(), '99999');
  await userEvent.tab();
  expect(amount()).toHaveValue('10250');
});
