import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { Box } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Separator,
  usePopoutWindows,
  useParentTabset,
  useParentTabsetState,
  useParentTabState,
  useWorkspaceRef,
  Workspace,
  type PopoutWindow,
  type TabNode,
  type TabRenderProps,
  type WorkspaceModel,
} from 'react-resizable-panels';
import { GLYPH, HeaderButton, workspaceSx } from './chrome';
import { onPanelKeys } from './focusPanels';
import {
  fromWorkspace,
  isPanelId,
  panelsOf,
  sameLayout,
  toWorkspace,
  type Layout,
  type PanelId,
  type WorkspaceModelShape,
} from './layout';
import { cacheFor, PanelAnchor } from './panelHosts';

export interface DockLayoutProps {
  layout: Layout;
  /** Bumped when the page replaces the layout (a preset, a reset, the trader's saved layout arriving). */
  revision: number;
  title(id: PanelId): string;
  label(key: 'maximize' | 'restore' | 'popOut', id: PanelId): string;
  onLayoutChange(layout: Layout): void;
  /** Panels now in their own windows (shown on the page as a note with "Bring back"). */
  onPoppedChange(popped: PanelId[], bringBack: (id: PanelId) => void): void;
  onPopOutBlocked(id: PanelId): void;
  /** The workspace element's id (the page's is `trading-workspace`; stories give each their own). */
  workspaceId?: string;
}

type Model = WorkspaceModel<null>;
const asShape = (m: Model) => m as unknown as WorkspaceModelShape;
const asModel = (m: WorkspaceModelShape) => m as unknown as Model;

/**
 * The workspace on react-resizable-panels' Workspace: drag a splitter (or move it with the arrow
 * keys), drag a tab beside, below or onto another panel to stack them, maximise and restore, and
 * pop a panel out to its own window. A popped-out window is a view of this page (a portal into a
 * window this page opened): the same store, bus, streams and session, no second sign-in and no
 * second set of sockets. Closing it docks the panel back where it was.
 */
export function DockLayout({
  layout,
  revision,
  title,
  label,
  onLayoutChange,
  onPoppedChange,
  onPopOutBlocked,
  workspaceId = 'trading-workspace',
}: DockLayoutProps) {
  const workspaceRef = useWorkspaceRef<null>();
  // the first layout only; later ones go through setModel
  const [defaultModel] = useState(() => asModel(toWorkspace(layout)));
  // Where a popped-out panel came from: the layout before, and the layout right after it left; if
  // the trader has not rearranged the page meanwhile, closing the window puts it back exactly there.
  const origins = useRef(new Map<PanelId, { before: Layout; after: Layout }>());

  // a preset, a reset, or the saved layout arriving from the simulator
  const applied = useRef(revision);
  useEffect(() => {
    if (applied.current === revision) return;
    applied.current = revision;
    const ws = workspaceRef.current;
    if (!ws) return;
    const now = fromWorkspace(asShape(ws.getModel()));
    if (!now || !sameLayout(now, layout)) ws.setModel(asModel(toWorkspace(layout)));
  }, [revision, layout, workspaceRef]);

  const dockBack = useCallback(
    (model: Model) => {
      const ws = workspaceRef.current;
      if (!ws) return;
      const ids = panelsOfModel(model);
      const now = fromWorkspace(asShape(ws.getModel()));
      for (const id of ids) {
        const origin = origins.current.get(id);
        origins.current.delete(id);
        if (origin && now && sameLayout(now, origin.after)) ws.setModel(asModel(toWorkspace(origin.before)));
        else ws.addTab({ id, data: null, disableClose: true });
      }
    },
    [workspaceRef],
  );

  // the window's title names its panel: set as the window opens, before its content renders
  const opening = useRef('');
  const popouts = usePopoutWindows<null>({
    workspaceRef,
    onOpen: (p) => preparePopout(p, opening.current),
    onClose: dockBack,
  });

  const poppedIds = popouts.popouts.map((p) => p.id).join(',');
  useEffect(() => {
    const popped = popouts.getState().flatMap((s) => panelsOfModel(s.model));
    onPoppedChange(popped, (id) => {
      const at = popouts.popouts.find((_, i) => panelsOfModel(popouts.getState()[i]!.model).includes(id));
      at?.window.close();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the set of open windows
  }, [poppedIds]);

  const popOut = useCallback(
    (id: PanelId, from: HTMLElement | null) => {
      const ws = workspaceRef.current;
      if (!ws) return;
      const before = fromWorkspace(asShape(ws.getModel()));
      const rect = from?.closest('[data-tabset]')?.getBoundingClientRect();
      opening.current = title(id);
      const opened = popouts.open(
        {
          version: 1,
          root: { type: 'tabset', tabs: [{ id, title: title(id), data: null, disableClose: true }], selectedId: id },
        },
        {
          screenX: Math.round(window.screenX + (rect?.left ?? 80) + 24),
          screenY: Math.round(window.screenY + (rect?.top ?? 80) + 24),
          width: Math.max(480, Math.round(rect?.width ?? 720)),
          height: Math.max(360, Math.round(rect?.height ?? 480)),
        },
      );
      if (!opened) {
        onPopOutBlocked(id);
        return;
      }
      ws.closeTab(id);
      const after = fromWorkspace(asShape(ws.getModel()));
      if (before && after) origins.current.set(id, { before, after });
    },
    [popouts, workspaceRef, title, onPopOutBlocked],
  );

  const renderTabContent = useCallback((tab: TabNode<null>) => <DockTabContent id={tab.id} />, []);
  const renderTab = useCallback(
    (tab: TabNode<null>, props: TabRenderProps) => <DockTab id={tab.id} props={props} title={title} />,
    [title],
  );
  const renderToolbar = useCallback(() => <DockToolbar label={label} onPopOut={popOut} />, [label, popOut]);
  const renderPopoutToolbar = useCallback(() => <DockToolbar label={label} />, [label]);
  const renderSeparator = useCallback(() => <Separator />, []);
  const onModelChanged = useCallback(
    (model: Model) => {
      const next = fromWorkspace(asShape(model));
      if (next) onLayoutChange(next);
    },
    [onLayoutChange],
  );

  return (
    // the look (workspaceSx) comes from the page around it; a popped-out window gets its own below
    <Box sx={{ height: '100%' }}>
      <Workspace<null>
        id={workspaceId}
        defaultModel={defaultModel}
        workspaceRef={workspaceRef}
        renderTabContent={renderTabContent}
        renderTab={renderTab}
        renderTabsetToolbar={renderToolbar}
        renderSeparator={renderSeparator}
        onModelChanged={onModelChanged}
        // no panel is closed by the trader (a tab's Delete or Backspace would): they move, stack or pop out
        onBeforeModelChange={keepPanels}
        // the splitter moves as a line; the widgets' tables reflow once, when it is let go
        resizePreviewMode="separator"
        hiddenTabBehavior="keep-mounted"
        tabsetMinWidth="240px"
        tabsetMinHeight="120px"
        style={{ height: '100%' }}
      />
      {popouts.render((props, popout) => (
        <PopoutFrame popout={popout}>
          <Workspace<null>
            {...props}
            id={`${workspaceId}-popout-${popout.id}`}
            renderTabContent={renderTabContent}
            renderTab={renderTab}
            renderTabsetToolbar={renderPopoutToolbar}
            renderSeparator={renderSeparator}
            hiddenTabBehavior="keep-mounted"
            style={{ height: '100%' }}
          />
        </PopoutFrame>
      ))}
    </Box>
  );
}

const keepPanels = ({ reason }: { reason: string }) => reason !== 'close';

function panelsOfModel(model: Model): PanelId[] {
  const layout = fromWorkspace(asShape(model));
  return layout ? panelsOf(layout.root) : [];
}

/** A tab's content: the panel's own node, lent here; visible only while the trader can see it. */
function DockTabContent({ id }: { id: string }) {
  const state = useParentTabState();
  if (!isPanelId(id)) return null;
  return <PanelAnchor id={id} visible={state?.isVisible ?? true} />;
}

/** A panel's tab: Enter (or a double click) maximises and restores its stack. */
function DockTab({ id, props, title }: { id: string; props: TabRenderProps; title(id: PanelId): string }) {
  const tabset = useParentTabset();
  const toggle = (e: { currentTarget: HTMLElement }) => {
    if (!tabset) return;
    const doc = e.currentTarget.ownerDocument;
    const hadFocus = doc.activeElement === e.currentTarget;
    if (tabset.isMaximized()) tabset.restore();
    else tabset.maximize();
    // the tabset is drawn again over (or back into) the layout: the focus stays on this tab
    if (hadFocus)
      doc.defaultView?.requestAnimationFrame(() =>
        doc.querySelector<HTMLElement>(`[data-tab][data-panel="${CSS.escape(id)}"]`)?.focus(),
      );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) {
      e.preventDefault();
      toggle(e);
      return;
    }
    props.onKeyDown?.(e);
  };
  return (
    <div {...props} data-panel={id} onKeyDown={onKeyDown} onDoubleClick={toggle}>
      {isPanelId(id) ? title(id) : id}
    </div>
  );
}

function DockToolbar({
  label,
  onPopOut,
}: {
  label: DockLayoutProps['label'];
  onPopOut?: (id: PanelId, from: HTMLElement | null) => void;
}) {
  const tabset = useParentTabset();
  const state = useParentTabsetState();
  const selected = state?.selectedTabId;
  if (!tabset || !state || !isPanelId(selected)) return null;
  return (
    <>
      {state.isRoot ? null : (
        <HeaderButton
          label={label(state.isMaximized ? 'restore' : 'maximize', selected)}
          glyph={state.isMaximized ? GLYPH.restore : GLYPH.maximize}
          aria-pressed={state.isMaximized}
          data-testid={`panel-maximize-${selected}`}
          onClick={() => (state.isMaximized ? tabset.restore() : tabset.maximize())}
        />
      )}
      {onPopOut ? (
        <HeaderButton
          label={label('popOut', selected)}
          glyph={GLYPH.popOut}
          data-testid={`panel-popout-${selected}`}
          onClick={(e) => onPopOut(selected, e.currentTarget)}
        />
      ) : null}
    </>
  );
}

/**
 * A popped-out window: the page's look (its <html> attributes followed: theme, language,
 * direction), its F6, and the workspace's styles written into its own head.
 */
function PopoutFrame({ popout, children }: { popout: PopoutWindow; children: ReactNode }) {
  const cache = useEmotionCache();
  const doc = popout.window.document;
  const popCache = useMemo(() => (cache ? cacheFor(cache, doc) : null), [cache, doc]);
  const body = (
    <Box sx={workspaceSx} style={{ height: '100vh', padding: 6, boxSizing: 'border-box' }}>
      {children}
    </Box>
  );
  return popCache ? <CacheProvider value={popCache}>{body}</CacheProvider> : body;
}

/** Before the window's content renders: its title, its <html> kept like the page's, F6 inside it. */
function preparePopout(popout: PopoutWindow, panelTitle: string) {
  const win = popout.window;
  const page = document.documentElement;
  const mirror = () => {
    const html = win.document.documentElement;
    for (const a of [...html.attributes]) if (!page.hasAttribute(a.name)) html.removeAttribute(a.name);
    for (const a of [...page.attributes]) html.setAttribute(a.name, a.value);
    win.document.title = panelTitle ? `${panelTitle} · ${document.title}` : document.title;
  };
  mirror();
  const observer = new MutationObserver(mirror);
  observer.observe(page, { attributes: true });
  const titleObserver = new MutationObserver(mirror);
  const titleEl = document.querySelector('title');
  if (titleEl) titleObserver.observe(titleEl, { childList: true, characterData: true, subtree: true });
  win.document.body.style.margin = '0';
  popout.container.style.height = '100vh';
  const keys = onPanelKeys(win.document);
  win.addEventListener('keydown', keys);
  win.addEventListener('pagehide', () => {
    observer.disconnect();
    titleObserver.disconnect();
    win.removeEventListener('keydown', keys);
  });
}
