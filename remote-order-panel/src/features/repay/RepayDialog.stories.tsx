import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { RepayDialog } from './RepayDialog';

/**
 * A stand-in for the exchange's repay page (Storybook has no back end, and a story may fetch
 * nothing outside Storybook): a self-contained page in a data: address, in the page's theme, so
 * designers see the dialog with a page in its frame. The real page is the simulator's
 * `GET /repay/page` (exchange-sim/API.md, "Repay panel").
 */
const standIn = (coin: string, theme: 'light' | 'dark'): string => {
  const [bg, fg] = theme === 'dark' ? ['#121417', '#e8eaed'] : ['#ffffff', '#1b1d21'];
  const html = `<!doctype html><html><body style="margin:0;padding:16px;font:14px system-ui,sans-serif;background:${bg};color:${fg}">
<h3 style="margin:0 0 8px">Repay ${coin}</h3><p style="margin:0 0 12px">Owed: 0.05 ${coin} · pay with USDT</p>
<label>Amount <input value="0.02" style="width:120px"></label> <button>Repay</button></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
};

/** The frame's dialog; the stand-in page never says it is ready, so the progress bar stays. */
const meta = {
  title: 'remote-order-panel/Repay/RepayDialog',
  component: RepayDialog,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withOrderPanelI18n],
  args: {
    coin: 'BTC',
    url: standIn('BTC', 'light'),
    loadTimeoutMs: 600_000,
    onMessage: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof RepayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the frame has not said it is ready. */
export const Default: Story = {};
export const Dark: Story = {
  args: { url: standIn('BTC', 'dark') },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: { coin: 'DOGEWIFHAT', url: standIn('DOGEWIFHAT', 'light') },
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <RepayDialog {...args} />
    </div>
  ),
};
