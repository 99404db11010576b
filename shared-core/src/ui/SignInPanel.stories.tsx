import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commonTexts, createI18n } from '../i18n';
import { SignInPanel } from './SignInPanel';

const meta = {
  title: 'shared-core/Session/SignInPanel',
  component: SignInPanel,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing and submitting hands the trimmed email and the password to `onSubmit`, in whatever
 * language the toolbar (`locale`) shows: the fields are found by their translated labels.
 */
const signInPlay: Story['play'] = async ({ canvasElement, args, globals }) => {
  const i18n = createI18n(String(globals.locale ?? 'en'));
  await commonTexts.ensure(i18n, i18n.language); // German and Arabic texts are lazy chunks
  const t = i18n.t.bind(i18n);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t('login.email'), { exact: false }), '  trader@example.com ');
  await userEvent.type(canvas.getByLabelText(t('login.password'), { exact: false }), 'secret');
  await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
  await expect(args.onSubmit).toHaveBeenCalledWith('trader@example.com', 'secret');
};

/** Empty form (see `signInPlay`). */
export const Default: Story = { play: signInPlay };

/** The same form and check in Arabic: right-to-left, mirrored, Arabic labels. */
export const Arabic: Story = {
  globals: { locale: 'ar-SA' },
  play: async (context) => {
    // <html dir> follows the language once the page's providers have applied it
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await expect(await within(context.canvasElement).findByRole('form', { name: 'سجّل الدخول للتداول' })).toBeTruthy();
    await signInPlay(context);
  },
};

/** Prefilled with the simulator's demo account, as in local deployments. */
export const Prefilled: Story = { args: { defaultEmail: 'demo@example.com', defaultPassword: 'demo-password' } };

/** Waiting for the exchange: the button is disabled and a second submit does nothing. */
export const Pending: Story = {
  args: { defaultEmail: 'demo@example.com', defaultPassword: 'demo-password', pending: true },
};

export const WithError: Story = {
  name: 'With error',
  args: { defaultEmail: 'demo@example.com', defaultPassword: 'wrong', error: '10003 Invalid email or password' },
};

/** Long values must not widen the panel. */
export const LongValues: Story = {
  name: 'Long values',
  args: {
    defaultEmail: 'a.very.long.first.name.and.an.even.longer.last.name@subdomain.of.a.large.trading-firm.example.com',
    defaultPassword: 'x'.repeat(120),
    error:
      '33004 Your account has been restricted by the risk team pending a compliance review; contact support with reference RISK-2026-11-21-000123456789 for details',
  },
};
