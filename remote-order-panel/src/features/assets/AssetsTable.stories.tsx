import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { AssetsTable } from './AssetsTable';
import { assetRows } from './rules';

const WALLET = [
  {
    coin: 'USDT',
    walletBalance: '20000.123456',
    positionIM: '1250.5',
    orderIM: '10',
    availableBalance: '18739.623456',
  },
  { coin: 'BTC', walletBalance: '0.5', positionIM: '0', orderIM: '0', availableBalance: '0.5' },
  { coin: 'USDC', walletBalance: '0', positionIM: '0', orderIM: '0', availableBalance: '0' },
];

/** Stories render the presentational table: balances through props, no back end. */
const meta = {
  title: 'remote-order-panel/Assets/AssetsTable',
  component: AssetsTable,
  decorators: [withOrderPanelI18n],
  args: { rows: assetRows(WALLET, 'en'), status: 'ready', error: null },
  argTypes: { onRefresh: { action: 'refresh' } },
} satisfies Meta<typeof AssetsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [] } };
export const Error: Story = { args: { rows: [], status: 'error', error: { code: 10016, message: 'Server error' } } };
export const Refreshing: Story = { args: { refreshing: true } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: assetRows(
      [
        {
          coin: 'USDT',
          walletBalance: '123456789012.5',
          positionIM: '99999999999',
          orderIM: '0.00001',
          availableBalance: '-12.5',
        },
        { coin: 'SOL', walletBalance: '0.00000001', positionIM: '0', orderIM: '0', availableBalance: '0.00000001' },
      ],
      'en',
    ),
  },
};
export const German: Story = { globals: { locale: 'de' }, args: { rows: assetRows(WALLET, 'de') } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <AssetsTable {...args} />
    </div>
  ),
};
