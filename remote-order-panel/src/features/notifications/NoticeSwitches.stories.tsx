import { Box } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { NoticeSwitches } from './NoticeSwitches';

const meta = {
  title: 'remote-order-panel/Notifications/NoticeSwitches',
  component: NoticeSwitches,
  decorators: [
    withOrderPanelI18n,
    (Story) => (
      <Box sx={{ width: 300, p: 1.5 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    status: 'ready',
    off: new Set<string>(),
    saving: null,
    saveFailed: false,
    onChange: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof NoticeSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every notice on (nothing in the double-confirm list). */
export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
/** Every switchable notice off: liquidation still on, locked. */
export const Empty: Story = {
  args: {
    off: new Set(['createOrderNotifyClose', 'modifyOrderNotifyClose', 'cancelOrderNotifyClose', 'tradeNotifyClose']),
  },
};
export const Error: Story = { args: { status: 'error' } };
/** One switch being saved: all locked, "Saving…" said. */
export const Saving: Story = { args: { off: new Set(['tradeNotifyClose']), saving: 'trade' } };
export const SaveFailed: Story = {
  name: 'Save failed',
  args: { off: new Set(['cancelOrderNotifyClose']), saveFailed: true },
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { off: new Set(['tradeNotifyClose']) },
  globals: { locale: 'ar-SA' },
};
export const German: Story = { args: { saveFailed: true }, globals: { locale: 'de' } };
