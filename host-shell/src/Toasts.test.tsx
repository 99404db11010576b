import { act, screen, within } from '@testing-library/react';
import { Toasts, TOAST_DURATION_MS } from './Toasts';
import { renderWithServices } from './testUtils';

describe('Toasts', () => {
  it('shows bus toasts (text or message key): successes fade after 2500 ms, errors stay until closed', () => {
    jest.useFakeTimers();
    try {
      const { services } = renderWithServices(<Toasts />);
      act(() => {
        services.bus.publish({ type: 'toast', severity: 'success', text: 'Order placed' });
        services.bus.publish({ type: 'toast', severity: 'error', messageKey: 'common:errors.9000001' });
      });
      expect(within(screen.getByTestId('toasts')).getByText('Order placed')).toBeInTheDocument();
      expect(
        within(screen.getByTestId('toasts')).getByText('The request timed out. Please try again.'),
      ).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION_MS + 10);
      });
      expect(within(screen.getByTestId('toasts')).queryByText('Order placed')).not.toBeInTheDocument();
      // an error stays until the trader closes it
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(
        within(screen.getByTestId('toasts')).getByText('The request timed out. Please try again.'),
      ).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: /close/i }).click());
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(
        within(screen.getByTestId('toasts')).queryByText('The request timed out. Please try again.'),
      ).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Toasts under a burst', () => {
  it('200 fills in one second: one line "Order filled (200)" with the latest text, said once politely', () => {
    const { services } = renderWithServices(<Toasts />);
    act(() => {
      for (let i = 1; i <= 200; i++)
        services.bus.publish({
          type: 'toast',
          severity: 'success',
          title: 'Order filled',
          text: `Bought ${i} BTCUSDT`,
          durationMs: 2500,
        });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Order filled (200)')).toBeInTheDocument();
    expect(screen.getByTestId('toasts').textContent).toContain('Bought 200 BTCUSDT');
    expect(screen.getByRole('status')).toHaveTextContent('Done: Order filled (200): Bought 200 BTCUSDT');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('a liquidation among fills: its own failure line, said at once', () => {
    const { services } = renderWithServices(<Toasts />);
    act(() => {
      services.bus.publish({ type: 'toast', severity: 'success', title: 'Order filled', text: 'a' });
      services.bus.publish({ type: 'toast', severity: 'error', title: 'Liquidation', text: 'BTCUSDT liquidated' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: Liquidation: BTCUSDT liquidated');
  });

  it('at most four lines; closing one keeps the others', () => {
    const { services } = renderWithServices(<Toasts />);
    act(() => {
      for (const title of ['a', 'b', 'c', 'd', 'e'])
        services.bus.publish({ type: 'toast', severity: 'error', title, text: title });
    });
    expect(screen.getAllByTestId('toast').map((t) => t.querySelector('.MuiAlertTitle-root')?.textContent)).toEqual([
      'b',
      'c',
      'd',
      'e',
    ]);
    act(() => screen.getAllByRole('button', { name: 'Close' })[0]!.click());
    expect(screen.queryByText('b', { selector: '.MuiAlertTitle-root' })).not.toBeInTheDocument();
  });
});
