import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  fsyncSync,
  writeSync,
} from 'node:fs';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { MemoryRepository } from './memory';
import type { StoreOp } from './types';

export const DB_FILE = 'sim.sqlite';
export const JOURNAL_FILE = 'sim.journal';
/** the journal being checkpointed (renamed away from JOURNAL_FILE when a checkpoint starts) */
export const CHECKPOINT_JOURNAL_FILE = 'sim.journal.ckpt';
/** checkpoint when the journal grows past this many bytes */
export const CHECKPOINT_BYTES = 64 * 1024 * 1024;
export const CHECKPOINT_INTERVAL_MS = 30_000;

export interface PersistOptions {
  /** fsync the journal on every flush (survives power loss, slower). Default false: survives a killed process. */
  fsync?: boolean;
  checkpointBytes?: number;
  checkpointIntervalMs?: number;
}

let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSqlJs = (): Promise<SqlJsStatic> => (sqlJs ??= initSqlJs());

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (userId INTEGER PRIMARY KEY, email TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (token TEXT PRIMARY KEY, userId INTEGER NOT NULL, expiresAt INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS balances (userId INTEGER NOT NULL, coin TEXT NOT NULL, amount TEXT NOT NULL, PRIMARY KEY (userId, coin));
CREATE TABLE IF NOT EXISTS orders (orderId TEXT PRIMARY KEY, userId INTEGER NOT NULL, symbol TEXT NOT NULL, status TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS positions (userId INTEGER NOT NULL, symbol TEXT NOT NULL, size TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (userId, symbol));
CREATE TABLE IF NOT EXISTS executions (execId TEXT PRIMARY KEY, seq INTEGER NOT NULL, userId INTEGER NOT NULL, orderId TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS idempotency (userId INTEGER NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (userId, key));
CREATE TABLE IF NOT EXISTS settings (userId INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (userId, key));
`;

/**
 * One checkpoint as a pure function of files: load `sim.sqlite` (or an empty database), apply the
 * ops of the given journal files in order (a torn last line is skipped), write the database
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
): { dbBytes: number; ops: number } {
  const dbPath = `${dir}/sim.sqlite`;
  const db = nodeFs.existsSync(dbPath) ? new SQL.Database(nodeFs.readFileSync(dbPath)) : new SQL.Database();
  let ops = 0;
  try {
    db.run(schema);
    let execSeq = Number(db.exec('SELECT COALESCE(MAX(seq), 0) FROM executions')[0]?.values[0]?.[0] ?? 0);
    const apply = (op: StoreOp): void => {
      const json = (v: unknown): string => JSON.stringify(v);
      switch (op[0]) {
        case 'meta':
          db.run('INSERT OR REPLACE INTO meta VALUES (?, ?)', [op[1], op[2]]);
          break;
        case 'user':
          db.run('INSERT OR REPLACE INTO users VALUES (?, ?, ?)', [op[1].userId, op[1].email, json(op[1])]);
          break;
        case 'session':
          db.run('INSERT OR REPLACE INTO sessions VALUES (?, ?, ?, ?)', [
            op[1].token,
            op[1].userId,
            op[1].expiresAt,
            json(op[1]),
          ]);
          break;
        case 'delSession':
          db.run('DELETE FROM sessions WHERE token = ?', [op[1]]);
          break;
        case 'balance':
          db.run('INSERT OR REPLACE INTO balances VALUES (?, ?, ?)', [op[1], op[2], op[3]]);
          break;
        case 'order':
          db.run('INSERT OR REPLACE INTO orders VALUES (?, ?, ?, ?, ?)', [
            op[1].orderId,
            op[1].userId,
            op[1].symbol,
            op[1].orderStatus,
            json(op[1]),
          ]);
          break;
        case 'position':
          db.run('INSERT OR REPLACE INTO positions VALUES (?, ?, ?, ?)', [
            op[1].userId,
            // hedge-mode sides share the (userId, symbol) key column as SYMBOL|1 and SYMBOL|2
            op[1].positionIdx ? `${op[1].symbol}|${op[1].positionIdx}` : op[1].symbol,
            op[1].size,
            json(op[1]),
          ]);
          break;
        case 'exec':
          db.run('INSERT OR IGNORE INTO executions VALUES (?, ?, ?, ?, ?)', [
            op[1].execId,
            ++execSeq,
            op[1].userId,
            op[1].orderId,
            json(op[1]),
          ]);
          break;
        case 'idem':
          db.run('INSERT OR REPLACE INTO idempotency VALUES (?, ?, ?)', [op[1], op[2], json(op[3])]);
          break;
        case 'setting':
          db.run('INSERT OR REPLACE INTO settings VALUES (?, ?, ?)', [op[1], op[2], op[3]]);
          break;
        case 'clear':
          for (const t of [
            'users',
            'sessions',
            'balances',
            'orders',
            'positions',
            'executions',
            'idempotency',
            'settings',
          ])
            db.run(`DELETE FROM ${t}`);
          break;
      }
    };
    db.run('BEGIN');
    for (const name of journals) {
      const path = `${dir}/${name}`;
      if (!nodeFs.existsSync(path)) continue;
      const lines = nodeFs.readFileSync(path, 'utf8').split('\n');
      for (let i = 0; i < lines.length; i++) {
        if (!lines[i]) continue;
        let op: StoreOp;
        try {
          op = JSON.parse(lines[i]!) as StoreOp;
        } catch {
          if (i >= lines.length - 2) continue; // torn last write: never acknowledged
          throw new Error(`corrupt journal line ${i + 1} in ${path}`);
        }
        apply(op);
        ops++;
      }
    }
    db.run('COMMIT');
    const bytes = db.export();
    const tmp = `${dbPath}.tmp`;
    const fd = nodeFs.openSync(tmp, 'w');
    try {
      let off = 0;
      while (off < bytes.length) off += nodeFs.writeSync(fd, bytes, off);
      nodeFs.fsyncSync(fd);
    } finally {
      nodeFs.closeSync(fd);
    }
    nodeFs.renameSync(tmp, dbPath);
    for (const name of journals) nodeFs.rmSync(`${dir}/${name}`, { force: true });
    return { dbBytes: bytes.length, ops };
  } finally {
    db.close();
  }
}

/** Worker source: runs `checkpointFiles` (its transpiled text) once and reports. */
const workerSource = (): string => `
const { parentPort, workerData } = require('node:worker_threads');
// helper some transpilers (esbuild keepNames, used by tsx) reference from function text
var __name = (target) => target;
const checkpointFiles = (${checkpointFiles.toString()});
require(workerData.sqlJs)().then((SQL) => {
  try {
    parentPort.postMessage({ ok: true, ...checkpointFiles(SQL, require('node:fs'), workerData.dir, workerData.journals, workerData.schema) });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: String(e && e.stack || e) });
  }
});`;

/**
 * Durable repository: the working set lives in memory (MemoryRepository), every change is
 * appended to a write-ahead journal (`sim.journal`, one JSON op per line). `durable()` writes
 * everything recorded during this event-loop turn with one `writeSync` (group commit) and resolves
 * after it; the HTTP layer awaits it before it answers, so an acknowledged order is on disk (in the
 * OS page cache; with `fsync` on the platter) before the client sees the ack. A checkpoint renames
 * the journal to `sim.journal.ckpt`, starts a fresh journal and, in a worker thread, applies the
 * renamed journal to the SQLite database (sql.js, WebAssembly: no native build) and writes it
 * atomically to `sim.sqlite` (temp file + fsync + rename), then deletes `sim.journal.ckpt`.
 * Opening loads `sim.sqlite`, then replays `sim.journal.ckpt` (a checkpoint cut short) and
 * `sim.journal` (a torn last line from a crash is ignored). Every op is an idempotent upsert (or
 * `clear`), so replaying ops that a checkpoint already holds is harmless.
 */
export class PersistentRepository extends MemoryRepository {
  /** ops recorded since the last write; an order's later op replaces its earlier one (upserts) */
  private pending: StoreOp[] = [];
  private pendingOrder = new Map<string, number>();
  private journalFd: number;
  private journalBytes = 0;
  private readonly timer: NodeJS.Timeout;
  private replaying = false;
  private closed = false;
  /** the group commit of this event-loop turn */
  private commit: Promise<void> | undefined;
  /** the running background checkpoint */
  private running: Promise<void> | undefined;
  checkpoints = 0;
  lastCheckpointError: string | undefined;

  private constructor(
    readonly dir: string,
    private readonly opts: PersistOptions,
  ) {
    super();
    this.journalFd = openSync(join(dir, JOURNAL_FILE), 'a+');
    this.timer = setInterval(() => {
      if (this.journalBytes > 0 || this.pending.length) this.checkpoint();
    }, opts.checkpointIntervalMs ?? CHECKPOINT_INTERVAL_MS);
    this.timer.unref();
  }

  static async open(dir: string, opts: PersistOptions = {}): Promise<PersistentRepository> {
    mkdirSync(dir, { recursive: true });
    const SQL = await loadSqlJs();
    // A checkpoint cut short by a crash: finish it here (rare; keeps the rotation simple).
    if (existsSync(join(dir, CHECKPOINT_JOURNAL_FILE)))
      checkpointFiles(SQL, fs, dir, [CHECKPOINT_JOURNAL_FILE], SCHEMA);
    const dbPath = join(dir, DB_FILE);
    const db = existsSync(dbPath) ? new SQL.Database(readFileSync(dbPath)) : new SQL.Database();
    try {
      db.run(SCHEMA);
      const repo = new PersistentRepository(dir, opts);
      repo.load(db);
      return repo;
    } finally {
      db.close();
    }
  }

  /** true when the store holds accounts (false on a fresh data dir) */
  hasData(): boolean {
    return this.listUsers().length > 0;
  }

  private load(db: Database): void {
    this.replaying = true;
    try {
      const rows = (sql: string): unknown[][] => db.exec(sql)[0]?.values ?? [];
      for (const [k, v] of rows('SELECT key, value FROM meta')) this.apply(['meta', String(k), String(v)]);
      for (const [d] of rows('SELECT data FROM users')) this.apply(['user', JSON.parse(String(d))]);
      for (const [d] of rows('SELECT data FROM sessions')) this.apply(['session', JSON.parse(String(d))]);
      for (const [u, c, a] of rows('SELECT userId, coin, amount FROM balances'))
        this.apply(['balance', Number(u), String(c), String(a)]);
      for (const [d] of rows('SELECT data FROM orders')) this.apply(['order', JSON.parse(String(d))]);
      for (const [d] of rows('SELECT data FROM positions')) this.apply(['position', JSON.parse(String(d))]);
      for (const [d] of rows('SELECT data FROM executions ORDER BY seq')) this.apply(['exec', JSON.parse(String(d))]);
      for (const [u, k, d] of rows('SELECT userId, key, data FROM idempotency'))
        this.apply(['idem', Number(u), String(k), JSON.parse(String(d))]);
      for (const [u, k, v] of rows('SELECT userId, key, value FROM settings'))
        this.apply(['setting', Number(u), String(k), String(v)]);

      const text = readFileSync(join(this.dir, JOURNAL_FILE), 'utf8');
      this.journalBytes = Buffer.byteLength(text);
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        if (!line) return;
        let op: StoreOp;
        try {
          op = JSON.parse(line) as StoreOp;
        } catch (e) {
          if (i >= lines.length - 2) return; // torn last write: the op was never acknowledged
          throw new Error(`corrupt journal line ${i + 1} in ${this.dir}: ${(e as Error).message}`, { cause: e });
        }
        this.apply(op);
      });
    } finally {
      this.replaying = false;
    }
  }

  protected override record(op: StoreOp): void {
    if (this.replaying || this.closed) return;
    if (op[0] === 'order') {
      // upserts of one key: only the last state needs writing (an IOC order's New and Cancelled → one line)
      const at = this.pendingOrder.get(op[1].orderId);
      if (at !== undefined) {
        this.pending[at] = op;
        return;
      }
      this.pendingOrder.set(op[1].orderId, this.pending.length);
    } else if (op[0] === 'clear') this.pendingOrder.clear();
    this.pending.push(op);
  }

  /** Write the buffered ops to the journal now (one write). */
  flush(): void {
    if (this.pending.length === 0 || this.closed) return;
    let text = '';
    for (const op of this.pending) text += JSON.stringify(op) + '\n';
    this.pending = [];
    this.pendingOrder.clear();
    const buf = Buffer.from(text);
    let off = 0;
    while (off < buf.length) off += writeSync(this.journalFd, buf, off);
    if (this.opts.fsync) fsyncSync(this.journalFd);
    this.journalBytes += buf.length;
    if (this.journalBytes > (this.opts.checkpointBytes ?? CHECKPOINT_BYTES)) this.checkpoint();
  }

  /**
   * Group commit: resolves once everything recorded so far is written. All requests handled in
   * the same event-loop turn share one write (after their I/O callbacks, via setImmediate).
   */
  durable(): Promise<void> {
    if (this.pending.length === 0) return Promise.resolve();
    return (this.commit ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        this.commit = undefined;
        try {
          this.flush();
          resolve();
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    }));
  }

  /**
   * Start a checkpoint in a worker thread (no-op while one runs): the journal is renamed to
   * `sim.journal.ckpt` and a fresh journal started, so acknowledged writes never wait for it.
   */
  checkpoint(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.flush();
    if (this.running) return this.running;
    if (this.journalBytes === 0) return Promise.resolve();
    closeSync(this.journalFd);
    renameSync(join(this.dir, JOURNAL_FILE), join(this.dir, CHECKPOINT_JOURNAL_FILE));
    this.journalFd = openSync(join(this.dir, JOURNAL_FILE), 'a+');
    this.journalBytes = 0;
    const worker = new Worker(workerSource(), {
      eval: true,
      workerData: {
        sqlJs: require.resolve('sql.js'),
        dir: this.dir,
        journals: [CHECKPOINT_JOURNAL_FILE],
        schema: SCHEMA,
      },
    });
    const run = new Promise<void>((resolve) => {
      let settled = false;
      const done = (error?: string): void => {
        if (settled) return;
        settled = true;
        if (error) {
          // sim.journal.ckpt stays; the next open() replays and checkpoints it
          this.lastCheckpointError = error;
          console.error('[exchange-sim] checkpoint failed', error);
        } else this.checkpoints++;
        this.running = undefined;
        void worker.terminate();
        resolve();
      };
      worker.once('message', (m: { ok: boolean; error?: string }) => done(m.ok ? undefined : m.error));
      worker.once('error', (e) => done(String(e)));
      worker.once('exit', (c) => done(`checkpoint worker exited (${c})`));
    });
    this.running = run;
    return run;
  }

  info(): Record<string, unknown> {
    const size = (f: string): number => {
      try {
        return statSync(join(this.dir, f)).size;
      } catch {
        return 0;
      }
    };
    return {
      kind: 'sqlite (sql.js) + journal',
      dir: this.dir,
      dbBytes: size(DB_FILE),
      journalBytes: this.journalBytes,
      checkpoints: this.checkpoints,
      checkpointRunning: this.running !== undefined,
      fsync: !!this.opts.fsync,
    };
  }

  /** Flush, wait for a running checkpoint, checkpoint what is left, close the journal. */
  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.timer);
    this.flush();
    await this.running;
    await this.checkpoint();
    this.closed = true;
    closeSync(this.journalFd);
  }
}

/** Delete the store files of a data dir (the reset command when the simulator is not running). */
export function wipeDataDir(dir: string): void {
  for (const f of [DB_FILE, `${DB_FILE}.tmp`, JOURNAL_FILE, CHECKPOINT_JOURNAL_FILE])
    rmSync(join(dir, f), { force: true });
}
