import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import toolStories, { Errors } from '../../../remote-order-panel/src/features/tools/ToolForm.stories';
import { screen } from './play';

/** The trading tools' form (TWAP, iceberg, chase): its main path and its main error. */
const meta = {
  title: 'storybook/Interactions/ToolForm',
  component: toolStories.component,
  decorators: toolStories.decorators,
  args: { ...toolStories.args, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof toolStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartTwap: Story = {
  name: 'Choose Sell, type the quantity, start once',
  play: async ({ args }) => {
    await userEvent.click(await screen().findByTestId('tools-form-side-Sell'));
    await expect(args.onChange).toHaveBeenCalledWith({ side: 'Sell' });
    await userEvent.type(screen().getByTestId('tools-form-qty'), '1');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ qty: expect.any(String) }));
    await userEvent.click(screen().getByTestId('tools-form-submit'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Three fields refused: each says why in words, under its field, marked invalid. */
export const FieldsRefused: Story = {
  name: 'Error: quantity, duration and interval refused',
  args: Errors.args as Story['args'],
  play: async () => {
    for (const field of ['qty', 'durationMin', 'intervalSec']) {
      const input = await screen().findByTestId(`tools-form-${field}`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      await expect(described?.textContent?.trim()).toBeTruthy();
      await expect(described?.textContent).not.toContain('tools.form.');
    }
  },
};
