/**
 * Render counters of the shared table, read by the benchmark (`npm run bench:table`) to show
 * that a push re-renders only the cells whose value changed. Plain increments: no cost worth
 * measuring, and nothing reads them on the page.
 */
export const dataTableRenders = { rows: 0, cells: 0 };

export function resetDataTableRenders(): void {
  dataTableRenders.rows = 0;
  dataTableRenders.cells = 0;
}

/** Called by a row / cell as it renders (a counter, not state: nothing re-renders from it). */
export function countRender(kind: 'rows' | 'cells'): void {
  dataTableRenders[kind]++;
}
