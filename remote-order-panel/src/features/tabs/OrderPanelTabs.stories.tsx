import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { ComingSoon, OrderPanelTabs } from './OrderPanelTabs';

const meta = {
  title: 'remote-order-panel/OrderPanelTabs',
  component: OrderPanelTabs,
  decorators: [withOrderPanelI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: { active: 'openOrders', openOrderCount: 3, onChange: () => {} },
} satisfies Meta<typeof OrderPanelTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The count is unknown while the first snapshot loads: it shows 0. */
export const Loading: Story = { args: { openOrderCount: undefined } };
export const Empty: Story = { args: { openOrderCount: 0 } };
/** A tab that is not built yet, as the panel shows it. */
export const Error: Story = {
  name: 'Coming later',
  args: { active: 'tools' },
  render: (args) => (
    <>
      <OrderPanelTabs {...args} />
      <ComingSoon tab={args.active} />
    </>
  ),
};
export const EdgeValues: Story = { args: { openOrderCount: 12345, active: 'pnl' } };
