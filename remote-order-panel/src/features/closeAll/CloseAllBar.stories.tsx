import { Box } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { CloseAllBar } from './CloseAllBar';

const meta = {
  title: 'remote-order-panel/Close all/CloseAllBar',
  component: CloseAllBar,
  decorators: [withOrderPanelI18n],
  args: { showButton: true, showOptionTip: false, confirm: true, pending: false, onCloseAll: () => undefined },
} satisfies Meta<typeof CloseAllBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { pending: true } };
/** One position or none: nothing shows (the outlined strip stands for the panel's toolbar around it). */
export const Empty: Story = {
  args: { showButton: false },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 32, border: 1, borderStyle: 'dashed', borderColor: 'divider' }} data-testid="toolbar-frame">
        <Story />
      </Box>
    ),
  ],
};
/** A failed close-all is a notice; after it the button is usable again. */
export const Error: Story = { args: { pending: false, confirm: false } };
export const WithOptionPositions: Story = { name: 'With option positions', args: { showOptionTip: true } };
export const OptionTipOnly: Story = { name: 'Option tip only', args: { showButton: false, showOptionTip: true } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { showOptionTip: true },
  globals: { locale: 'ar-SA' },
};
