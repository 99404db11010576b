import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvent } from 'shared-core';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { RepayDialog } from './RepayDialog';
import { RepayPanel } from './RepayPanel';

const WALLET = [
  { coin: 'USDT', walletBalance: '20000', positionIM: '0', orderIM: '0', availableBalance: '20000' },
  { coin: 'BTC', walletBalance: '-0.05', positionIM: '0', orderIM: '0', availableBalance: '-0.05' },
];
// createTestServices' exchange origin
const ORIGIN = 'http://sim.test';

/** A message as the frame (or another window) would post it. */
function post(data: unknown, origin = ORIGIN, source?: Window | null) {
  const frame = screen.getByTestId('repay-frame') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source ?? frame.contentWindow }));
  });
}

describe('RepayPanel (order-panel §2.3, §8)', () => {
  it('opens the frame with coin, spot entry type and theme; a repayment from the frame reloads the debts', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: WALLET });
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    const onRepaid = jest.fn();
    renderWithProviders(<RepayPanel demo={false} onRepaid={onRepaid} />, { services });
    expect(await screen.findByTestId('repay-debt-BTC')).toHaveTextContent('0.05000000');
    expect(screen.queryByTestId('repay-open-USDT')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('repay-open-BTC'));
    const frame = await screen.findByTestId('repay-frame');
    // the page theme of the test providers is dark
    expect(frame).toHaveAttribute('src', `${ORIGIN}/repay/page?coin=BTC&entryType=spot&theme=dark`);
    expect(screen.getByTestId('repay-open-BTC')).toBeDisabled();

    const repaid = { source: 'sim-repay', type: 'result', ok: true, coin: 'BTC', amount: '0.04' };
    // a foreign origin, or another window, is not believed
    post(repaid, 'http://evil.example');
    post(repaid, ORIGIN, window);
    expect(onRepaid).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);

    const calls = http.get.mock.calls.length;
    http.get.mockResolvedValue({ list: [WALLET[0], { ...WALLET[1], walletBalance: '-0.01' }] });
    post(repaid);
    expect(onRepaid).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([
      expect.objectContaining({ severity: 'success', messageKey: 'integrated-trade:repay.done' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('repay-debt-BTC')).toHaveTextContent('0.01000000'));
    expect(http.get.mock.calls.length).toBe(calls + 1);
  }, 30_000);

  it.each([
    ['the frame says it failed', { source: 'sim-repay', type: 'failed', code: 10007 }, true],
    ['the repayment was refused', { source: 'sim-repay', type: 'result', ok: false, code: 30031 }, false],
  ])(
    '%s: a failure notice currentOperationFailed',
    async (_what, data, closes) => {
      const { services, http } = createTestServices();
      http.get.mockResolvedValue({ list: WALLET });
      const toasts: BusEvent[] = [];
      services.bus.on('toast').subscribe((e) => toasts.push(e));
      renderWithProviders(<RepayPanel demo={false} />, { services });
      await userEvent.click(await screen.findByTestId('repay-open-BTC'));
      await screen.findByTestId('repay-frame');
      post(data);
      expect(toasts).toEqual([
        expect.objectContaining({ severity: 'error', messageKey: 'integrated-trade:currentOperationFailed' }),
      ]);
      if (closes) await waitFor(() => expect(screen.queryByTestId('repay-frame')).not.toBeInTheDocument());
      else expect(screen.getByTestId('repay-frame')).toBeInTheDocument();
    },
    30_000,
  );
});

it.each([
  ['a demo account (§6), even one that owes', true, WALLET],
  ['an account that owes nothing', false, [WALLET[0]]],
])('shows no repay for %s', async (_what, demo, wallet) => {
  const { services, http } = createTestServices();
  http.get.mockResolvedValue({ list: wallet });
  const { container } = renderWithProviders(<RepayPanel demo={demo} />, { services });
  await waitFor(() => expect(http.get).toHaveBeenCalledTimes(demo ? 0 : 1));
  // the wallet's answer in and rendered (a macrotask after every promise of the load)
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByTestId('repay-bar')).not.toBeInTheDocument();
  expect(container).toBeEmptyDOMElement();
});

it('a frame that never says it is ready counts as failed (§8)', async () => {
  const onMessage = jest.fn();
  renderWithProviders(
    <RepayDialog
      coin="BTC"
      url={`${ORIGIN}/repay/page?coin=BTC&entryType=spot&theme=light`}
      onMessage={onMessage}
      onClose={() => undefined}
      loadTimeoutMs={10}
    />,
  );
  await waitFor(() => expect(onMessage).toHaveBeenCalledWith({ type: 'failed', code: 0 }));
});
