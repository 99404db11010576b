/**
 * Grouped, expandable rows of the shared table (tree form, positions.md §2): a tree of groups
 * with leaves, flattened to the rows on screen by the expansion state, which is kept per key in
 * local storage. Pure: the table (`src/ui/dataTable/`) renders what `flattenTree` returns.
 */
import type { KeyValueStorage } from './preferences';

export interface TreeGroup<T, G> {
  kind: 'group';
  /** Unique among all groups of the tree; the expansion state is kept by it. */
  id: string;
  data: G;
  children: readonly TreeNode<T, G>[];
}
export interface TreeLeaf<T> {
  kind: 'leaf';
  id: string;
  value: T;
}
export type TreeNode<T, G> = TreeGroup<T, G> | TreeLeaf<T>;

export interface FlatGroupRow<G> {
  kind: 'group';
  id: string;
  depth: number;
  expanded: boolean;
  /** Leaves under the group, at any depth. */
  leafCount: number;
  data: G;
}
export interface FlatLeafRow<T> {
  kind: 'leaf';
  id: string;
  depth: number;
  value: T;
}
export type FlatTreeRow<T, G> = FlatGroupRow<G> | FlatLeafRow<T>;

/** Which groups are collapsed or expanded; a group not named is expanded (new groups open). */
export type ExpansionState = Readonly<Record<string, boolean>>;

export const isExpanded = (state: ExpansionState, id: string): boolean => state[id] !== false;

export function toggleExpansion(state: ExpansionState, id: string): ExpansionState {
  return { ...state, [id]: !isExpanded(state, id) };
}

const leafCountOf = <T, G>(node: TreeNode<T, G>): number =>
  node.kind === 'leaf' ? 1 : node.children.reduce((n, c) => n + leafCountOf(c), 0);

/** The rows on screen, depth first: a collapsed group shows, its children do not. */
export function flattenTree<T, G>(nodes: readonly TreeNode<T, G>[], state: ExpansionState): FlatTreeRow<T, G>[] {
  const out: FlatTreeRow<T, G>[] = [];
  const walk = (list: readonly TreeNode<T, G>[], depth: number) => {
    for (const node of list) {
      if (node.kind === 'leaf') {
        out.push({ kind: 'leaf', id: node.id, depth, value: node.value });
        continue;
      }
      const expanded = isExpanded(state, node.id);
      out.push({ kind: 'group', id: node.id, depth, expanded, leafCount: leafCountOf(node), data: node.data });
      if (expanded) walk(node.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return out;
}

/** The saved expansion state, or an empty one (all expanded) when nothing readable is saved. */
export function loadExpansion(storage: KeyValueStorage | undefined, key: string): ExpansionState {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, boolean> = {};
    for (const [id, open] of Object.entries(parsed)) if (typeof open === 'boolean') out[id] = open;
    return out;
  } catch {
    return {};
  }
}

/** Saves the expansion state; false when the storage refused (full, private mode). */
export function saveExpansion(storage: KeyValueStorage | undefined, key: string, state: ExpansionState): boolean {
  try {
    storage?.setItem(key, JSON.stringify(state));
    return storage !== undefined;
  } catch {
    return false;
  }
}
