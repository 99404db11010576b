import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';
import { ThemeProvider, type Theme } from '@mui/material';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import type { PanelId } from './layout';

/**
 * Where each panel's widget lives. The widget renders once, into a DOM node of its own that the
 * host keeps for the page's life; the layout (the plain one first, then the layout library's, or
 * a popped-out window) only lends it a place: an anchor that the node is moved into. So moving,
 * stacking, maximising or popping out a panel never mounts its widget again: its state, its
 * stream subscriptions and its half-typed order stay.
 */
export interface PanelPlace {
  /** Shown to the trader: the selected tab of its stack, not behind a maximised panel. */
  visible: boolean;
  /** The document the panel is in now: the page's, or a popped-out window's. */
  doc: Document | null;
}

const NOWHERE: PanelPlace = { visible: false, doc: null };

export class PanelHosts {
  private readonly nodes = new Map<PanelId, HTMLDivElement>();
  private readonly places = new Map<PanelId, PanelPlace>();
  private readonly anchors = new Map<PanelId, HTMLElement>();
  private readonly listeners = new Set<() => void>();

  /** The panel's own node (created once). */
  node(id: PanelId): HTMLDivElement {
    let node = this.nodes.get(id);
    if (!node) {
      node = document.createElement('div');
      node.dataset.panelHost = id;
      node.style.height = '100%';
      node.style.minHeight = '0';
      this.nodes.set(id, node);
    }
    return node;
  }

  /** Where panels without a place wait: in the document (so focus survives a move), never laid out. */
  private parking(doc: Document): HTMLElement {
    let lot = doc.querySelector<HTMLElement>('[data-panel-parking]');
    if (!lot) {
      lot = doc.createElement('div');
      lot.dataset.panelParking = '';
      lot.style.display = 'none';
      doc.body.appendChild(lot);
    }
    return lot;
  }

  place(id: PanelId): PanelPlace {
    return this.places.get(id) ?? NOWHERE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** An anchor takes the panel: the node moves into it (from wherever it was). */
  attach(id: PanelId, anchor: HTMLElement, visible: boolean): void {
    const node = this.node(id);
    if (node.parentNode !== anchor) move(node, anchor);
    this.anchors.set(id, anchor);
    this.set(id, { visible, doc: anchor.ownerDocument });
  }

  /** The anchor went (its tab moved, its window closed): the node leaves with it unless another took it. */
  detach(id: PanelId, anchor: HTMLElement): void {
    if (this.anchors.get(id) !== anchor) return;
    const node = this.node(id);
    // parked, not removed: React removes the anchor's element after this cleanup, and a focused
    // field inside (a price half typed) would lose focus; the next anchor moves it on from here
    if (node.parentNode === anchor) move(node, this.parking(anchor.ownerDocument));
    this.anchors.delete(id);
    this.set(id, NOWHERE);
  }

  setVisible(id: PanelId, anchor: HTMLElement, visible: boolean): void {
    if (this.anchors.get(id) !== anchor) return;
    this.set(id, { visible, doc: anchor.ownerDocument });
  }

  private set(id: PanelId, place: PanelPlace): void {
    const was = this.place(id);
    if (was.visible === place.visible && was.doc === place.doc) return;
    this.places.set(id, place);
    this.listeners.forEach((l) => l());
  }
}

type Movable = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Moves a panel's node, keeping its state: `moveBefore` (Chromium 133+) keeps focus, selection and
 * running animations; elsewhere, and between windows, the node is appended and focus given back.
 */
function move(node: HTMLElement, to: Movable): void {
  const doc = node.ownerDocument;
  const active =
    doc.activeElement instanceof HTMLElement && node.contains(doc.activeElement) ? doc.activeElement : null;
  if (to.moveBefore && node.isConnected && to.isConnected && to.ownerDocument === doc) {
    try {
      to.moveBefore(node, null);
      return;
    } catch {
      // not movable here (e.g. across documents): appended below
    }
  }
  to.appendChild(node);
  if (active && active.ownerDocument === to.ownerDocument && active.isConnected) active.focus({ preventScroll: true });
}

const PanelHostsContext = createContext<PanelHosts | null>(null);

export function usePanelHosts(): PanelHosts {
  const hosts = useContext(PanelHostsContext);
  if (!hosts) throw new Error('usePanelHosts: outside PanelHostsProvider');
  return hosts;
}

export function usePanelPlace(id: PanelId): PanelPlace {
  const hosts = usePanelHosts();
  return useSyncExternalStore(
    hosts.subscribe,
    () => hosts.place(id),
    () => NOWHERE,
  );
}

/**
 * Renders every panel's widget into its own node, inside the page's providers (one store, one
 * bus, one i18next: a popped-out panel is a view of this page's services, not a second page).
 */
export function PanelHostsProvider({
  hosts,
  panels,
  render,
  children,
}: {
  hosts: PanelHosts;
  panels: readonly PanelId[];
  render(id: PanelId, place: PanelPlace): ReactNode;
  children: ReactNode;
}) {
  return (
    <PanelHostsContext.Provider value={hosts}>
      {children}
      {panels.map((id) => (
        <PanelPortal key={id} id={id} hosts={hosts} render={render} />
      ))}
    </PanelHostsContext.Provider>
  );
}

function PanelPortal({
  id,
  hosts,
  render,
}: {
  id: PanelId;
  hosts: PanelHosts;
  render(id: PanelId, place: PanelPlace): ReactNode;
}) {
  const place = usePanelPlace(id);
  return createPortal(<InDocument doc={place.doc}>{render(id, place)}</InDocument>, hosts.node(id), id);
}

/** The place a layout lends a panel: the panel's node is moved in while this is mounted. */
export function PanelAnchor({ id, visible }: { id: PanelId; visible: boolean }) {
  const hosts = usePanelHosts();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const anchor = ref.current!;
    hosts.attach(id, anchor, visible);
    return () => hosts.detach(id, anchor);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- visibility follows below without moving the node
  }, [hosts, id]);
  useLayoutEffect(() => {
    hosts.setVisible(id, ref.current!, visible);
  }, [hosts, id, visible]);
  return <div ref={ref} data-panel-anchor={id} style={{ height: '100%', minHeight: 0, overflow: 'auto' }} />;
}

/**
 * A widget in a popped-out window: its styles go into that window's head (emotion inserts rules as
 * components first render, so copying the page's styles once is not enough), and its dialogs,
 * menus and popovers open in that window, not behind it on the page.
 */
function InDocument({ doc, children }: { doc: Document | null; children: ReactNode }) {
  const cache = useEmotionCache();
  const popped = doc !== null && typeof document !== 'undefined' && doc !== document ? doc : null;
  const popCache = useMemo(() => (popped && cache ? cacheFor(cache, popped) : null), [cache, popped]);
  if (!popped || !popCache) return children;
  const container = popped.body;
  return (
    <CacheProvider value={popCache}>
      <ThemeProvider theme={(outer: Theme) => inWindow(outer, container)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** The page's emotion cache (its key and stylis plugins, so right to left too), writing into another document. */
export function cacheFor(main: EmotionCache, doc: Document): EmotionCache {
  const sheet = new StyleSheet({
    key: main.key,
    container: doc.head,
    speedy: false,
    nonce: main.nonce,
    prepend: false,
  });
  const inserted: EmotionCache['inserted'] = {};
  return {
    ...main,
    sheet,
    inserted,
    insert(selector, serialized, _sheet, shouldCache) {
      const out = main.insert(selector, serialized, sheet, shouldCache);
      if (shouldCache) inserted[serialized.name] = true;
      return out;
    },
  };
}

function inWindow(outer: Theme, container: HTMLElement): Theme {
  const components = outer.components ?? {};
  return {
    ...outer,
    components: {
      ...components,
      MuiModal: { ...components.MuiModal, defaultProps: { ...components.MuiModal?.defaultProps, container } },
      MuiPopover: { ...components.MuiPopover, defaultProps: { ...components.MuiPopover?.defaultProps, container } },
      MuiPopper: { ...components.MuiPopper, defaultProps: { ...components.MuiPopper?.defaultProps, container } },
    },
  };
}
