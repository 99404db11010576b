import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { ChainToolbar } from './ChainToolbar';
import { ColumnChooser } from './ColumnChooser';
import { EXPIRY_1, EXPIRY_2 } from './fixtures';
import { CHAIN_COLUMNS, DEFAULT_CHAIN_COLUMNS } from './rules';

const DAY = 86_400_000;

const meta = {
  title: 'remote-option-entry/Option chain/ChainToolbar',
  component: ChainToolbar,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    coin: 'BTC',
    // the first one in 18 hours
    expiries: [EXPIRY_1 - DAY - 11 * 3_600_000, EXPIRY_1, EXPIRY_1 + 7 * DAY, EXPIRY_2],
    expiry: EXPIRY_1,
    indexPrice: '65,012.34',
    columns: DEFAULT_CHAIN_COLUMNS,
    // a fixed clock: 2 days and 5 hours before the first expiry
    now: EXPIRY_1 - 2 * DAY - 5 * 3_600_000,
    onCoinChange: () => {},
    onExpiryChange: () => {},
    onColumnsChange: () => {},
  },
} satisfies Meta<typeof ChainToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expiry tabs with the time left ("27 Dec · 2d"; under a day in hours), the column chooser closed. */
export const Default: Story = {};
/** Before the instruments and the first ticker arrive. */
export const Loading: Story = { args: { expiries: [], expiry: null, indexPrice: undefined } };
export const Empty: Story = { args: { coin: 'SOL', expiries: [], expiry: null, indexPrice: '148.20' } };
/** The chain failed to load: the toolbar stays usable, with nothing to pick. */
export const Error: Story = { args: { expiries: [], expiry: null, indexPrice: undefined, coin: 'ETH' } };
/** Many expiries scroll; a long index price. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    indexPrice: '123,456,789.99',
    expiries: Array.from({ length: 16 }, (_, i) => EXPIRY_1 + i * 7 * DAY),
  },
};
/** Without onColumnsChange there is no column chooser. */
export const WithoutColumnChooser: Story = { name: 'Without column chooser', args: { onColumnsChange: undefined } };
/** The column chooser open: every column, the default ones ticked. */
export const ColumnChooserOpen: Story = {
  name: 'Column chooser open',
  render: (args) => (
    <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end' }}>
      <ColumnChooser columns={args.columns ?? DEFAULT_CHAIN_COLUMNS} onChange={() => {}} defaultOpen />
    </div>
  ),
};
/** The column chooser with only one column left: it cannot be unticked. */
export const ColumnChooserLastColumn: Story = {
  name: 'Column chooser last column',
  render: () => (
    <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end' }}>
      <ColumnChooser columns={['mark']} onChange={() => {}} defaultOpen />
    </div>
  ),
};
/** Every column chosen. */
export const ColumnChooserAllColumns: Story = {
  name: 'Column chooser all columns',
  render: () => (
    <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end' }}>
      <ColumnChooser columns={CHAIN_COLUMNS} onChange={() => {}} defaultOpen />
    </div>
  ),
};
/** Arabic, right to left: tabs and the chooser mirrored, dates in Arabic. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <ChainToolbar {...args} />
    </div>
  ),
};
