import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { wireSpreadOrder } from './fixtures';
import { spreadRows } from './rules';
import { SpreadOrdersTable } from './SpreadOrdersTable';

/** Stories render the presentational table: rows through props, no back end. */
const meta = {
  title: 'remote-order-panel/Spread orders/SpreadOrdersTable',
  component: SpreadOrdersTable,
  decorators: [withOrderPanelI18n],
  args: {
    rows: spreadRows(
      [
        wireSpreadOrder(),
        wireSpreadOrder({
          orderId: 'spread-100019-2',
          symbol: 'ETHUSDT-26JUN26_ETHUSDT',
          baseCoin: 'ETH',
          side: 'Sell',
          legSide1: 'Sell',
          legSide2: 'Buy',
          legSymbol1: 'ETHUSDT-26JUN26',
          legSymbol2: 'ETHUSDT',
          price: '3.4',
          qty: '1.5',
        }),
      ],
      'en',
    ),
    status: 'ready',
    error: null,
  },
  argTypes: { onRetry: { action: 'retry' } },
} satisfies Meta<typeof SpreadOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading' } };
/** No futures-spread promotion here: this is the futures-spread table (order-panel §2.4). */
export const Empty: Story = { args: { rows: [], status: 'ready' } };
export const Error: Story = {
  args: { rows: [], status: 'error', error: { code: 10007, message: 'session expired' } },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: spreadRows(
      [
        wireSpreadOrder({ orderId: 'big', price: '-99999999.9', qty: '1000' }),
        wireSpreadOrder({ orderId: 'tiny', price: '0.1', qty: '0.001', createdTime: '0' }),
        wireSpreadOrder({ orderId: 'long', symbol: 'DOGEWIFHATUSDT-26JUN26_DOGEWIFHATUSDT', baseCoin: 'DOGEWIFHAT' }),
      ],
      'de',
    ),
  },
};
/** Arabic, right to left: the spread pinned on the right; signed prices stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <SpreadOrdersTable {...args} />
    </div>
  ),
};
