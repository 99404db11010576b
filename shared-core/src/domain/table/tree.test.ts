import fc from 'fast-check';
import { flattenTree, isExpanded, loadExpansion, saveExpansion, toggleExpansion, type TreeNode } from '.';

const leaf = (id: string): TreeNode<string, string> => ({ kind: 'leaf', id, value: id });
const group = (id: string, children: TreeNode<string, string>[]): TreeNode<string, string> => ({
  kind: 'group',
  id,
  data: id,
  children,
});
const tree = [group('A', [group('A/1', [leaf('a'), leaf('b')]), leaf('c')]), group('B', [leaf('d')])];

describe('flattenTree', () => {
  it('shows everything when nothing is collapsed (new groups open)', () => {
    const rows = flattenTree(tree, {});
    expect(rows.map((r) => [r.id, r.depth])).toEqual([
      ['A', 0],
      ['A/1', 1],
      ['a', 2],
      ['b', 2],
      ['c', 1],
      ['B', 0],
      ['d', 1],
    ]);
    expect(rows[0]).toMatchObject({ kind: 'group', expanded: true, leafCount: 3 });
  });

  it('a collapsed group shows, its children do not', () => {
    const rows = flattenTree(tree, { 'A/1': false });
    expect(rows.map((r) => r.id)).toEqual(['A', 'A/1', 'c', 'B', 'd']);
    expect(rows[1]).toMatchObject({ expanded: false, leafCount: 2 });
  });

  it('toggles a group', () => {
    const closed = toggleExpansion({}, 'A');
    expect(isExpanded(closed, 'A')).toBe(false);
    expect(isExpanded(toggleExpansion(closed, 'A'), 'A')).toBe(true);
  });

  it('never shows more leaves than the tree holds, all of them when expanded (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('A', 'A/1', 'B'), fc.boolean()), (state) => {
        const leaves = flattenTree(tree, state).filter((r) => r.kind === 'leaf');
        expect(leaves.length).toBeLessThanOrEqual(4);
        if (Object.values(state).every(Boolean)) expect(leaves).toHaveLength(4);
      }),
    );
  });
});

describe('expansion storage', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };

  it('saves and loads the state under its key', () => {
    const s = memory();
    expect(saveExpansion(s, 'positions-expanded', { BTC: false })).toBe(true);
    expect(loadExpansion(s, 'positions-expanded')).toEqual({ BTC: false });
  });

  it.each(['not json', '[1,2]', 'null', '{"BTC":"no"}'])('reads %s as all expanded', (raw) => {
    const s = memory();
    s.setItem('k', raw);
    expect(loadExpansion(s, 'k')).toEqual({});
  });

  it('reports a refused save', () => {
    const full = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveExpansion(full, 'k', {})).toBe(false);
  });
});
