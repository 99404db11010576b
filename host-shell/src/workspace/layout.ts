/**
 * The trading page's workspace layout as the host keeps it: a tree of splits and stacks (tabs) of
 * the page's panels, one of them maybe maximised. Pure: no React, no DOM, no storage.
 *
 * The layout library (react-resizable-panels' Workspace) has its own, larger model; `toWorkspace`
 * and `fromWorkspace` convert. What is saved is `encodeLayout`'s short text: the simulator's
 * pref-setting keeps values of at most 256 characters, and a saved layout must follow the trader
 * to another browser.
 */

/** The page's panels: each is one remote's slot, named by its container name. */
export const PANEL_IDS = ['remote_option_entry', 'remote_positions', 'remote_order_panel'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

/** One letter per panel in the saved text. */
const CODE: Readonly<Record<PanelId, string>> = {
  remote_option_entry: 'e',
  remote_positions: 'p',
  remote_order_panel: 'o',
};
const BY_CODE: Readonly<Record<string, PanelId>> = Object.fromEntries(PANEL_IDS.map((id) => [CODE[id], id])) as Record<
  string,
  PanelId
>;

export function isPanelId(id: unknown): id is PanelId {
  return typeof id === 'string' && (PANEL_IDS as readonly string[]).includes(id);
}

/** Panels shown one at a time, as tabs; `selected` is the one on top. */
export interface Stack {
  kind: 'stack';
  panels: PanelId[];
  selected: PanelId;
}

/** Children side by side (`row`) or one below the other (`column`); sizes are percentages summing to 100. */
export interface Split {
  kind: 'split';
  direction: 'row' | 'column';
  sizes: number[];
  children: LayoutNode[];
}

export type LayoutNode = Stack | Split;

export interface Layout {
  root: LayoutNode;
  /** The panel whose stack covers the workspace, if one is maximised. */
  maximized?: PanelId;
}

export const PRESET_IDS = ['options', 'positions', 'compact'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

const stack = (...panels: PanelId[]): Stack => ({ kind: 'stack', panels, selected: panels[0]! });
const split = (direction: Split['direction'], sizes: number[], ...children: LayoutNode[]): Split => ({
  kind: 'split',
  direction,
  sizes,
  children,
});

/**
 * The presets. Each gives the positions table the page's width or most of it: pinned contract and
 * close columns in a narrow column leave no room for the figures between them (and long contract
 * names wrapped there, the complaint that started issue 21). "Options": the chain and the entry
 * large, positions beside orders below. "Positions": positions and orders large, the entry above.
 * "Compact" (1280×800): the entry above, positions and orders stacked as tabs below, so nothing is
 * below the fold.
 */
export const PRESETS: Readonly<Record<PresetId, Layout>> = {
  options: {
    root: split(
      'column',
      [62, 38],
      stack('remote_option_entry'),
      split('row', [58, 42], stack('remote_positions'), stack('remote_order_panel')),
    ),
  },
  positions: {
    root: split(
      'column',
      [36, 64],
      stack('remote_option_entry'),
      split('row', [60, 40], stack('remote_positions'), stack('remote_order_panel')),
    ),
  },
  compact: {
    root: split('column', [58, 42], stack('remote_option_entry'), stack('remote_positions', 'remote_order_panel')),
  },
};

/** The preset a trader without a saved layout starts with: compact in a window narrower than 1400 pixels. */
export function defaultPreset(viewportWidth: number): PresetId {
  return viewportWidth < 1400 ? 'compact' : 'options';
}

/** Every panel in the layout, in reading order. */
export function panelsOf(node: LayoutNode): PanelId[] {
  return node.kind === 'stack' ? [...node.panels] : node.children.flatMap(panelsOf);
}

/** The stack that holds `panel`, if any. */
export function stackOf(node: LayoutNode, panel: PanelId): Stack | undefined {
  if (node.kind === 'stack') return node.panels.includes(panel) ? node : undefined;
  for (const child of node.children) {
    const found = stackOf(child, panel);
    if (found) return found;
  }
  return undefined;
}

/** Panels the trader sees now: each stack's selected panel, or only the maximised one. */
export function visiblePanels(layout: Layout): PanelId[] {
  const maximized = layout.maximized ? stackOf(layout.root, layout.maximized) : undefined;
  if (maximized) return [maximized.selected];
  const out: PanelId[] = [];
  const walk = (n: LayoutNode) => (n.kind === 'stack' ? out.push(n.selected) : n.children.forEach(walk));
  walk(layout.root);
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Sizes made positive and summing to 100 (the trader's proportions kept), at two decimals. */
function normalizeSizes(sizes: readonly number[], count: number): number[] {
  const given = Array.from({ length: count }, (_, i) => {
    const s = sizes[i];
    return typeof s === 'number' && Number.isFinite(s) && s > 0 ? s : NaN;
  });
  const known = given.filter((s) => !Number.isNaN(s));
  const fill = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const filled = given.map((s) => (Number.isNaN(s) ? fill : s));
  const total = filled.reduce((a, b) => a + b, 0);
  const out = filled.map((s) => round2((s / total) * 100));
  // the rounding's remainder goes to the last child, so the sum is exactly 100
  const rest = round2(100 - out.reduce((a, b) => a + b, 0));
  out[out.length - 1] = round2(out[out.length - 1]! + rest);
  return out;
}

/**
 * The layout with only `available` panels, each once: panels not deployed (or not known) are left
 * out, emptied stacks and splits fold away, and deployed panels missing from it are added (stacked
 * with the largest stack's neighbours: as tabs of the last stack). Null when nothing is left.
 */
export function sanitizeLayout(layout: Layout, available: readonly PanelId[]): Layout | null {
  const seen = new Set<PanelId>();
  const clean = (node: LayoutNode): LayoutNode | null => {
    if (node.kind === 'stack') {
      const panels = node.panels.filter((p) => isPanelId(p) && available.includes(p) && !seen.has(p));
      panels.forEach((p) => seen.add(p));
      if (panels.length === 0) return null;
      return { kind: 'stack', panels, selected: panels.includes(node.selected) ? node.selected : panels[0]! };
    }
    const kept: { child: LayoutNode; size: number }[] = [];
    node.children.forEach((child, i) => {
      const c = clean(child);
      if (c) kept.push({ child: c, size: node.sizes[i] ?? NaN });
    });
    return splitOf(
      node.direction === 'column' ? 'column' : 'row',
      kept.map((k) => ({ node: k.child, size: k.size })),
    );
  };
  let root = clean(layout.root);
  const missing = available.filter((p) => !seen.has(p));
  if (missing.length) {
    if (!root) root = { kind: 'stack', panels: missing, selected: missing[0]! };
    else {
      const last = lastStack(root);
      last.panels.push(...missing);
    }
  }
  if (!root) return null;
  const maximized =
    layout.maximized && isPanelId(layout.maximized) && seen.has(layout.maximized) && root.kind === 'split'
      ? layout.maximized
      : undefined;
  return maximized ? { root, maximized } : { root };
}

/** Children kept of a split: none is nothing, one stands alone, more are a split sized in proportion. */
function splitOf(direction: Split['direction'], kids: { node: LayoutNode; size: number }[]): LayoutNode | null {
  if (kids.length === 0) return null;
  if (kids.length === 1) return kids[0]!.node;
  return {
    kind: 'split',
    direction,
    sizes: normalizeSizes(
      kids.map((k) => k.size),
      kids.length,
    ),
    children: kids.map((k) => k.node),
  };
}

function lastStack(node: LayoutNode): Stack {
  return node.kind === 'stack' ? node : lastStack(node.children[node.children.length - 1]!);
}

/** Version of the saved text; a text of another version is not read (the preset is used). */
const FORMAT = '1';

/**
 * The layout as a short text, e.g. `1|r(64:e,36:c(55:p,45:o))#o`: `r`/`c` a row/column split with
 * its children's sizes, a stack's panels joined by `+` with the selected one marked `!`, and `#`
 * the maximised panel.
 */
export function encodeLayout(layout: Layout): string {
  const enc = (n: LayoutNode): string =>
    n.kind === 'stack'
      ? n.panels.map((p) => CODE[p] + (p === n.selected && n.panels.length > 1 ? '!' : '')).join('+')
      : `${n.direction === 'row' ? 'r' : 'c'}(${n.children.map((c, i) => `${round2(n.sizes[i] ?? 0)}:${enc(c)}`).join(',')})`;
  return `${FORMAT}|${enc(layout.root)}${layout.maximized ? `#${CODE[layout.maximized]}` : ''}`;
}

/** Reads `encodeLayout`'s text; null for anything else (another version, a cut or edited text). */
export function decodeLayout(text: unknown): Layout | null {
  if (typeof text !== 'string' || text.length > 256) return null;
  const m = /^(\d+)\|([^#]+)(?:#([a-z]))?$/.exec(text);
  if (!m || m[1] !== FORMAT) return null;
  let at = 0;
  const src = m[2]!;
  const fail = (): never => {
    throw new SyntaxError('layout');
  };
  const panel = (): PanelId => {
    const id = BY_CODE[src[at++] ?? ''];
    return id ?? fail();
  };
  const node = (depth: number): LayoutNode => {
    if (depth > 8) fail();
    const c = src[at];
    if (c === 'r' || c === 'c') {
      at++;
      if (src[at++] !== '(') fail();
      const sizes: number[] = [];
      const children: LayoutNode[] = [];
      for (;;) {
        const num = /^\d+(?:\.\d+)?/.exec(src.slice(at));
        if (!num) fail();
        at += num![0].length;
        if (src[at++] !== ':') fail();
        sizes.push(Number(num![0]));
        children.push(node(depth + 1));
        const next = src[at++];
        if (next === ')') break;
        if (next !== ',') fail();
      }
      if (children.length < 2) fail();
      return {
        kind: 'split',
        direction: c === 'r' ? 'row' : 'column',
        sizes: normalizeSizes(sizes, sizes.length),
        children,
      };
    }
    const panels: PanelId[] = [];
    let selected: PanelId | undefined;
    for (;;) {
      const p = panel();
      panels.push(p);
      if (src[at] === '!') {
        at++;
        selected = p;
      }
      if (src[at] !== '+') break;
      at++;
    }
    return { kind: 'stack', panels, selected: selected ?? panels[0]! };
  };
  try {
    const root = node(0);
    if (at !== src.length) return null;
    const maximized = m[3] ? BY_CODE[m[3]] : undefined;
    if (m[3] && !maximized) return null;
    return maximized ? { root, maximized } : { root };
  } catch {
    return null;
  }
}

/** Whether two layouts are the same arrangement (sizes compared to a hundredth). */
export function sameLayout(a: Layout, b: Layout): boolean {
  return encodeLayout(a) === encodeLayout(b);
}

// ---- the layout library's model ----------------------------------------------------------------

/**
 * What the library keeps on each tab: its id (the panel), and that the trader cannot close it (the
 * library closes a focused tab on Delete or Backspace; a panel must not vanish on a stray key).
 */
export type WorkspaceTab = { id: string; data: null; disableClose?: boolean };
export type WorkspaceTabset = {
  type: 'tabset';
  id: string;
  size?: number | string;
  tabs: WorkspaceTab[];
  selectedId?: string;
};
export type WorkspaceSplit = {
  type: 'split';
  id: string;
  orientation: 'horizontal' | 'vertical';
  size?: number | string;
  children: (WorkspaceSplit | WorkspaceTabset)[];
};
export interface WorkspaceModelShape {
  version: 1;
  root: WorkspaceSplit | WorkspaceTabset;
  maximizedTabsetId?: string;
  floating?: unknown[];
}

/** The layout as the library's model; a stack's id is `stack-<its first panel>`, so it stays put when saved and read. */
export function toWorkspace(layout: Layout): WorkspaceModelShape {
  let splits = 0;
  const conv = (n: LayoutNode, size?: number): WorkspaceSplit | WorkspaceTabset =>
    n.kind === 'stack'
      ? {
          type: 'tabset',
          id: `stack-${n.panels[0]}`,
          ...(size === undefined ? {} : { size }),
          tabs: n.panels.map((id) => ({ id, data: null, disableClose: true })),
          selectedId: n.selected,
        }
      : {
          type: 'split',
          id: `split-${splits++}`,
          orientation: n.direction === 'row' ? 'horizontal' : 'vertical',
          ...(size === undefined ? {} : { size }),
          children: n.children.map((c, i) => conv(c, n.sizes[i])),
        };
  const root = conv(layout.root);
  const max = layout.maximized ? stackOf(layout.root, layout.maximized) : undefined;
  return max ? { version: 1, root, maximizedTabsetId: `stack-${max.panels[0]}` } : { version: 1, root };
}

/**
 * The library's model as a layout. Floating tabsets (the page makes none) and tabs that are not
 * panels are dropped; sizes in other units than percentages count as equal shares.
 */
export function fromWorkspace(model: WorkspaceModelShape): Layout | null {
  const conv = (n: WorkspaceSplit | WorkspaceTabset): LayoutNode | null => {
    if (n.type === 'tabset') {
      const panels = n.tabs.map((t) => t.id).filter(isPanelId);
      if (!panels.length) return null;
      const selected = isPanelId(n.selectedId) && panels.includes(n.selectedId) ? n.selectedId : panels[0]!;
      return { kind: 'stack', panels, selected };
    }
    const kids: { node: LayoutNode; size: number }[] = [];
    for (const c of n.children) {
      const node = conv(c);
      if (node) kids.push({ node, size: typeof c.size === 'number' ? c.size : NaN });
    }
    return splitOf(n.orientation === 'horizontal' ? 'row' : 'column', kids);
  };
  const root = conv(model.root);
  if (!root) return null;
  let maximized: PanelId | undefined;
  if (model.maximizedTabsetId) {
    const find = (n: WorkspaceSplit | WorkspaceTabset): WorkspaceTabset | undefined =>
      n.type === 'tabset' ? (n.id === model.maximizedTabsetId ? n : undefined) : n.children.map(find).find(Boolean);
    const t = find(model.root);
    const sel = t?.selectedId ?? t?.tabs[0]?.id;
    if (isPanelId(sel)) maximized = sel;
  }
  return maximized && root.kind === 'split' ? { root, maximized } : { root };
}
