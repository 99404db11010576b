import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DragReorder, OrderPanelTabs } from './OrderPanelTabs';
import { DEFAULT_LAYOUT, moveTab, visibleTabs } from './prefs';
import type { PanelTab } from './tabs';

// the drag chunk (dnd-kit) in before the tests, as the page prefetches it once settled
beforeAll(() => DragReorder.prefetch(), 60_000);

function Strip({ onOrder }: { onOrder: (order: readonly PanelTab[]) => void }) {
  const [layout, setLayout] = useState(DEFAULT_LAYOUT);
  const [active, setActive] = useState<PanelTab>('openOrders');
  const tabs = visibleTabs(layout, ['openOrders', 'positions', 'orderHistory', 'tradeHistory']);
  return (
    <OrderPanelTabs
      active={active}
      tabs={tabs}
      onChange={setActive}
      onReorder={(tab, over) => {
        const next = moveTab(layout, tab, over);
        setLayout(next);
        onOrder(visibleTabs(next, tabs));
      }}
    />
  );
}

const names = () =>
  within(screen.getByTestId('order-panel-tabs'))
    .getAllByRole('tab')
    .map((t) => t.getAttribute('data-testid')?.replace('order-panel-tab-', ''));

describe('OrderPanelTabs: reorder from the keyboard (order-panel §4.1)', () => {
  it('Alt+Left / Alt+Right move the focused tab, keep the focus on it and say where it went', async () => {
    const onOrder = jest.fn();
    renderWithProviders(<Strip onOrder={onOrder} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(names()).toEqual(['openOrders', 'orderHistory', 'positions', 'tradeHistory']);
    expect(onOrder).toHaveBeenLastCalledWith(['openOrders', 'orderHistory', 'positions', 'tradeHistory']);
    expect(screen.getByRole('tab', { name: 'Order history' })).toHaveFocus();
    expect(screen.getByTestId('tab-reorder-status')).toHaveTextContent('Order history moved to position 2 of 4.');
    await userEvent.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    expect(names()).toEqual(['openOrders', 'positions', 'tradeHistory', 'orderHistory']);
    // the last tab goes no further
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(names()).toEqual(['openOrders', 'positions', 'tradeHistory', 'orderHistory']);
    expect(onOrder).toHaveBeenCalledTimes(3);
  });

  it('once the drag chunk is in, each tab is described by the drag hint (pointer and keyboard)', () => {
    renderWithProviders(<Strip onOrder={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'Positions' })).toHaveAccessibleDescription(
      'Drag a tab to move it. From the keyboard: Alt+Left or Alt+Right arrow on a tab.',
    );
  });

  it('plain arrows still move the focus between tabs, not the tabs', async () => {
    const onOrder = jest.fn();
    renderWithProviders(<Strip onOrder={onOrder} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Positions' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Order history' })).toHaveFocus();
    expect(names()).toEqual(['openOrders', 'positions', 'orderHistory', 'tradeHistory']);
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('right to left: Alt+Left moves the tab later (leftwards on screen)', async () => {
    const onOrder = jest.fn();
    renderWithProviders(
      <div dir="rtl">
        <Strip onOrder={onOrder} />
      </div>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Positions' }));
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(names()).toEqual(['openOrders', 'orderHistory', 'positions', 'tradeHistory']);
  });

  it('tabs keep their role and the strip is not reorderable without onReorder', () => {
    renderWithProviders(
      <OrderPanelTabs active="openOrders" tabs={['openOrders', 'assets']} onChange={() => undefined} />,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Assets' })).not.toHaveAttribute('aria-keyshortcuts');
    expect(screen.queryByTestId('tab-reorder-status')).not.toBeInTheDocument();
  });
});
