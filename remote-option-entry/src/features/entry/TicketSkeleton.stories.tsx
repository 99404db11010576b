import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n, rtlColumn } from '../../storyDecorators';
import { TicketSkeleton } from './TicketSkeleton';

/** The ticket's shape while the exchange is slow or the form's chunk is on the way. */
const meta = {
  title: 'remote-option-entry/Order entry/TicketSkeleton',
  component: TicketSkeleton,
  decorators: [withOptionEntryI18n],
} satisfies Meta<typeof TicketSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the only state it has (it has no data, no empty and no error state of its own). */
export const Default: Story = {};
/** In a narrow column, as beside the chain at 1280×800. */
export const NarrowColumn: Story = {
  name: 'Narrow column',
  decorators: [
    (S) => (
      <div style={{ width: 380 }}>
        <S />
      </div>
    ),
  ],
};
/** Right to left (Arabic): the bars are full width, so only the page direction changes. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [rtlColumn],
};
