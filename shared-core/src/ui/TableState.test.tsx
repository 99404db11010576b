// Plain jest matchers only: shared-core's own tsconfig does not load the jest-dom matcher types.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableState, tableStateOf, tableStateTexts, type TableStateTexts } from './TableState';

const texts: TableStateTexts = {
  loading: 'Loading…',
  empty: 'Nothing here',
  error: 'Failed (42: boom)',
  retry: 'Retry',
};

describe('tableStateOf', () => {
  it.each([
    ['error', 'error'],
    ['loading', 'loading'],
    ['idle', 'loading'],
    ['ready', 'empty'],
    ['', 'empty'],
  ] as const)('%s → %s', (status, kind) => expect(tableStateOf(status)).toBe(kind));
});

describe('TableState', () => {
  it('shows the loading state as a status with its text', () => {
    render(<TableState status="loading" testIdPrefix="t" texts={texts} />);
    expect(screen.getByTestId('t-loading').textContent).toBe('Loading…');
    expect(screen.getByRole('status')).toBe(screen.getByTestId('t-loading'));
  });

  it('hides its spinner from assistive technology: the status text says it, no unnamed progressbar', () => {
    render(<TableState status="loading" testIdPrefix="t" texts={texts} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the empty note once loaded', () => {
    render(<TableState status="ready" testIdPrefix="t" texts={texts} />);
    expect(screen.getByTestId('t-empty').textContent).toBe('Nothing here');
    expect(screen.queryByTestId('t-loading')).toBeNull();
  });

  it('shows the error with a Retry that calls back', async () => {
    const onRetry = jest.fn();
    render(<TableState status="error" testIdPrefix="t" texts={texts} onRetry={onRetry} />);
    expect(screen.getByTestId('t-error').textContent).toContain('Failed (42: boom)');
    await userEvent.click(screen.getByTestId('t-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('t-retry').textContent).toBe('Retry');
  });

  it('offers no Retry without a callback', () => {
    render(<TableState status="error" testIdPrefix="t" texts={texts} />);
    expect(screen.getByTestId('t-error')).toBeTruthy();
    expect(screen.queryByTestId('t-retry')).toBeNull();
  });
});

describe('tableStateTexts', () => {
  it('reads the states.* keys, with the error code and message and the empty note values', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    expect(tableStateTexts(t, { code: 10006, message: 'Too many visits' }, { coin: 'ETH' })).toEqual({
      loading: 'states.loading',
      empty: 'states.empty{"coin":"ETH"}',
      error: 'states.error{"code":10006,"message":"Too many visits"}',
      retry: 'states.retry',
    });
    expect(tableStateTexts(t, null)).toEqual({
      loading: 'states.loading',
      empty: 'states.empty',
      error: 'states.error{"code":"","message":""}',
      retry: 'states.retry',
    });
  });
});
