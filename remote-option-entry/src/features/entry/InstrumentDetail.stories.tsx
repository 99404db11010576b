import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { DepthLevel } from 'shared-core';
import { withOptionEntryI18n, rtlColumn } from '../../storyDecorators';
import { bookRows } from './display';
import { InstrumentDetail, type InstrumentDetailView } from './InstrumentDetail';

const detail: InstrumentDetailView = {
  indexPrice: '65,012.34',
  markPrice: '2,452.17',
  underlyingPrice: '65,140.50',
  delta: '0.5123',
  markIv: '52.41%',
};

const bids: DepthLevel[] = [
  { price: '2445', totalQty: '3.5' },
  { price: '2440', totalQty: '12' },
  { price: '2435', totalQty: '0.8' },
  { price: '2420', totalQty: '25.25' },
  { price: '2400', totalQty: '40' },
];
const asks: DepthLevel[] = [
  { price: '2460', totalQty: '2.1' },
  { price: '2465', totalQty: '8' },
  { price: '2475', totalQty: '15.5' },
  { price: '2490', totalQty: '1' },
  { price: '2510', totalQty: '33' },
];

/** The book's rows as selectDraftView formats them (tick 5: no decimals; sizes to 0.01). */
const book = (b: readonly DepthLevel[], a: readonly DepthLevel[], levels = 5) =>
  bookRows(b, a, { price: 0, size: 2 }, 'en', levels);

/** Index, mark, underlying, delta, mark IV and the best five levels of the option in the form. */
const meta = {
  title: 'remote-option-entry/Order entry/InstrumentDetail',
  component: InstrumentDetail,
  decorators: [withOptionEntryI18n],
  args: {
    symbol: 'BTC-27DEC24-65000-C',
    detail,
    book: book(bids, asks),
    streamStatus: 'live',
  },
} satisfies Meta<typeof InstrumentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Before the first ticker and book snapshot. */
export const Loading: Story = { args: { detail: null, book: book([], []), streamStatus: 'connecting' } };
/** The ticker is known but nobody quotes the option. */
export const EmptyBook: Story = { name: 'Empty book', args: { book: book([], []) } };
/** Only bids: the ask side is empty. */
export const OneSidedBook: Story = { name: 'One sided book', args: { book: book(bids, []) } };
/** Two levels a side, three rows of dashes. */
export const ThinBook: Story = { name: 'Thin book', args: { book: book(bids.slice(0, 2), asks.slice(0, 1)) } };
/** The stream went stale: the last figures, marked as not live. */
export const Stale: Story = { args: { streamStatus: 'stale' } };
export const Reconnecting: Story = { args: { streamStatus: 'reconnecting' } };
export const Closed: Story = { args: { streamStatus: 'closed', detail: null, book: book([], []) } };
/** A deep out-of-the-money put. */
export const Put: Story = {
  args: {
    symbol: 'BTC-27DEC24-55000-P',
    detail: { ...detail, markPrice: '312.80', delta: '-0.0871', markIv: '58.90%' },
    book: book(
      [
        { price: '305', totalQty: '10' },
        { price: '300', totalQty: '22.5' },
      ],
      [
        { price: '320', totalQty: '4' },
        { price: '325', totalQty: '18' },
      ],
    ),
  },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    symbol: 'BTC-27DEC24-100000-C-USDT',
    detail: {
      indexPrice: '123,456,789.99',
      markPrice: '0.01',
      underlyingPrice: '123,456,999.01',
      delta: '0.0000',
      markIv: '9,999.99%',
    },
    book: book(
      Array.from({ length: 10 }, (_, i) => ({ price: String(12_345_670 - i * 5), totalQty: '9999.99' })),
      Array.from({ length: 10 }, (_, i) => ({ price: String(12_345_675 + i * 5), totalQty: '0.01' })),
      10,
    ),
  },
};
/** Right to left (Arabic): the figures and the book mirror; numbers stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [rtlColumn],
};
