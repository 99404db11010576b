import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { OpenOrdersSubTabs } from './OpenOrdersSubTabs';
import { OPEN_ORDER_SUB_TABS, type OpenOrderSubTab } from './subTabs';

const COUNTS: Record<OpenOrderSubTab, number> = {
  ordinary: 3,
  conditional: 2,
  tpsl: 1,
  trailingStop: 0,
  oco: 0,
  mmrClose: 1,
  spread: 0,
};
const NONE: Record<OpenOrderSubTab, number> = {
  ordinary: 0,
  conditional: 0,
  tpsl: 0,
  trailingStop: 0,
  oco: 0,
  mmrClose: 0,
  spread: 0,
};

const meta = {
  title: 'remote-order-panel/Open orders/OpenOrdersSubTabs',
  component: OpenOrdersSubTabs,
  decorators: [withOrderPanelI18n],
  args: {
    tabs: OPEN_ORDER_SUB_TABS.filter((t) => t !== 'spread'),
    active: 'ordinary',
    counts: COUNTS,
    onChange: () => undefined,
    showCancelAll: true,
    onCancelAll: () => undefined,
  },
} satisfies Meta<typeof OpenOrdersSubTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A cancel-all in flight: the button is locked and says so. */
export const Loading: Story = { args: { cancelAllPending: true } };
export const Empty: Story = { args: { counts: NONE, showCancelAll: false } };
/** The sub-tabs never fail themselves; a failed cancel-all is a notice. This is the state after it: unlocked. */
export const Error: Story = { args: { active: 'conditional', cancelAllPending: false } };
/** Demo account: no OCO, no spread. */
export const Demo: Story = { args: { tabs: OPEN_ORDER_SUB_TABS.filter((t) => t !== 'oco' && t !== 'spread') } };
/** UTA2 with spread access, large counts. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: { tabs: OPEN_ORDER_SUB_TABS, active: 'spread', counts: { ...COUNTS, ordinary: 12345, spread: 999 } },
};
export const ConfirmFirst: Story = { name: 'Confirm first', args: { confirmCancelAll: true } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { active: 'tpsl' },
  globals: { locale: 'ar-SA' },
};
