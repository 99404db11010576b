import { act, screen } from '@testing-library/react';
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
      expect(screen.getByText('Order placed')).toBeInTheDocument();
      expect(screen.getByText('The request timed out. Please try again.')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION_MS + 10);
      });
      expect(screen.queryByText('Order placed')).not.toBeInTheDocument();
      // an error stays until the trader closes it
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('The request timed out. Please try again.')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: /close/i }).click());
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.queryByText('The request timed out. Please try again.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
