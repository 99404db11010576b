import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { optionOrderModel, optionPortfolioModel, optionPositionModel, posterProps } from './fixtures';
import { ShareDialogView } from './ShareDialogView';

const noop = () => {};

/** The share poster dialog, presentational: every value in through args, no back end. */
const meta = {
  title: 'remote-positions/Share/ShareDialog',
  component: ShareDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    symbol: 'BTCUSDT',
    poster: posterProps,
    error: null,
    kinds: ['openPosition', 'closedProfit'],
    kind: 'openPosition',
    style: 'horizontal',
    show: 'roi',
    roiOffered: true,
    downloading: false,
    downloadError: null,
    onKind: noop,
    onStyle: noop,
    onShow: noop,
    onDownload: noop,
    onRetry: noop,
    onClose: noop,
  },
} satisfies Meta<typeof ShareDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Vertical: Story = { args: { style: 'vertical' } };

/** The closed-profit poster of the latest closed-PnL record, a PRO trader. */
export const ClosedProfit: Story = {
  name: 'Closed profit',
  args: {
    kind: 'closedProfit',
    poster: {
      ...posterProps,
      badge: 'PRO',
      model: {
        kind: 'closedProfit',
        symbol: 'BTCUSDT',
        side: 'Sell',
        leverage: '25',
        headline: '+2.00K',
        headlineKind: 'pnl',
        sign: 1,
        pairs: [
          { key: 'entryPrice', value: '62000.0' },
          { key: 'exitPrice', value: '60000.0' },
        ],
      },
    },
  },
};

/** The profile loading; then the QR code still being drawn while the image is prepared. */
export const Loading: Story = { args: { poster: null } };
export const Downloading: Story = { args: { downloading: true } };

export const Error: Story = { args: { poster: null, error: 'http error 502' } };
export const DownloadError: Story = { name: 'Download error', args: { downloadError: 'canvas is tainted' } };

/** Huge figures abbreviated (B), a loss, no badge, a long nickname, the option poster's 4-decimal ROI. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    kinds: ['optionProfit'],
    kind: 'optionProfit',
    poster: {
      ...posterProps,
      badge: null,
      nickname: 'A trader with a really rather long nickname',
      model: {
        kind: 'optionProfit',
        symbol: 'BTC-27DEC24-100000-C',
        side: 'Sell',
        leverage: null,
        headline: '-99.9999%',
        headlineKind: 'roi',
        sign: -1,
        pairs: [
          { key: 'entryPrice', value: '1234.50' },
          { key: 'markPrice', value: '0.10' },
          { key: 'pnl', value: '-2.50B' },
        ],
      },
    },
  },
};

/** Portfolio margin: no ROI choice; above 1e6 the value poster. */
export const PortfolioMargin: Story = {
  name: 'Portfolio margin',
  args: {
    roiOffered: false,
    poster: {
      ...posterProps,
      model: {
        ...posterProps.model,
        headline: '2.50M',
        headlineKind: 'value',
        sign: 0,
      },
    },
  },
};

/** Arabic, right to left: figures keep their order. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <ShareDialogView {...args} />
    </div>
  ),
};

const optionArgs = {
  symbol: 'BTC-27DEC24-100000-C',
  kinds: ['optionProfit' as const],
  kind: 'optionProfit' as const,
  variants: ['positionPnl' as const, 'orderPnl' as const, 'portfolio' as const],
  onVariant: noop,
};

/** The option profit poster, position PnL (ROI 4 decimals, no leverage), horizontal. */
export const OptionPositionPnl: Story = {
  name: 'Option position PnL',
  args: { ...optionArgs, variant: 'positionPnl', poster: { ...posterProps, model: optionPositionModel } },
};

/** The option order PnL (the closed-PnL record of the order), vertical. */
export const OptionOrderPnlVertical: Story = {
  name: 'Option order PnL vertical',
  args: {
    ...optionArgs,
    variant: 'orderPnl',
    style: 'vertical',
    poster: { ...posterProps, model: optionOrderModel },
  },
};

/** The option portfolio: the settle coin's option positions summed; a loss in M, no side. */
export const OptionPortfolio: Story = {
  name: 'Option portfolio',
  args: {
    ...optionArgs,
    variant: 'portfolio',
    show: 'pnl',
    poster: { ...posterProps, badge: 'PRO', model: optionPortfolioModel },
  },
};

/** Only the position PnL on offer (no closed order, no other option): no variant switch; a zero ROI. */
export const OptionSingleVariant: Story = {
  name: 'Option single variant',
  args: {
    ...optionArgs,
    variants: ['positionPnl'],
    variant: 'positionPnl',
    poster: { ...posterProps, model: { ...optionPositionModel, headline: '0.0000%', sign: 0 } },
  },
};

/** The option portfolio in Arabic, right to left, vertical: figures keep their order. */
export const OptionRightToLeft: Story = {
  name: 'Option: right to left (Arabic)',
  args: {
    ...optionArgs,
    variant: 'portfolio',
    style: 'vertical',
    poster: { ...posterProps, model: optionPortfolioModel },
  },
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <ShareDialogView {...args} />
    </div>
  ),
};
