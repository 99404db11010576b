import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import settingsStories from '../../../remote-order-panel/src/features/tabs/PanelSettings.stories';
import { screen } from './play';

/** The order panel's settings: hide a tab (asked first), move one, switch a setting. */
const meta = {
  title: 'storybook/Interactions/PanelSettings',
  component: settingsStories.component,
  decorators: settingsStories.decorators,
  args: { ...settingsStories.args, onHide: fn(), onMove: fn(), onSettingChange: fn() },
} satisfies Meta<typeof settingsStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HideMoveSwitch: Story = {
  name: 'Hide a tab, move one, switch a setting',
  play: async ({ args }) => {
    await userEvent.click(await screen().findByTestId('settings-show-tools'));
    await userEvent.click(await screen().findByTestId('hide-confirm'));
    await expect(args.onHide).toHaveBeenCalledWith('tools', false);
    await userEvent.click(screen().getByTestId('settings-earlier-pnl'));
    await expect(args.onMove).toHaveBeenCalledWith('pnl', -1);
    await userEvent.click(screen().getByTestId('setting-cancelAll'));
    await expect(args.onSettingChange).toHaveBeenCalledWith('cancelAll', false);
  },
};

/** Open orders cannot be hidden; a hide answered with Escape hides nothing. */
export const CannotHide: Story = {
  name: 'Error: open orders cannot be hidden; Escape keeps a tab',
  play: async ({ args }) => {
    const openOrders = await screen().findByTestId('settings-show-openOrders');
    await expect(openOrders.querySelector('input')).toBeDisabled();
    await userEvent.click(screen().getByTestId('settings-show-pnl'));
    await screen().findByTestId('hide-confirm');
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};
