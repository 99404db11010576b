import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { EntrySettingsBar } from './EntrySettingsBar';

/** The persisted switches of the entry; defaults: confirm orders and cancels on, batch and post-only off. */
const meta = {
  title: 'remote-option-entry/Order entry/EntrySettingsBar',
  component: EntrySettingsBar,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    settings: { batchMode: false, confirmOnOrder: true, confirmOnCancel: true, postOnly: false },
    onChange: () => {},
  },
} satisfies Meta<typeof EntrySettingsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BatchMode: Story = {
  name: 'Batch mode',
  args: { settings: { batchMode: true, confirmOnOrder: true, confirmOnCancel: true, postOnly: false } },
};
export const AllOn: Story = {
  name: 'All on',
  args: { settings: { batchMode: true, confirmOnOrder: true, confirmOnCancel: true, postOnly: true } },
};
/** Fast trading: no confirmations, post-only by default. */
export const NoConfirmations: Story = {
  name: 'No confirmations',
  args: { settings: { batchMode: false, confirmOnOrder: false, confirmOnCancel: false, postOnly: true } },
};
/** While an order is in flight the settings cannot change. */
export const Disabled: Story = { args: { disabled: true } };
