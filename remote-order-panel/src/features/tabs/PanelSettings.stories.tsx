import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { PanelSettings } from './PanelSettings';
import { PANEL_TABS } from './tabs';

const meta = {
  title: 'remote-order-panel/Tabs/PanelSettings',
  component: PanelSettings,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withOrderPanelI18n],
  args: {
    tabs: PANEL_TABS,
    hidden: [],
    settings: { cancelAll: true, closeAll: true, allMarkets: true },
    confirmHide: true,
    onHide: () => undefined,
    onRestore: () => undefined,
    onMove: () => undefined,
    onSettingChange: () => undefined,
    defaultOpen: true,
  },
} satisfies Meta<typeof PanelSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
/** Two tabs hidden, every setting off. */
export const HiddenTabs: Story = {
  name: 'Hidden tabs',
  args: { hidden: ['tools', 'pnl'], settings: { cancelAll: false, closeAll: false, allMarkets: false } },
};
/** The settings never load nor fail: nothing to wait for. "Empty": only the tabs compliance leaves. */
export const Empty: Story = { args: { tabs: ['openOrders', 'orderHistory', 'tradeHistory'] } };
export const RightToLeft: Story = { name: 'Right to left (Arabic)', globals: { locale: 'ar-SA' } };
