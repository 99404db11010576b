import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { ChainToolbar } from './ChainToolbar';
import { EXPIRY_1, EXPIRY_2 } from './fixtures';

const meta = {
  title: 'remote-option-entry/ChainToolbar',
  component: ChainToolbar,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    coin: 'BTC',
    expiries: [EXPIRY_1, EXPIRY_2],
    expiry: EXPIRY_1,
    indexPrice: '65,012.34',
    onCoinChange: () => {},
    onExpiryChange: () => {},
  },
} satisfies Meta<typeof ChainToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Before the instruments and the first ticker arrive. */
export const Loading: Story = { args: { expiries: [], expiry: null, indexPrice: undefined } };
export const Empty: Story = { args: { coin: 'SOL', expiries: [], expiry: null, indexPrice: '148.20' } };
/** The chain failed to load: the toolbar stays usable, with nothing to pick. */
export const Error: Story = { args: { expiries: [], expiry: null, indexPrice: undefined, coin: 'ETH' } };
export const EdgeValues: Story = {
  args: { indexPrice: '123,456,789.99', expiries: Array.from({ length: 12 }, (_, i) => EXPIRY_1 + i * 7 * 86_400_000) },
};
