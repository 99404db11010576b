import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { useState } from 'react';
import { OrderPanelTabs, type OrderPanelTabsProps } from './OrderPanelTabs';

const meta = {
  title: 'remote-order-panel/Tabs/OrderPanelTabs',
  component: OrderPanelTabs,
  decorators: [withOrderPanelI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: { active: 'openOrders', openOrderCount: 3, onChange: () => {} },
} satisfies Meta<typeof OrderPanelTabs>;

export default meta;

/** The strip with its order kept in the story's state. */
function ReorderableStrip(args: OrderPanelTabsProps) {
  const [tabs, setTabs] = useState(args.tabs ?? []);
  return (
    <OrderPanelTabs
      {...args}
      tabs={tabs}
      onReorder={(tab, over) => {
        const next = tabs.filter((t) => t !== tab);
        next.splice(tabs.indexOf(over), 0, tab);
        setTabs(next);
      }}
    />
  );
}
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The count is unknown while the first snapshot loads: it shows 0. */
export const Loading: Story = { args: { openOrderCount: undefined } };
export const Empty: Story = { args: { openOrderCount: 0 } };
export const EdgeValues: Story = { name: 'Edge values', args: { openOrderCount: 12345, active: 'pnl' } };
/** Reorderable: drag a tab (dnd-kit, loaded once the page settled or on hover) or Alt+Left / Alt+Right on a focused tab. */
export const Reorderable: Story = {
  args: { tabs: ['openOrders', 'positions', 'orderHistory', 'tradeHistory', 'assets'] },
  render: (args) => <ReorderableStrip {...args} />,
};
/** Right to left: the strip runs from the right; Alt+Left moves a tab later. */
export const RightToLeft: Story = { name: 'Right to left (Arabic)', ...Reorderable, globals: { locale: 'ar-SA' } };
