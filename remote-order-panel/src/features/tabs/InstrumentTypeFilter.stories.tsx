import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { InstrumentTypeFilter } from './InstrumentTypeFilter';
import { INSTRUMENT_FILTERS, allowedFilters } from './prefs';

const meta = {
  title: 'remote-order-panel/Tabs/InstrumentTypeFilter',
  component: InstrumentTypeFilter,
  decorators: [withOrderPanelI18n],
  args: { value: 'ALL', options: INSTRUMENT_FILTERS, disabled: false, onChange: () => undefined },
} satisfies Meta<typeof InstrumentTypeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Options: Story = { args: { value: 'OPTIONS' } };
/** All-markets off: disabled and says why. */
export const Disabled: Story = { args: { disabled: true } };
/** P&L: no spot, no options. */
export const EdgeValues: Story = { name: 'Edge values', args: { options: allowedFilters('pnl'), value: 'EXPIRY' } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { value: 'DERIVATIVES' },
  globals: { locale: 'ar-SA' },
};
