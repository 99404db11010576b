import { act } from '@testing-library/react';
import type { BusEventOf } from 'shared-core';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { DOUBLE_CONFIRM_LIST_PATH } from './api';
import { NOTICE_TOPICS } from './rules';
import { useTradeNotices } from './useTradeNotices';

function Probe() {
  useTradeNotices();
  return <div>probe</div>;
}

const fill = (orderId: string, over: Record<string, unknown> = {}) => ({
  execId: `e-${orderId}`,
  orderId,
  execType: 'Trade',
  orderType: 'Limit',
  leavesQty: '0',
  execQty: '0.5',
  execPrice: '65000',
  symbol: 'BTCUSDT',
  side: 'Buy',
  createType: 'CreateByUser',
  ...over,
});

async function setup(confirms = '', language = 'en') {
  const { services, http, streams } = createTestServices({ language });
  http.get.mockImplementation((path: string) =>
    path === DOUBLE_CONFIRM_LIST_PATH ? Promise.resolve({ confirms }) : new Promise(() => {}),
  );
  const toasts: BusEventOf<'toast'>[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e));
  const view = renderWithProviders(<Probe />, { services });
  await act(async () => {}); // the flags answer
  const push = (topic: string, data: unknown, kind: 'delta' | 'snapshot' = 'delta') =>
    act(() => services.bus.publish({ type: 'push', stream: 'private', topic, kind, ts: 1, data }));
  return { services, streams, toasts, push, view };
}

test('subscribes the seven topics while mounted, and lets them go', async () => {
  const unsubscribe = jest.fn();
  const { services, streams } = createTestServices();
  streams.private.subscribe.mockReturnValue(unsubscribe);
  const view = renderWithProviders(<Probe />, { services });
  expect(streams.private.subscribe).toHaveBeenCalledWith(NOTICE_TOPICS);
  expect(NOTICE_TOPICS).toHaveLength(7);
  view.unmount();
  expect(unsubscribe).toHaveBeenCalled();
});

test('a fill told by user.order and user.trade.msg shows once, 2500 ms, in words', async () => {
  const { toasts, push } = await setup();
  push('user.trade.msg', fill('o1'));
  push('user.order', {
    orderId: 'o1',
    updatedAtE3: '5',
    notification: {
      scene: 4,
      type: 'position',
      payload: { symbol: 'BTCUSDT', side: 'Buy', size: '0.5', leavesQty: '0' },
    },
  });
  push('user.trade.msg', fill('o1'));
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toMatchObject({ severity: 'success', title: 'Order filled', durationMs: 2500 });
  expect(toasts[0]!.text).toBe('Bought \u20660.5\u2069 \u2066BTCUSDT\u2069 at \u206665,000\u2069');
});

test('a kind switched off stays silent; liquidation still shows as a failure', async () => {
  const { toasts, push } = await setup('cancelAllConfirm,tradeNotifyClose');
  push('user.trade.msg', fill('o1'));
  expect(toasts).toHaveLength(0);
  push('user.unify.liquidation', {
    symbol: 'BTCUSDT',
    side: 'Buy',
    size: '1',
    bustPrice: '1',
    orderId: 'L',
    marginMode: 0,
  });
  expect(toasts).toEqual([expect.objectContaining({ severity: 'error', title: 'Liquidation' })]);
});

test('a switch saved elsewhere on the page takes effect without a reload', async () => {
  const { services, toasts, push } = await setup('tradeNotifyClose');
  act(() => services.bus.publish({ type: 'doubleConfirm.changed', confirms: 'cancelAllConfirm' }));
  push('user.trade.msg', fill('o2'));
  expect(toasts).toHaveLength(1);
});

test('snapshots, other streams and unknown pushes tell nothing', async () => {
  const { services, toasts, push } = await setup();
  push('user.trade.msg', [fill('a')], 'snapshot');
  act(() =>
    services.bus.publish({
      type: 'push',
      stream: 'public',
      topic: 'user.trade.msg',
      kind: 'delta',
      ts: 1,
      data: fill('b'),
    }),
  );
  push('user.trade.msg', 'garbage');
  push('user.order', [null, 3, { orderId: 'x' }]);
  expect(toasts).toHaveLength(0);
});

test('a burst of 200 fills: each told once, in order', async () => {
  const { toasts, push } = await setup();
  for (let i = 0; i < 200; i++) push('user.trade.msg', fill(`b${i}`));
  expect(toasts).toHaveLength(200);
});

test('German: decimal comma, German words', async () => {
  const { toasts, push } = await setup('', 'de');
  push('user.trade.msg', fill('o1', { execQty: '1.25', side: 'Sell', orderType: 'Market' }));
  expect(toasts[0]!.text).toBe('\u20661,25\u2069 \u2066BTCUSDT\u2069 zum Marktpreis verkauft');
});
