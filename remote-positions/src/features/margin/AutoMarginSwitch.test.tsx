import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Position } from 'shared-core';
import { ApiError, type HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { MarginPaths } from './api';
import { AutoMarginSwitch } from './AutoMarginSwitch';

const isolated = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 0,
  isIsolated: true,
  isAutoAddMargin: false,
  entryPrice: '3250',
  marketsType: 'UsdtPerpetual',
} as Position;

function setup(position: Position = isolated) {
  const { services, http } = createTestServices();
  const toasts: { messageKey?: string; severity: string }[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e));
  const view = renderWithProviders(<AutoMarginSwitch position={position} />, { services: services as HostServices });
  const calls = () => http.post.mock.calls.filter(([path]) => path === MarginPaths.setAutoAddMargin);
  return { http, toasts, calls, view, services };
}
const theSwitch = () => screen.getByTestId('auto-margin:ETHUSDT:0');

it('flips on success only, one call while in flight, with autoAddMarginSuccess', async () => {
  const { http, calls, toasts } = setup();
  let answer: (v: unknown) => void = () => undefined;
  http.post.mockImplementation(() => new Promise((r) => (answer = r)));
  await userEvent.click(theSwitch());
  await waitFor(() => expect(calls()).toHaveLength(1));
  expect(theSwitch()).not.toBeChecked();
  expect(theSwitch()).toBeDisabled();
  await userEvent.click(theSwitch(), { pointerEventsCheck: 0 });
  expect(calls()).toEqual([
    [MarginPaths.setAutoAddMargin, { symbol: 'ETHUSDT', positionIdx: 0, newAutoAddMargin: true }],
  ]);
  await act(async () => answer({ autoAddMargin: true }));
  await waitFor(() => expect(theSwitch()).toBeChecked());
  expect(toasts).toEqual([expect.objectContaining({ messageKey: 'positions:autoAddMarginSuccess' })]);
});

it('stays as it was when the exchange refuses', async () => {
  const { http, toasts } = setup({ ...isolated, isAutoAddMargin: true });
  http.post.mockImplementation((path: string) => Promise.reject(new ApiError(30044, 'not isolated', 'business', path)));
  await userEvent.click(theSwitch());
  await waitFor(() => expect(theSwitch()).toBeEnabled());
  expect(theSwitch()).toBeChecked();
  expect(toasts).toEqual([expect.objectContaining({ severity: 'error' })]);
});

it('turning off says disableAutoAddMarginSuccess', async () => {
  const { http, toasts } = setup({ ...isolated, isAutoAddMargin: true });
  http.post.mockImplementation(() => Promise.resolve({ autoAddMargin: false }));
  await userEvent.click(theSwitch());
  await waitFor(() => expect(theSwitch()).not.toBeChecked());
  expect(toasts).toEqual([expect.objectContaining({ messageKey: 'positions:disableAutoAddMarginSuccess' })]);
});

it.each([
  ['a cross position', { isIsolated: false }],
  ['an option', { symbol: 'BTC-27DEC24-100000-C', marketsType: 'Option' }],
])('is not offered for %s', (_name, patch) => {
  setup({ ...isolated, ...patch } as Position);
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
});

it('is disabled without an entry price', () => {
  setup({ ...isolated, entryPrice: '0' });
  expect(theSwitch()).toBeDisabled();
});
