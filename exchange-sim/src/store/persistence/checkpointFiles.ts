import type * as fs from 'node:fs';
import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import type { StoreOp } from '../types';
import type { KeptDrop, parseJournal } from './journalFormat';

// One checkpoint as a pure function of files, in functions that use only their parameters and each
// other: the checkpoint worker (checkpointWorker.ts) runs them from their source text
// (`checkpointFilesSource`). Whatever they need from elsewhere comes in as a parameter.

/**
 * One checkpoint as a pure function of files: load `sim.sqlite` (or an empty database), apply the
 * ops of the given journal files in order (`parseJournal`; a torn last line is dropped, its bytes
 * kept in `sim.journal.dropped-<time>`, and reported), write the database
 * atomically (temp + fsync + rename), then delete those journal files. Self-contained — it uses
 * only its parameters — because it also runs in a worker thread from its own source text, so a
 * checkpoint never blocks the event loop that answers orders.
 */
export function checkpointFiles(
  SQL: SqlJsStatic,
  nodeFs: typeof fs,
  dir: string,
  journals: readonly string[],
  schema: string,
  parse: typeof parseJournal,
): { dbBytes: number; ops: number; dropped: KeptDrop[] } {
  const dbPath = `${dir}/sim.sqlite`;
  const db = nodeFs.existsSync(dbPath) ? new SQL.Database(nodeFs.readFileSync(dbPath)) : new SQL.Database();
  try {
    db.run(schema);
    const { ops, dropped } = applyJournals(db, nodeFs, dir, journals, parse);
    const bytes = db.export();
    writeAtomically(nodeFs, dbPath, bytes);
    for (const name of journals) nodeFs.rmSync(`${dir}/${name}`, { force: true });
    return { dbBytes: bytes.length, ops, dropped };
  } finally {
    db.close();
  }
}

/**
 * Apply the ops of the journal files (those that exist) to the database in one transaction; a torn
 * last line's bytes are kept in `sim.journal.dropped-<time>` and returned with the drop.
 */
function applyJournals(
  db: Database,
  nodeFs: typeof fs,
  dir: string,
  journals: readonly string[],
  parse: typeof parseJournal,
): { ops: number; dropped: KeptDrop[] } {
  let ops = 0;
  const dropped: KeptDrop[] = [];
  let execSeq = Number(db.exec('SELECT COALESCE(MAX(seq), 0) FROM executions')[0]?.values[0]?.[0] ?? 0);
  db.run('BEGIN');
  for (const name of journals) {
    const path = `${dir}/${name}`;
    if (!nodeFs.existsSync(path)) continue;
    const bytes = nodeFs.readFileSync(path);
    const read = parse(bytes, path);
    if (read.dropped) {
      // only a journal written before batches were cut on recovery can still end torn
      const keptIn = `sim.journal.dropped-${Date.now()}`;
      nodeFs.writeFileSync(`${dir}/${keptIn}`, bytes.subarray(read.dropped.offset));
      dropped.push({ drop: read.dropped, keptIn });
    }
    for (const op of read.ops) {
      execSeq = applyOp(db, op, execSeq);
      ops++;
    }
  }
  db.run('COMMIT');
  return { ops, dropped };
}

/** Apply one op to the database; returns the last execution seq (an `exec` takes the next one). */
function applyOp(db: Database, op: StoreOp, execSeq: number): number {
  if (op[0] === 'clear') {
    for (const t of ['users', 'sessions', 'balances', 'orders', 'positions', 'executions', 'idempotency', 'settings'])
      db.run(`DELETE FROM ${t}`);
    return execSeq;
  }
  const seq = op[0] === 'exec' ? execSeq + 1 : execSeq;
  const statement = opStatement(op, seq);
  if (statement) db.run(statement[0], statement[1]);
  return seq;
}

/** The statement (an upsert, or a delete) that writes one op to its table; `exec` rows get `execSeq`. */
function opStatement(op: Exclude<StoreOp, ['clear']>, execSeq: number): [string, SqlValue[]] | undefined {
  const json = (v: unknown): string => JSON.stringify(v);
  switch (op[0]) {
    case 'meta':
      return ['INSERT OR REPLACE INTO meta VALUES (?, ?)', [op[1], op[2]]];
    case 'user':
      return ['INSERT OR REPLACE INTO users VALUES (?, ?, ?)', [op[1].userId, op[1].email, json(op[1])]];
    case 'session':
      return [
        'INSERT OR REPLACE INTO sessions VALUES (?, ?, ?, ?)',
        [op[1].token, op[1].userId, op[1].expiresAt, json(op[1])],
      ];
    case 'delSession':
      return ['DELETE FROM sessions WHERE token = ?', [op[1]]];
    case 'balance':
      return ['INSERT OR REPLACE INTO balances VALUES (?, ?, ?)', [op[1], op[2], op[3]]];
    case 'order':
      return [
        'INSERT OR REPLACE INTO orders VALUES (?, ?, ?, ?, ?)',
        [op[1].orderId, op[1].userId, op[1].symbol, op[1].orderStatus, json(op[1])],
      ];
    case 'position':
      return [
        'INSERT OR REPLACE INTO positions VALUES (?, ?, ?, ?)',
        // hedge-mode sides share the (userId, symbol) key column as SYMBOL|1 and SYMBOL|2
        [
          op[1].userId,
          op[1].positionIdx ? `${op[1].symbol}|${op[1].positionIdx}` : op[1].symbol,
          op[1].size,
          json(op[1]),
        ],
      ];
    case 'exec':
      return [
        'INSERT OR IGNORE INTO executions VALUES (?, ?, ?, ?, ?)',
        [op[1].execId, execSeq, op[1].userId, op[1].orderId, json(op[1])],
      ];
    case 'idem':
      return ['INSERT OR REPLACE INTO idempotency VALUES (?, ?, ?)', [op[1], op[2], json(op[3])]];
    case 'setting':
      return ['INSERT OR REPLACE INTO settings VALUES (?, ?, ?)', [op[1], op[2], op[3]]];
  }
}

/** Write a file atomically: a temp file beside it, fsynced, renamed over it. */
function writeAtomically(nodeFs: typeof fs, path: string, bytes: Uint8Array): void {
  const tmp = `${path}.tmp`;
  const fd = nodeFs.openSync(tmp, 'w');
  try {
    let off = 0;
    while (off < bytes.length) off += nodeFs.writeSync(fd, bytes, off);
    nodeFs.fsyncSync(fd);
  } finally {
    nodeFs.closeSync(fd);
  }
  nodeFs.renameSync(tmp, path);
}

/**
 * The source text of `checkpointFiles` and every function it calls, as declarations for a worker
 * thread (which cannot load this TypeScript module), each under the name the others call it by.
 */
export function checkpointFilesSource(): string {
  const fns = { checkpointFiles, applyJournals, applyOp, opStatement, writeAtomically };
  return Object.entries(fns)
    .map(([name, fn]) => `const ${name} = (${fn.toString()});`)
    .join('\n');
}
