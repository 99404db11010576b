import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { formatDecimal } from 'shared-core';
import { withOptionEntryI18n } from '../../storyDecorators';
import { btcConfig, EXPIRY_1, fullChainInstruments, fullChainTickers, ticker } from './fixtures';
import { OptionChainTable } from './OptionChainTable';
import { CHAIN_COLUMNS, chainRowView, chainRows, createChainViewBuilder, precisionOf } from './rules';

const chainAt = (underlying: string) =>
  createChainViewBuilder()(
    chainRows(fullChainInstruments.list, EXPIRY_1),
    Object.fromEntries(fullChainTickers.map((t) => [t.symbol, { ...t, underlyingPrice: underlying }])),
    precisionOf(btcConfig),
  );
const view = chainAt('65012.34');

/** Stories render the presentational chain: rows through props, no back end. */
const meta = {
  title: 'remote-option-entry/Option chain/OptionChainTable',
  component: OptionChainTable,
  decorators: [withOptionEntryI18n],
  args: {
    coin: 'BTC',
    rows: view.rows,
    underlyingLabel: formatDecimal(view.underlying, 2),
    underlyingIndex: view.underlyingIndex,
    expiryLabel: '27 Dec',
    status: 'ready',
    error: null,
    selectedSymbol: null,
  },
  argTypes: { onPick: { action: 'pick' }, onRetry: { action: 'retry' } },
} satisfies Meta<typeof OptionChainTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default columns; the ATM strike (65,000) marked, the underlying line between 65,000 and 66,000. */
export const Default: Story = {};
export const Selected: Story = { args: { selectedSymbol: 'BTC-27DEC24-63000-P' } };
/** Every optional column chosen: gamma, vega, theta, open interest and volume too. */
export const AllColumns: Story = { name: 'All columns', args: { columns: CHAIN_COLUMNS } };
/** Only the prices: the trader hid the rest. */
export const PricesOnly: Story = { name: 'Prices only', args: { columns: ['bid', 'mark', 'ask'] } };
/** The underlying below every strike: the line goes above the first row, every put in the money. */
export const UnderlyingBelowTheChain: Story = (() => {
  const low = chainAt('51234.5');
  return {
    args: {
      rows: low.rows,
      underlyingLabel: formatDecimal(low.underlying, 2),
      underlyingIndex: low.underlyingIndex,
    },
  };
})();
/** While the instruments load: a skeleton in the chain's shape. */
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [], status: 'ready', coin: 'SOL' } };
export const Error: Story = {
  args: { rows: [], status: 'error', error: { code: 9000001, message: 'timeout of 30000ms exceeded' } },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    columns: CHAIN_COLUMNS,
    underlyingLabel: null,
    underlyingIndex: null,
    rows: [
      chainRowView(
        { strike: '0.0005', call: 'PEPEWIFHATLONGNAME-27DEC24-0.0005-C', put: 'PEPEWIFHATLONGNAME-27DEC24-0.0005-P' },
        {
          'PEPEWIFHATLONGNAME-27DEC24-0.0005-C': ticker('x', {
            markPrice: '0.00000001',
            bid1Price: '0',
            ask1Price: '0.0001',
            ask1Size: '123456789.12',
            markIv: '9.99',
            delta: '0.99999',
            gamma: '0.0000000001',
            openInterest: '99999999999',
            volume24h: '0',
          }),
          'PEPEWIFHATLONGNAME-27DEC24-0.0005-P': ticker('y', {
            markPrice: '12345678.9',
            bid1Price: '12345670',
            ask1Price: '0',
            markIv: '0',
            delta: '-1',
            theta: '-123456.789',
          }),
        },
        { price: 4, mark: 8, size: 4, locale: 'en' },
        { atm: true, callItm: false, putItm: true },
      ),
      chainRowView({ strike: '1000000', call: 'NO-TICKER-C' }, {}, precisionOf(btcConfig)),
    ],
  },
};
/** Arabic, right to left: calls on the right, the arrow keys follow what the trader sees. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <OptionChainTable {...args} />
    </div>
  ),
};
