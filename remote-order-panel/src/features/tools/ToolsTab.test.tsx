import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSymbolChanged } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { ALGO_CREATE_PATH, ALGO_LIST_PATH, ALGO_TOPIC } from './api';
import { ToolsTab } from './ToolsTab';

const props = { instrumentFilter: 'ALL', allMarkets: true } as const;
const CONFIG = {
  symbol: 'BTCUSDT',
  minQty: '0.001',
  lotStep: '0.001',
  lotFraction: 3,
  tickSize: '0.1',
  tickSizeFraction: 1,
};
const running = {
  algoId: 'a1',
  tool: 'twap',
  symbol: 'BTCUSDT',
  side: 'Buy',
  qty: '0.003',
  filledQty: '0.001',
  avgPrice: '60000',
  status: 2,
  state: 'Running',
  createType: 'CreateByTWAP',
  children: [{ orderId: 'c1', qty: '0.001', cumExecQty: '0.001', orderStatus: 'Filled', createType: 'CreateByTWAP' }],
  createdAt: 1_700_000_000_000,
};

function setup() {
  const t = createTestServices();
  t.services.store.dispatch(currentSymbolChanged('BTCUSDT'));
  t.http.get.mockImplementation((path: string) =>
    Promise.resolve(
      path === ALGO_LIST_PATH
        ? { list: [running], counts: { chase: 0, twap: 1, iceberg: 0, webhook: 0 } }
        : path.includes('symbol')
          ? { list: [CONFIG] }
          : {},
    ),
  );
  renderWithProviders(<ToolsTab {...props} />, { services: t.services });
  return t;
}
/** Typing a whole value at once (what a paste does): the form reads the text, not the keystrokes. */
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const creates = (post: jest.Mock) => post.mock.calls.filter(([p]) => p === ALGO_CREATE_PATH);

it('lists the running TWAP with its count, label, fill and Stop', async () => {
  setup();
  const row = await screen.findByTestId('tools-row-a1');
  expect(row).toHaveTextContent('TWAP');
  expect(row).toHaveTextContent('1 / 1 filled');
  expect(screen.getByTestId('tools-subtab-twap')).toHaveTextContent('TWAP (1)');
  expect(screen.getByTestId('tools-stop-a1')).toBeEnabled();
});

it('bad input: a clear message per field and nothing sent', async () => {
  const { http } = setup();
  await screen.findByTestId('tools-row-a1');
  fill('tools-form-qty', '0.0005');
  fill('tools-form-intervalSec', '2');
  await userEvent.click(screen.getByTestId('tools-form-submit'));
  expect(await screen.findByText('At least 5 seconds.')).toBeInTheDocument();
  expect(screen.getByText('Enter a value.')).toBeInTheDocument(); // duration
  expect(creates(http.post)).toHaveLength(0);
  // what was typed is kept
  expect(screen.getByTestId('tools-form-qty')).toHaveValue('0.0005');
});

it('a double Enter starts one TWAP; the answer is shown', async () => {
  const { http } = setup();
  await screen.findByTestId('tools-row-a1');
  let answer: (v: unknown) => void = () => undefined;
  http.post.mockImplementation(() => new Promise((res) => (answer = res)));
  fill('tools-form-qty', '0.003');
  fill('tools-form-durationMin', '1');
  fill('tools-form-intervalSec', '10');
  await userEvent.type(screen.getByTestId('tools-form-intervalSec'), '{Enter}{Enter}');
  expect(creates(http.post)).toHaveLength(1);
  expect(creates(http.post)[0]![1]).toEqual({
    tool: 'twap',
    side: 'Buy',
    symbol: 'BTCUSDT',
    qty: '0.003',
    durationSec: 60,
    intervalSec: 10,
    orderType: 'Market',
  });
  await act(async () => answer({ ...running, algoId: 'a2', filledQty: '0', children: [] }));
  expect(await screen.findByTestId('tools-form-result')).toHaveTextContent('Started TWAP on BTCUSDT.');
});

it('a failed start says its code and is not re-sent', async () => {
  const { http } = setup();
  await screen.findByTestId('tools-row-a1');
  http.post.mockRejectedValue(new ApiError(110007, 'Insufficient balance', 'business', ALGO_CREATE_PATH));
  fill('tools-form-qty', '0.003');
  fill('tools-form-durationMin', '1');
  fill('tools-form-intervalSec', '10');
  await userEvent.click(screen.getByTestId('tools-form-submit'));
  expect(await screen.findByTestId('tools-form-result')).toHaveTextContent('(110007)');
  expect(creates(http.post)).toHaveLength(1);
});

it('a push moves a finished TWAP out of Running at once', async () => {
  const { services } = setup();
  await screen.findByTestId('tools-row-a1');
  act(() => {
    services.bus.publish({
      type: 'push',
      stream: 'private',
      topic: ALGO_TOPIC,
      kind: 'delta',
      ts: 1,
      data: [{ ...running, status: 3, state: 'Completed', filledQty: '0.003' }],
    });
  });
  await waitFor(() => expect(screen.queryByTestId('tools-row-a1')).not.toBeInTheDocument());
});

it('Stop is locked while in flight: a double click stops once', async () => {
  const { http } = setup();
  await screen.findByTestId('tools-row-a1');
  http.post.mockImplementation(() => new Promise(() => undefined));
  await userEvent.dblClick(screen.getByTestId('tools-stop-a1'));
  expect(http.post).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('tools-stop-a1')).toBeDisabled();
});
