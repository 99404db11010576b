import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { RepayBar } from './RepayBar';

const meta = {
  title: 'remote-order-panel/Repay/RepayBar',
  component: RepayBar,
  decorators: [withOrderPanelI18n],
  args: { debts: [{ coin: 'BTC', amount: '0.05000000' }], status: 'ready', openCoin: null },
  argTypes: { onRepay: { action: 'repay' }, onRetry: { action: 'retry' } },
} satisfies Meta<typeof RepayBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { debts: [], status: 'loading' } };
export const Empty: Story = { args: { debts: [] } };
export const Error: Story = { args: { debts: [], status: 'error' } };
/** A frame is open: every Repay is locked until it closes. */
export const Opening: Story = { args: { openCoin: 'BTC' } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    debts: [
      { coin: 'BTC', amount: '12.345.678,12345678' },
      { coin: 'ETH', amount: '0,00000001' },
      { coin: 'DOGEWIFHAT', amount: '99.999.999,00000000' },
      { coin: 'USDC', amount: '0,0001' },
    ],
  },
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <RepayBar {...args} />
    </div>
  ),
};
