import { columnRegions, mergeSavedColumns, type SavedColumn } from '../../domain/table';
import { tanstackRegions, tanstackSortedRows } from './tableModel';
import type { DataColumn } from './types';

interface Row {
  id: string;
  n: number;
}
const col = (key: string, extra: Partial<DataColumn<Row>> = {}): DataColumn<Row> => ({
  key,
  name: key,
  cell: () => key,
  ...extra,
});
const columns = [
  col('a', { fixed: -1 }),
  col('b'),
  col('c', { sortable: true, sortValue: (r) => r.n }),
  col('d'),
  col('e', { fixed: 2 }),
  col('f', { fixed: -2 }),
];
const saved = (keys: string, hidden = ''): SavedColumn[] =>
  keys.split('').map((key) => ({ key, show: !hidden.includes(key), removed: false }));

describe('the first paint and the TanStack model agree on the column regions', () => {
  it.each<[string, SavedColumn[] | null]>([
    ['defaults', null],
    ['reordered', saved('adcbef')],
    ['a hidden middle column', saved('abcdef', 'c')],
    ['a hidden pinned column', saved('abcdef', 'e')],
    ['a saved column no longer defined', [...saved('abcdef'), { key: 'z', show: true, removed: false }]],
  ])('%s', (_, prefs) => {
    const layout = mergeSavedColumns(columns, prefs);
    expect(tanstackRegions(columns, layout)).toEqual(columnRegions(columns, layout));
  });

  it('pins left to the start and right to the end', () => {
    expect(columnRegions(columns, mergeSavedColumns(columns, null))).toEqual({
      start: ['a', 'f'],
      center: ['b', 'c', 'd'],
      end: ['e'],
    });
  });
});

describe('sorted rows', () => {
  const rows: Row[] = [
    { id: 'x', n: 2 },
    { id: 'y', n: 10 },
    { id: 'z', n: 1 },
  ];
  const layout = mergeSavedColumns(columns, null);
  it.each([
    [false, ['z', 'x', 'y']],
    [true, ['y', 'x', 'z']],
  ])('desc %p → %p, numbers compared as numbers', (desc, ids) => {
    expect(tanstackSortedRows(columns, layout, rows, (r) => r.id, { key: 'c', desc }).map((r) => r.id)).toEqual(ids);
  });
});
