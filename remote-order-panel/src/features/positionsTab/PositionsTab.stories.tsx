import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { LentRemoteProps } from 'shared-http';
import { PlatformProviders, useHostServices } from 'shared-http';
import type { ComponentType } from 'react';
import { withOrderPanelI18n } from '../../storyDecorators';
import { PositionsTab } from './PositionsTab';

/** A stand-in for the host's lent slot: Storybook loads no remotes. */
function FakeSlot({ name, title }: LentRemoteProps) {
  return (
    <div style={{ border: '1px dashed #999', padding: 16 }} data-testid={`lent-slot-${name}`}>
      {title}: {name}
    </div>
  );
}

/** Lends the fake slot to the story, as the host does on the composed page. */
function withLentSlot(Story: ComponentType) {
  function Lend() {
    const services = useHostServices();
    return (
      <PlatformProviders services={{ ...services, remotes: { Slot: FakeSlot } }}>
        <Story />
      </PlatformProviders>
    );
  }
  return <Lend />;
}

const meta = {
  title: 'remote-order-panel/Positions/PositionsTab',
  component: PositionsTab,
  decorators: [withOrderPanelI18n],
  args: { instrumentFilter: 'ALL', allMarkets: true },
} satisfies Meta<typeof PositionsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the composed page: the positions remote in the lent slot. */
export const Default: Story = { decorators: [withLentSlot] };
/** Run alone: no host lends a slot. */
export const Standalone: Story = {};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  decorators: [withLentSlot],
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <PositionsTab {...args} />
    </div>
  ),
};
