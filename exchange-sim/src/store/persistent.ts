import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  ftruncateSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { MemoryRepository } from './memory';
import type { StoreOp } from './types';

export const DB_FILE = 'sim.sqlite';
export const JOURNAL_FILE = 'sim.journal';
/** checkpoint when the journal grows past this many bytes */
export const CHECKPOINT_BYTES = 8 * 1024 * 1024;
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
 * Durable repository: the working set lives in memory (MemoryRepository), every change is
 * appended to a write-ahead journal (`sim.journal`, one JSON op per line) and written out with
 * one `writeSync` per `flush()` — the HTTP layer flushes before it answers, so an acknowledged
 * order is on disk (in the OS page cache; with `fsync` on the platter) before the client sees
 * the ack. A checkpoint applies the journalled ops to an SQLite database (sql.js, WebAssembly: no
 * native build) and writes it atomically to `sim.sqlite` (temp file + fsync + rename), then
 * truncates the journal. Opening loads `sim.sqlite`, then replays the journal (a torn last line
 * from a crash is ignored). Every op is an idempotent upsert, so replaying ops that a checkpoint
 * already holds is harmless.
 */
export class PersistentRepository extends MemoryRepository {
  private pending: string[] = [];
  /** ops journalled since the last checkpoint (applied to SQLite at the next one) */
  private sinceCheckpoint: StoreOp[] = [];
  private journalFd: number;
  private journalBytes = 0;
  private execSeq = 0;
  private readonly timer: NodeJS.Timeout;
  private replaying = false;
  private closed = false;
  checkpoints = 0;

  private constructor(
    readonly dir: string,
    private readonly db: Database,
    private readonly opts: PersistOptions,
  ) {
    super();
    this.journalFd = openSync(join(dir, JOURNAL_FILE), 'a+');
    this.timer = setInterval(() => {
      if (this.sinceCheckpoint.length) this.checkpoint();
    }, opts.checkpointIntervalMs ?? CHECKPOINT_INTERVAL_MS);
    this.timer.unref();
  }

  static async open(dir: string, opts: PersistOptions = {}): Promise<PersistentRepository> {
    mkdirSync(dir, { recursive: true });
    const SQL = await loadSqlJs();
    const dbPath = join(dir, DB_FILE);
    const db = existsSync(dbPath) ? new SQL.Database(readFileSync(dbPath)) : new SQL.Database();
    db.run(SCHEMA);
    const repo = new PersistentRepository(dir, db, opts);
    repo.load();
    return repo;
  }

  /** true when the store holds accounts (false on a fresh data dir) */
  hasData(): boolean {
    return this.listUsers().length > 0;
  }

  private load(): void {
    this.replaying = true;
    try {
      const rows = (sql: string): unknown[][] => this.db.exec(sql)[0]?.values ?? [];
      for (const [k, v] of rows('SELECT key, value FROM meta')) this.apply(['meta', String(k), String(v)]);
      for (const [d] of rows('SELECT data FROM users')) this.apply(['user', JSON.parse(String(d))]);
      for (const [d] of rows('SELECT data FROM sessions')) this.apply(['session', JSON.parse(String(d))]);
      for (const [u, c, a] of rows('SELECT userId, coin, amount FROM balances'))
        this.apply(['balance', Number(u), String(c), String(a)]);
      for (const [d] of rows('SELECT data FROM orders')) this.apply(['order', JSON.parse(String(d))]);
      for (const [d] of rows('SELECT data FROM positions')) this.apply(['position', JSON.parse(String(d))]);
      for (const [d, s] of rows('SELECT data, seq FROM executions ORDER BY seq')) {
        this.apply(['exec', JSON.parse(String(d))]);
        this.execSeq = Math.max(this.execSeq, Number(s));
      }
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
        this.sinceCheckpoint.push(op);
      });
    } finally {
      this.replaying = false;
    }
  }

  protected override record(op: StoreOp): void {
    if (this.replaying || this.closed) return;
    this.pending.push(JSON.stringify(op));
    this.sinceCheckpoint.push(op);
  }

  /** Write the buffered ops to the journal (one write). Called before every acknowledgement. */
  flush(): void {
    if (this.pending.length === 0 || this.closed) return;
    const text = this.pending.join('\n') + '\n';
    this.pending = [];
    const buf = Buffer.from(text);
    let off = 0;
    while (off < buf.length) off += writeSync(this.journalFd, buf, off);
    if (this.opts.fsync) fsyncSync(this.journalFd);
    this.journalBytes += buf.length;
    if (this.journalBytes > (this.opts.checkpointBytes ?? CHECKPOINT_BYTES)) this.checkpoint();
  }

  private applyToDb(op: StoreOp): void {
    const db = this.db;
    switch (op[0]) {
      case 'meta':
        db.run('INSERT OR REPLACE INTO meta VALUES (?, ?)', [op[1], op[2]]);
        break;
      case 'user':
        db.run('INSERT OR REPLACE INTO users VALUES (?, ?, ?)', [op[1].userId, op[1].email, JSON.stringify(op[1])]);
        break;
      case 'session':
        db.run('INSERT OR REPLACE INTO sessions VALUES (?, ?, ?, ?)', [
          op[1].token,
          op[1].userId,
          op[1].expiresAt,
          JSON.stringify(op[1]),
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
          JSON.stringify(op[1]),
        ]);
        break;
      case 'position':
        db.run('INSERT OR REPLACE INTO positions VALUES (?, ?, ?, ?)', [
          op[1].userId,
          op[1].symbol,
          op[1].size,
          JSON.stringify(op[1]),
        ]);
        break;
      case 'exec':
        db.run('INSERT OR IGNORE INTO executions VALUES (?, ?, ?, ?, ?)', [
          op[1].execId,
          ++this.execSeq,
          op[1].userId,
          op[1].orderId,
          JSON.stringify(op[1]),
        ]);
        break;
      case 'idem':
        db.run('INSERT OR REPLACE INTO idempotency VALUES (?, ?, ?)', [op[1], op[2], JSON.stringify(op[3])]);
        break;
      case 'setting':
        db.run('INSERT OR REPLACE INTO settings VALUES (?, ?, ?)', [op[1], op[2], op[3]]);
        break;
    }
  }

  /** Apply the journalled ops to SQLite, write `sim.sqlite` atomically, truncate the journal. */
  checkpoint(): void {
    if (this.closed) return;
    this.flush();
    const ops = this.sinceCheckpoint;
    this.sinceCheckpoint = [];
    this.db.run('BEGIN');
    try {
      for (const op of ops) this.applyToDb(op);
      this.db.run('COMMIT');
    } catch (e) {
      this.db.run('ROLLBACK');
      this.sinceCheckpoint = ops.concat(this.sinceCheckpoint);
      throw e;
    }
    const bytes = this.db.export();
    const final = join(this.dir, DB_FILE);
    const tmp = `${final}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      let off = 0;
      while (off < bytes.length) off += writeSync(fd, bytes, off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, final);
    ftruncateSync(this.journalFd, 0);
    this.journalBytes = 0;
    this.checkpoints++;
  }

  /** Reset: forget memory, empty every table and the journal. */
  override clear(): void {
    super.clear();
    this.pending = [];
    this.sinceCheckpoint = [];
    for (const t of ['users', 'sessions', 'balances', 'orders', 'positions', 'executions', 'idempotency', 'settings'])
      this.db.run(`DELETE FROM ${t}`);
    ftruncateSync(this.journalFd, 0);
    this.journalBytes = 0;
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
      fsync: !!this.opts.fsync,
    };
  }

  /** Flush, checkpoint, close files. */
  close(): void {
    if (this.closed) return;
    clearInterval(this.timer);
    this.checkpoint();
    this.closed = true;
    closeSync(this.journalFd);
    this.db.close();
  }
}

/** Delete the store files of a data dir (the reset command when the simulator is not running). */
export function wipeDataDir(dir: string): void {
  for (const f of [DB_FILE, `${DB_FILE}.tmp`, JOURNAL_FILE]) rmSync(join(dir, f), { force: true });
}
