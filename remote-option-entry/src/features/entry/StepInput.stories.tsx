import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n, rtlColumn } from '../../storyDecorators';
import { StepInput } from './StepInput';

const noop = () => {};

/** The decimal field with − / + (and ArrowUp / ArrowDown) steps; texts arrive already worded. */
const meta = {
  title: 'remote-option-entry/Order entry/StepInput',
  component: StepInput,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    label: 'Price (USD)',
    value: '2450',
    testId: 'entry-price',
    stepUpLabel: 'Increase Price (USD)',
    stepDownLabel: 'Decrease Price (USD)',
    locale: 'en',
    precision: 0,
    onChange: noop,
    onInvalid: noop,
    onBlur: noop,
    onStep: noop,
  },
} satisfies Meta<typeof StepInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The IV the price implies, under the field. */
export const WithHint: Story = { name: 'With hint', args: { hint: 'IV ≈ 52.41%' } };
export const Empty: Story = { args: { value: '' } };
export const Quantity: Story = {
  args: {
    label: 'Quantity',
    value: '1.5',
    testId: 'entry-qty',
    stepUpLabel: 'Increase Quantity',
    stepDownLabel: 'Decrease Quantity',
    precision: 2,
  },
};
/** German: the decimal comma is typed and shown (0,5 is half a contract, never 5). */
export const GermanDecimalComma: Story = {
  name: 'German decimal comma',
  args: { label: 'Menge', value: '0.5', testId: 'entry-qty', precision: 2, locale: 'de' },
};
/** Text that is not a number the field takes: refused with a message, never rewritten. */
export const RefusedText: Story = {
  name: 'Refused text',
  args: {
    label: 'Preis (USD)',
    value: '2450',
    locale: 'de',
    message: { text: 'Verwenden Sie , als Dezimaltrennzeichen', severity: 'error' },
  },
};
export const IvField: Story = {
  name: 'IV field',
  args: {
    label: 'IV (%)',
    value: '52.4',
    testId: 'entry-iv',
    stepUpLabel: 'Increase IV (%)',
    stepDownLabel: 'Decrease IV (%)',
    hint: 'Price ≈ 2,450 USD',
    precision: 1,
  },
};
/** A corrected value: the warning says what was changed (and wins over the hint). */
export const Warning: Story = {
  args: {
    value: '2450',
    hint: 'IV ≈ 52.41%',
    message: { text: 'The price must be a multiple of the tick size 5.', severity: 'warning' },
  },
};
/** A blocking error. */
export const Error: Story = {
  args: { value: '', message: { text: 'Please enter the price.', severity: 'error' } },
};
export const Disabled: Story = { args: { disabled: true } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    label: 'Quantity',
    value: '9999.99',
    testId: 'entry-qty',
    stepUpLabel: 'Increase Quantity',
    stepDownLabel: 'Decrease Quantity',
    message: { text: 'The quantity is above the maximum of 10000.', severity: 'warning' },
  },
};
/** Right to left (Arabic): − and + keep their places at the field's start and end. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [rtlColumn],
  args: { label: 'الكمية', value: '1.5', testId: 'entry-qty', precision: 2, locale: 'ar-SA' },
};
