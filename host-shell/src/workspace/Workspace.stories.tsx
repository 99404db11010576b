import { Box } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../RemoteSlot';
import { storyLoader, ExpectedFailureLogs, type StoryRemote } from '../storyRemotes';
import { WithHostTexts } from '../WithHostTexts';
import { workspaceSx } from './chrome';
import { DockLayout } from './DockLayout';
import { PANEL_IDS, panelsOf, PRESETS, sanitizeLayout, type Layout, type PanelId } from './layout';
import { PanelHosts, PanelHostsProvider } from './panelHosts';
import { PlainLayout } from './PlainLayout';

interface WorkspaceDemoProps {
  layout: Layout;
  /** How each panel's remote answers (default: it loads). */
  remotes?: Partial<Record<PanelId, StoryRemote>>;
  /** Panels in the deployment (default: all three). */
  deployed?: readonly PanelId[];
  /** The layout as first drawn, before the layout library's chunk arrives. */
  plain?: boolean;
}

/** The trading page's workspace with stand-in widgets: drag, stack, maximise and pop out for real. */
function WorkspaceDemo({ layout, remotes = {}, deployed = PANEL_IDS, plain = false }: WorkspaceDemoProps) {
  const { t } = useTranslation('host');
  const [hosts] = useState(() => new PanelHosts());
  const start = useMemo(() => sanitizeLayout(layout, deployed) ?? layout, [layout, deployed]);
  const [current, setCurrent] = useState(start);
  const loader = useMemo(() => storyLoader(remotes), [remotes]);
  const id = `workspace-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const title = useCallback((p: PanelId) => t(`slots.${p}`), [t]);
  const label = useCallback(
    (key: 'maximize' | 'restore' | 'popOut', p: PanelId) => t(`workspace.${key}`, { name: t(`slots.${p}`) }),
    [t],
  );
  return (
    <Box sx={{ ...workspaceSx, height: 520 }}>
      <PanelHostsProvider
        hosts={hosts}
        panels={panelsOf(start.root)}
        render={(p, place) => <RemoteSlot name={p} title={title(p)} loader={loader} hidden={!place.visible} />}
      >
        {plain ? (
          <PlainLayout
            layout={current}
            title={title}
            label={label}
            onSelect={() => undefined}
            onToggleMaximize={(p) => setCurrent((l) => ({ ...l, maximized: l.maximized ? undefined : p }))}
            onIntent={() => undefined}
          />
        ) : (
          <DockLayout
            workspaceId={id}
            layout={current}
            revision={0}
            title={title}
            label={label}
            onLayoutChange={setCurrent}
            onPoppedChange={() => undefined}
            onPopOutBlocked={() => undefined}
          />
        )}
      </PanelHostsProvider>
    </Box>
  );
}

const meta = {
  title: 'host-shell/Workspace/Workspace',
  component: WorkspaceDemo,
  decorators: [(Story) => <WithHostTexts Story={Story} />, (Story) => <ExpectedFailureLogs Story={Story} />],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { layout: PRESETS.options },
} satisfies Meta<typeof WorkspaceDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Options preset: the chain and the entry large, positions over orders beside them. */
export const Default: Story = { name: 'Options preset' };
export const PositionsPreset: Story = { name: 'Positions preset', args: { layout: PRESETS.positions } };
/** For 1280×800: positions and orders stacked as tabs under the entry. */
export const CompactPreset: Story = { name: 'Compact preset', args: { layout: PRESETS.compact } };
/** The order panel maximised over the others; its ⤡ button or Enter on its tab restores. */
export const Maximised: Story = { args: { layout: { ...PRESETS.options, maximized: 'remote_order_panel' } } };
export const Loading: Story = {
  args: {
    remotes: { remote_option_entry: 'loading', remote_positions: 'loading', remote_order_panel: 'loading' },
  },
};
/** One remote cannot be loaded: its panel says so; the others work. */
export const Unavailable: Story = {
  name: 'Error: a remote unavailable',
  args: { remotes: { remote_positions: 'unavailable' } },
};
/** A deployment without the positions remote: its panel is left out of the layout. */
export const NotDeployed: Story = {
  name: 'Empty: a remote not deployed',
  args: { deployed: ['remote_option_entry', 'remote_order_panel'] },
};
/** Before the layout library's chunk arrives (and if it never does): the same arrangement, drawn plainly. */
export const Plain: Story = { name: 'Plain layout', args: { plain: true } };
/** Stacked tabs and deep splits, the entry narrow. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    layout: {
      root: {
        kind: 'split',
        direction: 'row',
        sizes: [22, 78],
        children: [
          { kind: 'stack', panels: ['remote_option_entry'], selected: 'remote_option_entry' },
          {
            kind: 'split',
            direction: 'column',
            sizes: [85, 15],
            children: [
              { kind: 'stack', panels: ['remote_positions', 'remote_order_panel'], selected: 'remote_order_panel' },
              { kind: 'stack', panels: [], selected: 'remote_positions' },
            ],
          },
        ],
      },
    },
  },
};
/** Mirrored: the entry on the right. */
export const RightToLeft: Story = { name: 'Right to left (Arabic)', globals: { locale: 'ar-SA' } };
