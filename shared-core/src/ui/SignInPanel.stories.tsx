import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInPanel } from './SignInPanel';

const meta = {
  title: 'shared-core/SignInPanel',
  component: SignInPanel,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form; typing and submitting hands the trimmed email and the password to `onSubmit`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/email/i), '  trader@example.com ');
    await userEvent.type(canvas.getByLabelText(/password/i), 'secret');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSubmit).toHaveBeenCalledWith('trader@example.com', 'secret');
  },
};

/** Prefilled with the simulator's demo account, as in local deployments. */
export const Prefilled: Story = { args: { defaultEmail: 'demo@example.com', defaultPassword: 'demo-password' } };

/** Waiting for the exchange: the button is disabled and a second submit does nothing. */
export const Pending: Story = {
  args: { defaultEmail: 'demo@example.com', defaultPassword: 'demo-password', pending: true },
};

export const WithError: Story = {
  args: { defaultEmail: 'demo@example.com', defaultPassword: 'wrong', error: '10003 Invalid email or password' },
};

/** Long values must not widen the panel. */
export const LongValues: Story = {
  args: {
    defaultEmail: 'a.very.long.first.name.and.an.even.longer.last.name@subdomain.of.a.large.trading-firm.example.com',
    defaultPassword: 'x'.repeat(120),
    error:
      '33004 Your account has been restricted by the risk team pending a compliance review; contact support with reference RISK-2026-11-21-000123456789 for details',
  },
};
