import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { CurrentInstrumentFilter } from './CurrentInstrumentFilter';

const meta = {
  title: 'remote-order-panel/Open orders/CurrentInstrumentFilter',
  component: CurrentInstrumentFilter,
  decorators: [withOrderPanelI18n],
  args: { symbol: 'BTC-27NOV26-90000-C', checked: false, onChange: () => undefined },
} satisfies Meta<typeof CurrentInstrumentFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { checked: true } };
/** Before any instrument is chosen the control is not shown at all (the story renders a note). */
export const Empty: Story = {
  render: (args) => (
    <div>
      <CurrentInstrumentFilter {...args} symbol={null} />
      <em>no instrument chosen: nothing to filter by</em>
    </div>
  ),
};
// No loading or error story: the control only reflects store state and never waits or fails.
export const EdgeValues: Story = { name: 'Edge values', args: { symbol: 'BTC-26JUN27-1000000-C-USDT', checked: true } };
