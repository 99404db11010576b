import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { BorrowingsTable } from './BorrowingsTable';
import { borrowingRows } from './rules';

const noop = () => undefined;

const wire = (coin: string, borrowAmount: string, interest: string, rate: string, available: string, max: string) => ({
  coin,
  borrowAmount,
  interest,
  totalLiability: String(Number(borrowAmount) + Number(interest)),
  hourlyBorrowRate: rate,
  availableToBorrow: available,
  maxBorrow: max,
  borrowedAt: 1,
});

const LIST = [
  wire('USDT', '1500', '0.135', '0.0000025', '48500', '50000'),
  wire('ETH', '0.8', '0.0000052', '0.0000013', '29.2', '30'),
];

/** Stories render the presentational table: rows and state through props, no back end. */
const meta = {
  title: 'remote-order-panel/Borrowings/BorrowingsTable',
  component: BorrowingsTable,
  decorators: [withOrderPanelI18n],
  args: { rows: borrowingRows(LIST, 'en'), status: 'ready', error: null, refreshing: false, onRefresh: noop },
  argTypes: { onRefresh: { action: 'refresh' } },
} satisfies Meta<typeof BorrowingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [] } };
export const Error: Story = {
  args: { rows: [], status: 'error', error: { code: 10006, message: 'Too many visits' } },
};
export const Refreshing: Story = { args: { refreshing: true } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: borrowingRows(
      [
        wire('USDT', '49999.99999999', '123456.78901234', '0.0000025', '0.00000001', '50000'),
        wire('BTC', '0.00000001', '0.00000001', '0.0000011', '1.99999999', '2'),
        { coin: 'SOL', borrowAmount: '12' },
      ],
      'en',
    ),
  },
};
export const German: Story = { globals: { locale: 'de' }, args: { rows: borrowingRows(LIST, 'de') } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { rows: borrowingRows(LIST, 'ar-SA') },
  render: (args) => (
    <div dir="rtl">
      <BorrowingsTable {...args} />
    </div>
  ),
};
