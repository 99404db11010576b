import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { decodeSnapshot, positionRowView } from './rules';
import { wireOptionLong, wirePerpShort } from './fixtures';
import { PositionsTable } from './PositionsTable';

/** Stories render the presentational table: data in through props, so no back end is needed. */
const meta = {
  title: 'remote-positions/PositionsTable',
  component: PositionsTable,
  decorators: [withPositionsI18n],
  args: { rows: decodeSnapshot([wireOptionLong, wirePerpShort]).map(positionRowView), status: 'ready', error: null },
  argTypes: { onRetry: { action: 'retry' } },
} satisfies Meta<typeof PositionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { rows: [], status: 'loading' } };

export const Empty: Story = { args: { rows: [], status: 'ready' } };

export const Error: Story = { args: { rows: [], status: 'error', error: { code: 10016, message: 'service busy' } } };

export const EdgeValues: Story = {
  args: {
    rows: decodeSnapshot([
      {
        s: 'BTC-27DEC24-100000-C',
        sd: 'Sell',
        sz: '12345.678',
        pi: 0,
        ep: '0.05',
        mp: '0.0001',
        upl: '-98765432.12345',
        roi: '-123.4567',
        pim: '0.00001',
        pmm: '0',
        st: 'C',
      },
      {
        s: 'DOGEWIFHATUSDT-LONGNAMEPERP',
        sd: 'Buy',
        sz: '100000000',
        pi: 1,
        lv: '12500',
        iso: true,
        ep: '0.00001234',
        mp: '0.00001300',
        upl: '6600000.5',
        ROI: '534.85',
        pim: '0.1',
        pmm: '0.0005',
      },
      { s: 'ETH-03JAN25-3500-P', sd: 'Buy', sz: '0.001', pi: 0, ep: '12', upl: '0', st: 'P' },
    ]).map(positionRowView),
  },
};

/** 60 positions: POSITIONS_TABLE never uses virtual rows, every row is in the page. */
export const ManyPositions: Story = {
  args: {
    rows: decodeSnapshot(
      Array.from({ length: 30 }, (_, i) => [
        { ...wireOptionLong, s: `BTC-27DEC24-${100000 + i * 1000}-C` },
        { ...wirePerpShort, s: `ETH${i}USDT` },
      ]).flat(),
    ).map(positionRowView),
  },
};

/** The page's current instrument highlighted. */
export const CurrentInstrument: Story = { args: { currentSymbol: wirePerpShort.s } };

/** Arabic, right to left: the contract column pinned on the right, signed figures keep their minus in front. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <PositionsTable {...args} />
    </div>
  ),
};
