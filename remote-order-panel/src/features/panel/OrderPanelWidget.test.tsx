import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSymbolChanged, pushBatchApplied, signedIn, type BusEvent } from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { wireOrder } from '../openOrders/fixtures';
import { resetRegulationCache } from '../compliance/useCompliance';
import { NS } from '../../i18n';
import { LAZY_TAB_CONTENT } from '../tabs/lazyContent';
import { DragReorder } from '../tabs/OrderPanelTabs';
import { SettingsPopover } from '../tabs/PanelSettings';
import { OrderPanelWidget } from './OrderPanelWidget';

// the settings popover, the drag strip and the other tabs' content are lazy chunks: in before the
// tests (as the page prefetches them once settled)
beforeAll(() => Promise.all([SettingsPopover, DragReorder, ...LAZY_TAB_CONTENT].map((p) => p.prefetch())), 60_000);

describe('OrderPanelWidget', () => {
  it('shows the tabs, the count and the open orders, live', async () => {
    const { services, http, streams } = createTestServices();
    http.get.mockResolvedValue({
      list: [wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New', side: 'Sell' })],
    });
    renderWithProviders(<OrderPanelWidget />, { services });
    expect(screen.getByTestId('open-orders-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('open-order-row-o-1001')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/contract/v5/order/list', { status: 'open' }, expect.anything());
    expect(streams.private.subscribe).toHaveBeenCalledWith(['user.order']);
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(2)');
    const tabs = within(screen.getByTestId('order-panel-tabs')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Open orders(2)',
      'Positions',
      'Order history',
      'Trade history',
      'Assets',
      'Borrowings',
      'Tools',
      'Profit and loss',
    ]);

    act(() => {
      services.store.dispatch(
        pushBatchApplied([
          {
            type: 'push',
            stream: 'private',
            topic: 'user.order',
            seq: 1,
            kind: 'delta',
            ts: 1,
            data: [wireOrder({ orderStatus: 'Filled' })],
          },
        ]),
      );
    });
    expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(1)');
  });

  it('another tab shows its own content; the open orders count stays', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder()] });
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-orders-table');
    await userEvent.click(screen.getByRole('tab', { name: 'Borrowings' }));
    expect(await screen.findByTestId('borrowings-tab')).toBeInTheDocument();
    expect(screen.queryByTestId('open-orders-table')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(1)');
  });

  it('cancels an order; a failure is toasted and the order stays', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New' })] });
    http.post.mockResolvedValueOnce({ orderId: 'o-1001', symbol: 'BTC-27DEC24-100000-C', orderStatus: 'Cancelled' });
    http.post.mockRejectedValueOnce(
      new ApiError(110001, 'order not exists or too late to cancel', 'business', '/contract/v5/order/cancel'),
    );
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('cancel-order-o-1001'));
    expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cancel-order-o-2'));
    expect(toasts).toEqual([
      // a cancel that went through: no toast of its own (the order's push brings the §4.5 notice,
      // features/notifications); a refused one: order-panel §8's key, not the code's text
      expect.objectContaining({ type: 'toast', severity: 'error', messageKey: `${NS}:CancelFailure` }),
    ]);
    expect(screen.getByTestId('open-order-row-o-2')).toBeInTheDocument();
  });

  it('by keyboard: a double Enter cancels once, focus stays on the button, then moves to the next order', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({
      list: [wireOrder(), wireOrder({ orderId: 'o-2', orderStatus: 'New', side: 'Sell' })],
    });
    let answer: (v: unknown) => void = () => undefined;
    http.post.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<OrderPanelWidget />, { services });
    const first = await screen.findByRole('button', { name: 'Cancel Buy order BTC-27DEC24-100000-C' });
    act(() => first.focus());
    await userEvent.keyboard('{Enter}{Enter}');
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(first);
    await act(async () => answer({ orderId: 'o-1001', symbol: 'BTC-27DEC24-100000-C', orderStatus: 'Cancelled' }));
    await waitFor(() => expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel Sell order BTC-27DEC24-100000-C' }));
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('Arabic: price, quantity, filled and the order time read left to right inside the row', async () => {
    const { services, http } = createTestServices({ language: 'ar-SA' });
    http.get.mockResolvedValue({ list: [wireOrder()] });
    renderWithProviders(<OrderPanelWidget />, { services });
    const row = await screen.findByTestId('open-order-row-o-1001');
    const isolated = Array.from(row.querySelectorAll('bdi[dir="ltr"]')).map((e) => e.textContent);
    // the time's date and clock halves would swap places in a right-to-left cell
    expect(isolated).toEqual(expect.arrayContaining([expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)]));
    expect(isolated).toEqual(expect.arrayContaining(['1,250.5', '1.50']));
  });

  it('an HTTP 503 on cancel is told as a server error, not as the grid-bot code 503', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder()] });
    http.post.mockRejectedValueOnce(new ApiError(503, 'http error', 'http', '/contract/v5/order/cancel'));
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('cancel-order-o-1001'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ messageKey: 'common:errors.http' });
    expect(screen.getByTestId('open-order-row-o-1001')).toBeInTheDocument();
  });

  it('shows the empty state and the error state with retry', async () => {
    const { services, http } = createTestServices();
    let calls = 0;
    http.get.mockImplementation((path: string) => {
      if (path !== '/contract/v5/order/list') return Promise.resolve({ confirms: '' });
      calls += 1;
      return calls === 1
        ? Promise.reject(new ApiError(9000001, 'timeout', 'timeout', '/contract/v5/order/list'))
        : Promise.resolve({ list: [] });
    });
    renderWithProviders(<OrderPanelWidget />, { services });
    expect(await screen.findByTestId('open-orders-error')).toHaveTextContent('9000001');
    await userEvent.click(screen.getByTestId('open-orders-retry'));
    expect(await screen.findByTestId('open-orders-empty')).toHaveTextContent('You have no open orders.');
  });

  it('offers "Only <instrument>" once another widget picks an instrument, and filters to it', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({
      list: [wireOrder(), wireOrder({ orderId: 'o-2', symbol: 'ETH-27NOV26-3000-P', orderStatus: 'New' })],
    });
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-o-2');
    expect(screen.queryByTestId('current-only')).not.toBeInTheDocument();

    // What the option entry dispatches when the trader picks an option.
    act(() => void services.store.dispatch(currentSymbolChanged('ETH-27NOV26-3000-P')));
    const only = screen.getByRole('checkbox', { name: 'Only ETH-27NOV26-3000-P' });
    await userEvent.click(only);
    expect(screen.getByTestId('open-order-row-o-2')).toBeInTheDocument();
    expect(screen.queryByTestId('open-order-row-o-1001')).not.toBeInTheDocument();
    // The count on the tab stays the account's total.
    expect(screen.getByTestId('open-order-count')).toHaveTextContent('(2)');

    await userEvent.click(only);
    expect(screen.getByTestId('open-order-row-o-1001')).toBeInTheDocument();
  });
});

describe('OrderPanelWidget: open-order sub-tabs and cancel all', () => {
  const orders = [
    wireOrder({ orderId: 'l-1', symbol: 'BTCUSDT', orderStatus: 'New' }),
    wireOrder({ orderId: 'l-2', symbol: 'ETHUSDT', orderStatus: 'New' }),
    wireOrder({
      orderId: 'c-1',
      symbol: 'BTCUSDT',
      orderStatus: 'Untriggered',
      stopOrderType: 'Stop',
      triggerPrice: '70000',
      triggerBy: 'LastPrice',
    }),
    wireOrder({
      orderId: 't-1',
      symbol: 'BTCUSDT',
      orderStatus: 'Untriggered',
      stopOrderType: 'PartialStopLoss',
      triggerPrice: '60000',
      triggerBy: 'MarkPrice',
    }),
    // an option TP/SL is listed nowhere
    wireOrder({ orderId: 'x-1', orderStatus: 'Untriggered', stopOrderType: 'TakeProfit' }),
  ];
  const routed = (http: ReturnType<typeof createTestServices>['http'], confirms = '') =>
    http.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/contract/v5/order/list' ? { list: orders } : { confirms }),
    );
  const count = (tab: string) => screen.getByTestId(`open-order-sub-tab-${tab}`).getAttribute('data-count');

  it('puts each order in its sub-tab with live counts; conditional rows show their trigger', async () => {
    const { services, http } = createTestServices();
    routed(http);
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-l-1');
    expect([count('ordinary'), count('conditional'), count('tpsl')]).toEqual(['2', '1', '1']);
    expect(screen.queryByTestId('open-order-row-c-1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('open-order-sub-tab-conditional'));
    const row = await screen.findByTestId('open-order-row-c-1');
    expect(row).toHaveTextContent('70,000');
    expect(row).toHaveTextContent('Last price');
    expect(row).toHaveTextContent('Conditional');
    await userEvent.click(screen.getByTestId('open-order-sub-tab-tpsl'));
    expect(await screen.findByTestId('open-order-row-t-1')).toHaveTextContent('Partial stop loss');
    expect(screen.queryByTestId('open-order-row-x-1')).not.toBeInTheDocument();
    // a push changes the counts, whichever sub-tab is open
    act(() => {
      services.store.dispatch(
        pushBatchApplied([
          {
            type: 'push',
            stream: 'private',
            topic: 'user.order',
            seq: 1,
            kind: 'delta',
            ts: 1,
            data: [{ ...orders[0], orderStatus: 'Filled' }],
          },
        ]),
      );
    });
    expect(count('ordinary')).toBe('1');
  });

  it('demo accounts see no OCO sub-tab', async () => {
    const { services, http } = createTestServices();
    routed(http);
    services.store.dispatch(signedIn({ userId: 1, email: 'd@x', accountType: 'UTA2', isDemo: true }));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-l-1');
    expect(screen.queryByTestId('open-order-sub-tab-oco')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-order-sub-tab-mmrClose')).toBeInTheDocument();
  });

  it('cancel all sends the sub-tab code once, even on a double click', async () => {
    const { services, http } = createTestServices();
    routed(http);
    let answer: (v: unknown) => void = () => undefined;
    http.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-l-1');
    await userEvent.dblClick(screen.getByTestId('cancel-all'));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith('/contract/v5/order/cancel-totally-integrated', {
      orderTypeList: ['Activity'],
    });
    expect(screen.getByTestId('cancel-all')).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer({ list: [{ orderId: 'l-1' }, { orderId: 'l-2' }] }));
    expect(screen.queryByTestId('open-order-row-l-1')).not.toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ severity: 'success', messageKey: `${NS}:orderCancelSuc` })]);
  });

  it('cancel all by keyboard: a double Enter sends once, focus stays, then lands on the sub-tab', async () => {
    const { services, http } = createTestServices();
    routed(http);
    let answer: (v: unknown) => void = () => undefined;
    http.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-l-1');
    const button = screen.getByTestId('cancel-all');
    act(() => button.focus());
    await userEvent.keyboard('{Enter}{Enter}');
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    await act(async () => answer({ list: [{ orderId: 'l-1' }, { orderId: 'l-2' }] }));
    expect(screen.queryByTestId('cancel-all')).not.toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('role', 'tab');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
  });

  it('cancel all with one order in the sub-tab is not offered', async () => {
    const { services, http } = createTestServices();
    routed(http);
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-l-1');
    await userEvent.click(screen.getByTestId('open-order-sub-tab-conditional'));
    expect(screen.queryByTestId('cancel-all')).not.toBeInTheDocument();
  });

  it('asks first when cancelAllConfirm is set; 11050 says cancelOverload then fails and reloads', async () => {
    const { services, http } = createTestServices();
    routed(http, 'cancelAllConfirm');
    http.post.mockRejectedValueOnce(
      new ApiError(11050, 'too many', 'business', '/contract/v5/order/cancel-totally-integrated'),
    );
    const toasts: BusEvent[] = [];
    services.bus.on('toast').subscribe((e) => toasts.push(e));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-l-1');
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/user/double-confirm/list', undefined, expect.anything()),
    );
    await userEvent.click(screen.getByTestId('cancel-all'));
    expect(http.post).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByTestId('cancel-all-confirm'));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts.map((t) => (t.type === 'toast' ? `${t.severity}:${t.messageKey}` : ''))).toEqual([
      `success:${NS}:cancelOverload`,
      `error:${NS}:CancelFailure`,
    ]);
    const listCalls = http.get.mock.calls.filter(([p]) => p === '/contract/v5/order/list');
    expect(listCalls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('OrderPanelWidget: tabs by account and region, hide, reorder, filter', () => {
  const EU_FILE = {
    version: '1.0.0',
    global: { borrowing: true, tools: true },
    sites: { EU: { borrowing: false, tools: false } },
    restrictOperate: { EEA: ['borrowing'] },
  };
  const routed = (
    http: ReturnType<typeof createTestServices>['http'],
    regulation: Record<string, unknown> = { restrictOperate: false, site: 'global' },
  ) =>
    http.get.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/contract/v5/order/list'
          ? { list: [wireOrder()] }
          : path.startsWith('/static/compliance')
            ? EU_FILE
            : path === '/compliance/v1/wall/regulation-info'
              ? regulation
              : { confirms: '' },
      ),
    );
  const tabNames = () =>
    within(screen.getByTestId('order-panel-tabs'))
      // hidden: true: the settings popover may be open over the strip
      .getAllByRole('tab', { hidden: true })
      .map((t) => t.getAttribute('data-testid'));

  beforeEach(() => {
    localStorage.clear();
    resetRegulationCache();
  });

  it('the EU site (named by the regulation call) has no borrowings and no tools', async () => {
    const { services, http } = createTestServices();
    routed(http, { restrictOperate: false, site: 'EU' });
    renderWithProviders(<OrderPanelWidget />, { services });
    await waitFor(() => expect(tabNames()).not.toContain('order-panel-tab-tools'));
    expect(tabNames()).not.toContain('order-panel-tab-borrowings');
    expect(tabNames()).toContain('order-panel-tab-pnl');
  });

  it('a demo account has no P&L tab', async () => {
    const { services, http } = createTestServices();
    routed(http);
    services.store.dispatch(signedIn({ userId: 7, email: 'd@x', accountType: 'UTA2', isDemo: true }));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-o-1001');
    expect(tabNames()).not.toContain('order-panel-tab-pnl');
  });

  it('hides the active tab after a confirm, moves to its neighbour, reorders, and keeps it after a reload', async () => {
    const { services, http } = createTestServices();
    routed(http);
    services.store.dispatch(signedIn({ userId: 9, email: 't@x', accountType: 'UTA2' }));
    const first = renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-o-1001');
    await userEvent.click(screen.getByTestId('order-panel-tab-assets'));
    await userEvent.click(screen.getByTestId('panel-settings-button'));
    // the popover is a lazy chunk: it comes in after the click
    await userEvent.click(within(await screen.findByTestId('settings-show-assets')).getByRole('switch'));
    await userEvent.click(screen.getByTestId('hide-never'));
    await userEvent.click(screen.getByTestId('hide-confirm'));
    expect(tabNames()).not.toContain('order-panel-tab-assets');
    expect(screen.getByTestId('order-panel-tab-borrowings')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByTestId('settings-earlier-tradeHistory'));
    first.unmount();

    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('order-panel-tab-openOrders');
    expect(tabNames()).toEqual([
      'order-panel-tab-openOrders',
      'order-panel-tab-positions',
      'order-panel-tab-tradeHistory',
      'order-panel-tab-orderHistory',
      'order-panel-tab-borrowings',
      'order-panel-tab-tools',
      'order-panel-tab-pnl',
    ]);
    // "never show again": hiding the next tab asks nothing
    await userEvent.click(screen.getByTestId('panel-settings-button'));
    await userEvent.click(within(await screen.findByTestId('settings-show-tools')).getByRole('switch'));
    expect(screen.queryByTestId('hide-confirm')).not.toBeInTheDocument();
    expect(tabNames()).not.toContain('order-panel-tab-tools');
  }, 20_000);

  it('UTA2: the instrument filter narrows the rows; all-markets off disables it and resets it to ALL', async () => {
    const { services, http } = createTestServices();
    http.get.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/contract/v5/order/list'
          ? { list: [wireOrder(), wireOrder({ orderId: 'p-1', symbol: 'BTCUSDT', orderStatus: 'New' })] }
          : {},
      ),
    );
    services.store.dispatch(signedIn({ userId: 3, email: 'u@x', accountType: 'UTA2' }));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-p-1');
    // a native select, named by its label (keyboard and screen readers as the browser's own)
    const filter = screen.getByRole('combobox', { name: 'Instruments' });
    await userEvent.selectOptions(filter, 'OPTIONS');
    expect(filter).toHaveValue('OPTIONS');
    expect(screen.queryByTestId('open-order-row-p-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-order-row-o-1001')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('panel-settings-button'));
    await userEvent.click(within(await screen.findByTestId('setting-allMarkets')).getByRole('switch'));
    const disabled = screen.getByRole('combobox', { name: 'Instruments', hidden: true });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveValue('ALL');
    expect(disabled).toHaveAccessibleDescription('Turn on all markets to filter');
    // both rows are back: the filter no longer narrows
    expect(screen.getByTestId('open-order-row-p-1')).toBeInTheDocument();
  });
});

describe('OrderPanelWidget: stored per user (order-panel §4.1, §5)', () => {
  beforeEach(() => localStorage.clear());
  const start = (userId: number, accountType = 'UTA2') => {
    const { services, http } = createTestServices();
    http.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/contract/v5/order/list' ? { list: [wireOrder()] } : {}),
    );
    services.store.dispatch(signedIn({ userId, email: `${userId}@x`, accountType }));
    return renderWithProviders(<OrderPanelWidget />, { services });
  };

  it('the instrument filter chosen is restored after a reload, for that trader only', async () => {
    const first = start(21);
    await screen.findByTestId('open-order-row-o-1001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Instruments' }), 'EXPIRY');
    first.unmount();

    const again = start(21);
    await screen.findByTestId('open-order-count');
    expect(screen.getByRole('combobox', { name: 'Instruments' })).toHaveValue('EXPIRY');
    again.unmount();

    start(22);
    await screen.findByTestId('open-order-row-o-1001');
    expect(screen.getByRole('combobox', { name: 'Instruments' })).toHaveValue('ALL');
  }, 20_000);

  it('a tab moved from the keyboard on the strip stays moved after a reload', async () => {
    const first = start(23);
    await screen.findByTestId('open-order-row-o-1001');
    await userEvent.click(screen.getByRole('tab', { name: 'Trade history' }));
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    first.unmount();

    start(23);
    await screen.findByTestId('open-order-row-o-1001');
    const order = within(screen.getByTestId('order-panel-tabs'))
      .getAllByRole('tab')
      .map((t) => t.getAttribute('data-testid'));
    expect(order.indexOf('order-panel-tab-tradeHistory')).toBeLessThan(order.indexOf('order-panel-tab-orderHistory'));
  }, 20_000);
});

describe('OrderPanelWidget: spread sub-tab from the profile (order-panel §2.2)', () => {
  it.each([
    [{ accountType: 'UTA2', spreadAccess: true }, true],
    [{ accountType: 'UTA2' }, false],
    [{ accountType: 'UTA2', spreadAccess: true, isDemo: true }, false],
    [{ accountType: 'UTA', spreadAccess: true }, false],
  ] as const)('%j → spread sub-tab shown: %s', async (profile, shown) => {
    const { services, http } = createTestServices();
    http.get.mockImplementation((path: string) =>
      Promise.resolve(path === '/contract/v5/order/list' ? { list: [wireOrder()] } : {}),
    );
    services.store.dispatch(signedIn({ userId: 5, email: 's@x', ...profile }));
    renderWithProviders(<OrderPanelWidget />, { services });
    await screen.findByTestId('open-order-row-o-1001');
    if (shown) expect(screen.getByRole('tab', { name: /Spread/ })).toBeInTheDocument();
    else expect(screen.queryByRole('tab', { name: /Spread/ })).not.toBeInTheDocument();
  });
});

describe('OrderPanelWidget: close all (order-panel §4.3, §5)', () => {
  const positions = [
    { symbol: 'BTCUSDT', size: '0.25', side: 'Buy', positionIdx: 0 },
    { symbol: 'ETHUSDT', size: '4', side: 'Sell', positionIdx: 0 },
    { symbol: 'BTC-27DEC24-100000-C', size: '1.5', side: 'Buy', positionIdx: 0 },
  ];
  const routed = (http: ReturnType<typeof createTestServices>['http'], confirms = '') =>
    http.get.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/contract/v5/position/list'
          ? { list: positions }
          : path === '/contract/v5/order/list'
            ? { list: [] }
            : { confirms },
      ),
    );
  beforeEach(() => localStorage.clear());

  it('asks, sends the close-all body once, saves "do not ask again" and says the option tip', async () => {
    const { services, http } = createTestServices();
    routed(http, 'tradeNotifyClose'); // fill notices switched off: must stay off
    let answer: (v: unknown) => void = () => undefined;
    http.post.mockImplementation((path: string) =>
      path === '/contract/v5/position/close-all'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve({ confirms: [] }),
    );
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('order-panel-tab-positions'));
    expect(await screen.findByTestId('close-all-option-tip')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('close-all'));
    expect(http.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('close-all-dont-ask'));
    await userEvent.click(screen.getByTestId('close-all-confirm'));
    expect(http.post).toHaveBeenCalledWith('/user/double-confirm/save', {
      confirms: ['tradeNotifyClose', 'hideCloseAllPosition'],
    });
    expect(http.post).toHaveBeenCalledWith('/contract/v5/position/close-all', {
      withUsdcPerp: true,
      withUsdcFuture: true,
    });
    // locked while in flight: a second click cannot send again; focus is back on the button
    expect(screen.getByTestId('close-all')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('close-all')));
    await userEvent.click(screen.getByTestId('close-all'));
    expect(http.post.mock.calls.filter(([p]) => p === '/contract/v5/position/close-all')).toHaveLength(1);
    await act(async () => answer({ list: [] }));
    // no confirm the second time: the click alone sends (the first dialog may still be fading out)
    await userEvent.click(screen.getByTestId('close-all'));
    await waitFor(() =>
      expect(http.post.mock.calls.filter(([p]) => p === '/contract/v5/position/close-all')).toHaveLength(2),
    );
  });

  it('with hideCloseAllPosition set it closes without asking; one non-option position offers nothing', async () => {
    const { services, http } = createTestServices();
    routed(http, 'hideCloseAllPosition');
    http.post.mockResolvedValue({ list: [] });
    renderWithProviders(<OrderPanelWidget />, { services });
    await userEvent.click(await screen.findByTestId('order-panel-tab-positions'));
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/user/double-confirm/list', undefined, expect.anything()),
    );
    const button = await screen.findByTestId('close-all');
    positions.splice(1, 1);
    await userEvent.click(button);
    expect(screen.queryByTestId('close-all-confirm')).not.toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith('/contract/v5/position/close-all', expect.anything());
    // after the close the summary is reloaded: one non-option position left, no button
    await waitFor(() => expect(screen.queryByTestId('close-all')).not.toBeInTheDocument());
  });
});
