import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEventOf } from 'shared-core';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { DOUBLE_CONFIRM_LIST_PATH, DOUBLE_CONFIRM_SAVE_PATH } from './api';
import { NoticeSettings } from './NoticeSettings';

function setup(confirms: unknown = 'cancelAllConfirm,tradeNotifyClose') {
  const { services, http } = createTestServices();
  http.get.mockImplementation((path: string) =>
    path === DOUBLE_CONFIRM_LIST_PATH ? Promise.resolve({ confirms }) : new Promise(() => {}),
  );
  const changes: BusEventOf<'doubleConfirm.changed'>[] = [];
  services.bus.on('doubleConfirm.changed').subscribe((e) => changes.push(e));
  renderWithProviders(<NoticeSettings />, { services });
  return { services, http, changes };
}
const sw = (kind: string) => screen.getByTestId(`notice-switch-${kind}`).querySelector('input')!;

test('the switches show the saved list; liquidation on and locked', async () => {
  setup();
  await waitFor(() => expect(sw('created')).toBeEnabled());
  expect(sw('trade')).not.toBeChecked();
  expect(sw('created')).toBeChecked();
  expect(sw('liquidation')).toBeChecked();
  expect(sw('liquidation')).toBeDisabled();
});

test('switching one kind saves the whole list once (other flags kept) and tells every widget', async () => {
  const { http, changes } = setup();
  let answer: (v: unknown) => void = () => {};
  http.post.mockImplementation(() => new Promise((r) => (answer = r)));
  await waitFor(() => expect(sw('created')).toBeEnabled());
  await userEvent.click(sw('created'));
  // locked while in flight: a second click sends nothing
  expect(sw('cancelled')).toBeDisabled();
  fireEvent.click(sw('created'));
  fireEvent.click(sw('trade'));
  expect(http.post).toHaveBeenCalledTimes(1);
  expect(http.post).toHaveBeenCalledWith(DOUBLE_CONFIRM_SAVE_PATH, {
    confirms: ['cancelAllConfirm', 'tradeNotifyClose', 'createOrderNotifyClose'],
  });
  await act(async () => answer({ confirms: 'cancelAllConfirm,tradeNotifyClose,createOrderNotifyClose' }));
  expect(sw('created')).not.toBeChecked();
  expect(changes).toEqual([
    { type: 'doubleConfirm.changed', confirms: 'cancelAllConfirm,tradeNotifyClose,createOrderNotifyClose' },
  ]);
});

test('a failed save: the switch as it was, said; nothing told, nothing re-sent', async () => {
  const { http, changes } = setup('');
  http.post.mockRejectedValue(new Error('offline'));
  await waitFor(() => expect(sw('created')).toBeEnabled());
  await userEvent.click(sw('trade'));
  expect(await screen.findByTestId('notice-settings-save-error')).toBeInTheDocument();
  expect(sw('trade')).toBeChecked();
  expect(changes).toEqual([]);
  expect(http.post).toHaveBeenCalledTimes(1);
});

test('while the list loads the switches show, locked', async () => {
  setup();
  expect(sw('created')).toBeDisabled();
  expect(screen.getByText('Loading your notification settings…')).toBeInTheDocument();
  await waitFor(() => expect(sw('created')).toBeEnabled());
});

test('the list cannot be read: no switch to flip, a retry reads it again', async () => {
  const { services, http } = createTestServices();
  http.get.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ confirms: '' });
  renderWithProviders(<NoticeSettings />, { services });
  await userEvent.click(await screen.findByTestId('notice-settings-retry'));
  expect(await screen.findByTestId('notice-switch-trade')).toBeInTheDocument();
  expect(http.get).toHaveBeenCalledTimes(2);
  expect(http.post).not.toHaveBeenCalled();
});
