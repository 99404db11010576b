import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RemoteRefusedError } from './remotePolicy';
import { RemoteSlot } from './RemoteSlot';
import { SharedLibraryMismatchError } from './federation';
import { ExpectedFailureLogs, storyLoader } from './storyRemotes';
import { WithHostTexts } from './WithHostTexts';

/** One remote's slot on the page: what the trader sees while it loads, once it runs, and when it cannot. */
const meta = {
  title: 'host-shell/Slots/RemoteSlot',
  component: RemoteSlot,
  decorators: [
    (Story) => <WithHostTexts Story={Story} />,
    (Story) => <ExpectedFailureLogs Story={Story} />,
    (Story) => (
      <div style={{ height: 220, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'remote_positions', title: 'Positions', loader: storyLoader() },
} satisfies Meta<typeof RemoteSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loader: storyLoader({ remote_positions: 'loading' }) } };
/** The remote's server does not answer: the trader's words first, the runtime's behind "Details". */
export const Unavailable: Story = {
  name: 'Error: unavailable',
  args: { loader: storyLoader({ remote_positions: 'unavailable' }) },
};
/** The widget threw while rendering: contained in its slot, with Retry. */
export const Crashed: Story = {
  name: 'Error: crashed',
  args: { loader: storyLoader({ remote_positions: 'crashes' }) },
};
/** Served from an address the deployment file does not approve. */
export const Refused: Story = {
  name: 'Error: refused',
  args: {
    loader: storyLoader({
      remote_positions: new RemoteRefusedError('remote_positions', 'origin', 'http://203.0.113.9:3002 is not approved'),
    }),
  },
};
/** A remote speaking a contract version this page does not know. */
export const UnsupportedContract: Story = {
  name: 'Error: unsupported contract',
  args: { loader: storyLoader({ remote_positions: 'oldContract' }) },
};
/** A remote built against a newer shared library than the page serves. */
export const NeedsNewerPage: Story = {
  name: 'Error: needs a newer page',
  args: {
    loader: storyLoader({
      remote_positions: new SharedLibraryMismatchError('remote_positions', {
        ok: false,
        reason: 'newerHost',
        library: 'shared-core',
        requiredVersion: '^1.9.0',
        minimum: '1.9',
        hostVersion: '1.5.0',
      }),
    }),
  },
};
/** A long remote name in a narrow slot: the message wraps, Retry stays in view. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    name: 'remote_spread_and_algorithmic_order_entry',
    title: 'Spread and algorithmic order entry for portfolio-margin accounts',
    loader: storyLoader({ remote_spread_and_algorithmic_order_entry: 'unavailable' }),
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{<Story />}</div>],
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: { title: 'المراكز', loader: storyLoader({ remote_positions: 'unavailable' }) },
  globals: { locale: 'ar-SA' },
};
