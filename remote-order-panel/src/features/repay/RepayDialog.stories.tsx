import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { RepayDialog } from './RepayDialog';

/**
 * The frame's dialog. Storybook has no exchange behind it: the frame shows the browser's own
 * page for an address that does not answer, and the progress bar stays until it would time out.
 */
const meta = {
  title: 'remote-order-panel/RepayDialog',
  component: RepayDialog,
  decorators: [withOrderPanelI18n],
  args: {
    coin: 'BTC',
    url: 'http://127.0.0.1:4000/repay/page?coin=BTC&entryType=spot&theme=light',
    loadTimeoutMs: 600_000,
    onMessage: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof RepayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the frame has not said it is ready. */
export const Default: Story = {};
export const Dark: Story = {
  args: { url: 'http://127.0.0.1:4000/repay/page?coin=BTC&entryType=spot&theme=dark' },
};
export const EdgeValues: Story = {
  args: { coin: 'DOGEWIFHAT', url: 'http://127.0.0.1:4000/repay/page?coin=DOGEWIFHAT&entryType=spot&theme=light' },
};
export const RightToLeft: Story = {
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <RepayDialog {...args} />
    </div>
  ),
};
