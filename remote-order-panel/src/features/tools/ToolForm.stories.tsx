import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { ToolForm } from './ToolForm';
import { EMPTY_FORM } from './rules';

/** The "New TWAP / Iceberg / Chase" form, presentational. */
const meta = {
  title: 'remote-order-panel/Tools/ToolForm',
  component: ToolForm,
  decorators: [withOrderPanelI18n],
  args: { value: { ...EMPTY_FORM, qty: '0.5', durationMin: '30', intervalSec: '60' }, symbol: 'BTCUSDT' },
  argTypes: { onChange: { action: 'change' }, onSubmit: { action: 'submit' } },
} satisfies Meta<typeof ToolForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EmptyForm: Story = { name: 'Empty form', args: { value: EMPTY_FORM } };
export const Iceberg: Story = {
  args: { value: { ...EMPTY_FORM, tool: 'iceberg', side: 'Sell', qty: '2', price: '60000', visibleQty: '0.2' } },
};
export const Chase: Story = { args: { value: { ...EMPTY_FORM, tool: 'chase', qty: '1' } } };
/** Submitting: every field locked, the button says so. */
export const Loading: Story = { args: { pending: true } };
export const Errors: Story = {
  args: {
    value: { ...EMPTY_FORM, qty: '0.0005', durationMin: '', intervalSec: '2' },
    errors: {
      qty: { key: 'common:numberInput.tooManyDecimals', params: { precision: 3 } },
      durationMin: { key: 'tools.form.required' },
      intervalSec: { key: 'tools.form.intervalMin', params: { min: 5 } },
    },
  },
};
export const Error: Story = {
  args: { result: { severity: 'error', text: 'Could not start (110007): Insufficient available balance' } },
};
export const Started: Story = { args: { result: { severity: 'success', text: 'Started TWAP on BTCUSDT.' } } };
export const OptionSymbol: Story = {
  name: 'Option symbol',
  args: { symbol: 'BTC-27DEC24-60000-C', errors: { symbol: { key: 'tools.form.noSymbol' } } },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: { value: { ...EMPTY_FORM, qty: '123456789.123', durationMin: '1440', intervalSec: '86400' }, symbol: null },
};
export const German: Story = {
  globals: { locale: 'de' },
  args: { value: { ...EMPTY_FORM, qty: '0,5', durationMin: '2,5', intervalSec: '30' } },
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <ToolForm {...args} />
    </div>
  ),
};
