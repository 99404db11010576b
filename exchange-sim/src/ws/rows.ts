import type { Snapshot } from './options';

export type Row = Record<string, unknown>;

/** Last rows sent on a row-delta topic (what every subscriber holds after message `seq`), by key. */
interface RowState {
  key: string;
  rows: Map<string, Row>;
}

/**
 * The bases of the public row-delta topics (`publishRows`): per topic, the rows last sent. A base
 * is the state at the topic's current seq only while someone keeps receiving the deltas.
 */
export class RowBases {
  private readonly states = new Map<string, RowState>();

  forget(topic: string): void {
    this.states.delete(topic);
  }

  /**
   * Snapshot of a public topic. Row-delta topics: the rows last sent (the base of the next delta,
   * i.e. the state at the current seq), seeded from `seed` when the topic has none yet.
   */
  snapshot(topic: string, seed: (topic: string) => Snapshot | null): Snapshot | null {
    const state = this.states.get(topic);
    if (state) return { type: 'snapshot', data: [...state.rows.values()] };
    const snap = seed(topic);
    if (snap?.key && Array.isArray(snap.data))
      this.states.set(topic, { key: snap.key, rows: rowMap(snap.data as Row[], snap.key) });
    return snap;
  }

  /**
   * Make `rows` (each identified by `row[key]`) the topic's base; returns the delta against the
   * previous base, or undefined when there is none or it cannot be told as a delta (see `rowDiff`).
   */
  advance(topic: string, rows: readonly Row[], key: string): { delta: Row[] | undefined; rows: Map<string, Row> } {
    const next = rowMap(rows, key);
    const prev = this.states.get(topic);
    this.states.set(topic, { key, rows: next });
    return { delta: prev && prev.key === key ? rowDiff(prev.rows, next, key) : undefined, rows: next };
  }
}

function rowMap(rows: readonly Row[], key: string): Map<string, Row> {
  const out = new Map<string, Row>();
  for (const r of rows) out.set(String(r[key]), r);
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Changed rows of `next` against `prev` (key + changed fields); undefined when a row or field vanished. */
function rowDiff(prev: Map<string, Row>, next: Map<string, Row>, key: string): Row[] | undefined {
  const out: Row[] = [];
  let seen = 0;
  for (const [k, row] of next) {
    const old = prev.get(k);
    if (!old) {
      out.push(row);
      continue;
    }
    seen++;
    let changed: Row | undefined;
    let fields = 0;
    for (const f in row) {
      if (!Object.hasOwn(row, f)) continue;
      if (Object.hasOwn(old, f)) fields++;
      if (f === key || (Object.hasOwn(old, f) && sameValue(old[f], row[f]))) continue;
      changed ??= { [key]: row[key] };
      changed[f] = row[f];
    }
    if (fields !== Object.keys(old).length) return undefined;
    if (changed) out.push(changed);
  }
  return seen === prev.size ? out : undefined;
}
