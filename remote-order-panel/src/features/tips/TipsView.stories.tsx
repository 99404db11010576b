import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { TipsView } from './TipsView';

const meta = {
  title: 'remote-order-panel/Tips/TipsView',
  component: TipsView,
  decorators: [withOrderPanelI18n],
  args: {
    guide: { step: 1, done: false },
    migrationTip: null,
    demotionTip: false,
    uniformTableTip: false,
    onGuide: () => undefined,
    onDismissGuide: () => undefined,
    onCloseMigrationTip: () => undefined,
    onCloseDemotionTip: () => undefined,
    onCloseUniformTableTip: () => undefined,
  },
} satisfies Meta<typeof TipsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Until the stored preferences answer nothing shows (PanelTips renders nothing): the empty view. */
export const Loading: Story = { args: { guide: null } };
export const Empty: Story = { args: { guide: null } };
/** Preferences unreadable: the tips stay hidden rather than nag; nothing to show. */
export const Error: Story = { args: { guide: null } };
export const LastStep: Story = { name: 'Last step', args: { guide: { step: 3, done: false } } };
export const Uta1OrderHistory: Story = {
  name: 'UTA 1 order history',
  args: { guide: null, migrationTip: 'orderHistory' },
};
export const Uta1TradeHistory: Story = {
  name: 'UTA 1 trade history',
  args: { guide: null, migrationTip: 'tradeHistory' },
};
export const Demotion: Story = { args: { guide: null, demotionTip: true } };
export const UniformTable: Story = { name: 'Uniform table', args: { guide: null, uniformTableTip: true } };
export const AllAtOnce: Story = {
  name: 'All at once',
  args: { guide: { step: 2, done: false }, migrationTip: 'orderHistory', demotionTip: true, uniformTableTip: true },
};
export const German: Story = { args: { demotionTip: true }, globals: { locale: 'de' } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { guide: { step: 2, done: false }, demotionTip: true, uniformTableTip: true },
  globals: { locale: 'ar-SA' },
};
