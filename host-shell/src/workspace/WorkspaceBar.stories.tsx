import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { WithHostTexts } from '../WithHostTexts';
import { WorkspaceBar } from './WorkspaceBar';

const meta = {
  title: 'host-shell/Workspace/WorkspaceBar',
  component: WorkspaceBar,
  decorators: [(Story) => <WithHostTexts Story={Story} />],
  args: {
    preset: 'compact',
    customised: false,
    popped: [],
    blocked: null,
    missing: [],
    onPreset: () => {},
    onReset: () => {},
    onBringBack: () => {},
    onDismissBlocked: () => {},
  },
} satisfies Meta<typeof WorkspaceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset as chosen: nothing to reset. */
export const Default: Story = {};
/** The trader moved something: "Your layout", and Reset back to the preset. */
export const Customised: Story = { name: 'Your layout', args: { preset: 'options', customised: true } };
/** The order panel is in its own window; "Bring back" docks it. */
export const PoppedOut: Story = { name: 'Popped out', args: { popped: ['remote_order_panel'] } };
/** The browser refused the new window. */
export const Blocked: Story = { name: 'Error: pop-up blocked', args: { blocked: 'remote_positions' } };
/** A deployment without the positions remote: the panel is left out, and said so. */
export const NotDeployed: Story = { name: 'Empty: a remote not deployed', args: { missing: ['remote_positions'] } };
/** Everything at once, in a narrow window: the notes wrap under the preset. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    customised: true,
    popped: ['remote_order_panel', 'remote_positions'],
    blocked: 'remote_option_entry',
    missing: ['remote_option_entry'],
  },
  decorators: [(Story) => <div style={{ width: 720 }}>{<Story />}</div>],
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { customised: true, popped: ['remote_order_panel'] },
  globals: { locale: 'ar-SA' },
};
