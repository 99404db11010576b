import { Box } from '@mui/material';
import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPrefetch, whenPageSettled } from 'shared-core';
import type { RemoteLoader } from './federation';
import { RemoteSlot } from './RemoteSlot';
import { onPanelKeys } from './workspace/focusPanels';
import { PANEL_IDS, sameLayout, type Layout, type PanelId } from './workspace/layout';
import { PanelHosts, PanelHostsProvider } from './workspace/panelHosts';
import { PlainLayout } from './workspace/PlainLayout';
import { presetLayout, useSavedLayout } from './workspace/useSavedLayout';
import { workspaceSx } from './workspace/chrome';
import { WorkspaceBar } from './workspace/WorkspaceBar';

/** The layout library (react-resizable-panels' Workspace): a lazy chunk, in once the page has settled. */
const Dock = lazyWithPrefetch(() => import('./workspace/DockLayout').then((m) => m.DockLayout));

export interface TradingPageProps {
  loader: RemoteLoader;
  /** Container names in the deployment file; a panel whose remote is not there is left out. */
  deployed?: readonly string[];
}

export function TradingPage({ loader, deployed }: TradingPageProps) {
  const { t } = useTranslation('host');
  // by content: the caller's array is new on every render, the panels change only with the file
  const deployedKey = deployed?.join(',');
  const available = useMemo(() => {
    const names = deployedKey?.split(',');
    return PANEL_IDS.filter((id) => !names || names.includes(id));
  }, [deployedKey]);
  const missing = PANEL_IDS.filter((id) => !available.includes(id));
  const saved = useSavedLayout(available);
  const [hosts] = useState(() => new PanelHosts());
  const [popped, setPopped] = useState<{ ids: PanelId[]; bringBack(id: PanelId): void }>({
    ids: [],
    bringBack: () => undefined,
  });
  const [blocked, setBlocked] = useState<PanelId | null>(null);

  // the layout library: fetched once the page has settled, or when the trader first reaches for the layout
  const [wantDock, setWantDock] = useState(false);
  // swapped in only once its chunk is here, so a press on the plain layout is not lost to a swap midway
  const fetchDock = useCallback(() => {
    void Dock.prefetch().then(() => setWantDock(true));
  }, []);
  useEffect(() => whenPageSettled(fetchDock), [fetchDock]);

  // F6 / Shift+F6 between panels
  useEffect(() => {
    const keys = onPanelKeys(document);
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, []);

  const title = useCallback((id: PanelId) => t(`slots.${id}`), [t]);
  const label = useCallback(
    (key: 'maximize' | 'restore' | 'popOut', id: PanelId) => t(`workspace.${key}`, { name: t(`slots.${id}`) }),
    [t],
  );
  const { change } = saved;
  const onSelect = useCallback((id: PanelId) => change(withSelected(saved.layout, id)), [change, saved.layout]);
  const onToggleMaximize = useCallback(
    (id: PanelId) => change({ ...saved.layout, maximized: saved.layout.maximized ? undefined : id }),
    [change, saved.layout],
  );
  const onPoppedChange = useCallback(
    (ids: PanelId[], bringBack: (id: PanelId) => void) => setPopped({ ids, bringBack }),
    [],
  );

  const plain = (
    <PlainLayout
      layout={saved.layout}
      title={title}
      label={label}
      onSelect={onSelect}
      onToggleMaximize={onToggleMaximize}
      onIntent={fetchDock}
    />
  );

  const main = useRef<HTMLElement>(null);
  const height = useFillViewport(main);
  const customised = !sameLayout(saved.layout, presetLayout(saved.preset, available) ?? saved.layout);

  return (
    <Box
      component="main"
      ref={main}
      aria-label={t('workspace.label')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        p: 0.75,
        height,
        minHeight: 420,
        boxSizing: 'border-box',
      }}
    >
      <WorkspaceBar
        preset={saved.preset}
        customised={customised}
        popped={popped.ids}
        blocked={blocked}
        missing={missing}
        onPreset={saved.choosePreset}
        onReset={saved.reset}
        onBringBack={popped.bringBack}
        onDismissBlocked={() => setBlocked(null)}
      />
      <Box data-testid="workspace" sx={{ ...workspaceSx, flex: '1 1 auto' }}>
        <PanelHostsProvider
          hosts={hosts}
          panels={available}
          render={(id, place) => <RemoteSlot name={id} title={title(id)} loader={loader} hidden={!place.visible} />}
        >
          {wantDock ? (
            <DockBoundary fallback={plain}>
              <Suspense fallback={plain}>
                <Dock.Component
                  layout={saved.layout}
                  revision={saved.revision}
                  title={title}
                  label={label}
                  onLayoutChange={change}
                  onPoppedChange={onPoppedChange}
                  onPopOutBlocked={setBlocked}
                />
              </Suspense>
            </DockBoundary>
          ) : (
            plain
          )}
        </PanelHostsProvider>
      </Box>
    </Box>
  );
}

function withSelected(layout: Layout, id: PanelId): Layout {
  const walk = (n: Layout['root']): Layout['root'] =>
    n.kind === 'stack'
      ? n.panels.includes(id)
        ? { ...n, selected: id }
        : n
      : { ...n, children: n.children.map(walk) };
  return { ...layout, root: walk(layout.root) };
}

/** The workspace fills the window below the page's header (its panels scroll inside). */
function useFillViewport(ref: RefObject<HTMLElement | null>): number | string {
  const [height, setHeight] = useState<number | string>('calc(100vh - 56px)');
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(0, Math.round(window.innerHeight - top - window.scrollY)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}

/** The layout library's chunk could not be fetched: the plain layout stays, and the page works on. */
class DockBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[host] the layout library could not be loaded; the plain layout stays', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
