/**
 * The rows of a plain (not virtual, not tree) DataTable body, by row id, outside React's props
 * (issue 16: 500 live positions). The body's element list depends on the ids only, so a push
 * that changes a few rows does not make React walk all 500 row elements again (that walk was
 * about a quarter of the table's own work per frame); after the table's commit, `publish` tells
 * exactly the rows whose object changed, and only those render again.
 *
 * `stage` runs during the table's render (rows mounting in that render read the staged row);
 * `publish` runs in its layout effect (before paint: a changed row never shows one frame late).
 */
export interface RowStore<TRow> {
  stage(rows: readonly TRow[], idOf: (row: TRow) => string): void;
  publish(): void;
  get(id: string): TRow | undefined;
  subscribe(id: string, onChange: () => void): () => void;
}

export function createRowStore<TRow>(): RowStore<TRow> {
  let shown = new Map<string, TRow>(); // what the mounted rows render
  let staged = shown;
  const listeners = new Map<string, () => void>();
  return {
    stage(rows, idOf) {
      const next = new Map<string, TRow>();
      for (const row of rows) next.set(idOf(row), row);
      staged = next;
    },
    publish() {
      const before = shown;
      shown = staged;
      if (before === shown) return;
      for (const [id, onChange] of listeners) if (before.get(id) !== shown.get(id)) onChange();
    },
    // a row mounting in the render that staged it reads the staged object; a mounted one too (the
    // snapshot React compares right after a commit is the published one by then)
    get: (id) => staged.get(id),
    subscribe(id, onChange) {
      listeners.set(id, onChange);
      return () => {
        if (listeners.get(id) === onChange) listeners.delete(id);
      };
    },
  };
}
