import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { btcConfig, btcInstruments, btcTickers, EXPIRY_1, ticker } from './fixtures';
import { OptionChainTable } from './OptionChainTable';
import { chainRowView, chainRows, precisionOf } from './rules';

const tickersBySymbol = Object.fromEntries(btcTickers.map((t) => [t.symbol, t]));
const rows = chainRows(btcInstruments.list, EXPIRY_1).map((r) =>
  chainRowView(r, tickersBySymbol, precisionOf(btcConfig)),
);

/** Stories render the presentational chain: rows through props, no back end. */
const meta = {
  title: 'remote-option-entry/OptionChainTable',
  component: OptionChainTable,
  decorators: [withOptionEntryI18n],
  args: { coin: 'BTC', rows, status: 'ready', error: null, selectedSymbol: null },
  argTypes: { onPick: { action: 'pick' }, onRetry: { action: 'retry' } },
} satisfies Meta<typeof OptionChainTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { selectedSymbol: 'BTC-27DEC24-70000-P' } };
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [], status: 'ready', coin: 'SOL' } };
export const Error: Story = {
  args: { rows: [], status: 'error', error: { code: 9000001, message: 'timeout of 30000ms exceeded' } },
};
export const EdgeValues: Story = {
  args: {
    rows: [
      chainRowView(
        { strike: '0.0005', call: 'PEPEWIFHATLONGNAME-27DEC24-0.0005-C', put: 'PEPEWIFHATLONGNAME-27DEC24-0.0005-P' },
        {
          'PEPEWIFHATLONGNAME-27DEC24-0.0005-C': ticker('x', {
            markPrice: '0.00000001',
            bid1Price: '0',
            ask1Price: '0.0001',
            markIv: '9.99',
            delta: '0.99999',
          }),
          'PEPEWIFHATLONGNAME-27DEC24-0.0005-P': ticker('y', {
            markPrice: '12345678.9',
            bid1Price: '12345670',
            ask1Price: '0',
            markIv: '0',
            delta: '-1',
          }),
        },
        { price: 4, mark: 8 },
      ),
      chainRowView({ strike: '1000000', call: 'NO-TICKER-C' }, {}, precisionOf(btcConfig)),
    ],
  },
};
