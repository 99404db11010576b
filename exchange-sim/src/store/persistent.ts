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
  ftruncateSync,
  readdirSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { MemoryRepository } from './memory';
import type { StoreOp } from './types';
import { upgradeLoadedPositions } from './upgrade';

export const DB_FILE = 'sim.sqlite';
export const JOURNAL_FILE = 'sim.journal';
/** the journal being checkpointed (renamed away from JOURNAL_FILE when a checkpoint starts) */
export const CHECKPOINT_JOURNAL_FILE = 'sim.journal.ckpt';
/** prefix of the files that keep the bytes recovery dropped (`sim.journal.dropped-<time>`), for a human to read */
export const DROPPED_FILE_PREFIX = 'sim.journal.dropped-';
/**
 * When to checkpoint (`checkpointDue`). A checkpoint writes the whole database (sql.js keeps it in
 * memory and can only export it whole) from a worker that loads sql.js first, so it is worth it
 * only once the journal is big: at `CHECKPOINT_RATIO` × the database size, but at least
 * `CHECKPOINT_MIN_BYTES` and at most `CHECKPOINT_BYTES` (which bounds the replay at start). By
 * default both are 64 MiB: a checkpoint every 64 MiB of journal, where one every 30 s rewrote the
 * whole database for whatever little had changed (soak/checkpoint-bench.ts prints both). A smaller
 * minimum made a burst on a young database checkpoint every few MiB, each paying the worker's start
 * and sql.js's load: the simulator bench's CPU per order rose by a third (issue 13 figures).
 */
export const CHECKPOINT_BYTES = 64 * 1024 * 1024;
export const CHECKPOINT_MIN_BYTES = 64 * 1024 * 1024;
export const CHECKPOINT_RATIO = 0.5;

export interface PersistOptions {
  /** fsync the journal on every flush (survives power loss, slower). Default false: survives a killed process. */
  fsync?: boolean;
  /** checkpoint when the journal passes this many bytes whatever the database size (CHECKPOINT_BYTES) */
  checkpointBytes?: number;
  /** never checkpoint for a journal smaller than this (CHECKPOINT_MIN_BYTES) */
  checkpointMinBytes?: number;
  /** checkpoint when the journal reaches this fraction of the database (CHECKPOINT_RATIO) */
  checkpointRatio?: number;
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

/** A damaged last journal line that recovery dropped (never acknowledged: see `parseJournal`). */
export interface JournalDrop {
  file: string;
  /** 1-based line number */
  line: number;
  /** byte offset of the line in the file (the file is cut back to it) */
  offset: number;
  bytes: number;
  /** the ops the damaged bytes seem to hold, by kind (a best guess from the text) */
  ops: Record<string, number>;
}

/**
 * Read a journal: one JSON line per group commit, an array of ops written with one write (a line
 * holding a single op — `["order", …]` — is a journal from before batches and is read as one op).
 * A line is applied whole or not at all, so an order and its idempotency key, written in the same
 * batch, can never be split by a crash. A damaged line followed only by whitespace or NUL bytes is
 * the torn last write of a killed process: its batch was never acknowledged (the answer and the
 * pushes wait for the write), so it is returned as `dropped` and the good part ends before it
 * (`goodBytes`). A damaged line with good data after it is not a crash's doing: it throws.
 * Self-contained (the checkpoint worker runs it from its source text).
 */
export function parseJournal(
  buf: Buffer,
  file: string,
): { ops: StoreOp[]; goodBytes: number; dropped: JournalDrop | undefined } {
  const ops: StoreOp[] = [];
  let pos = 0;
  let line = 0;
  while (pos < buf.length) {
    const nl = buf.indexOf(10, pos);
    const end = nl === -1 ? buf.length : nl;
    line++;
    if (end > pos) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(buf.toString('utf8', pos, end));
      } catch {
        parsed = undefined;
      }
      if (!Array.isArray(parsed) || parsed.length === 0) {
        let rest = end;
        while (rest < buf.length && (buf[rest] === 10 || buf[rest] === 13 || buf[rest] === 32 || buf[rest] === 0))
          rest++;
        if (rest < buf.length)
          throw new Error(
            `corrupt journal line ${line} at byte offset ${pos} in ${file} (${end - pos} bytes) with good lines after it: ` +
              'not a torn last write; move the file aside (or reset the store) to start',
          );
        const text = buf.toString('utf8', pos);
        const kinds: Record<string, number> = {};
        for (const m of text.matchAll(
          /\["(user|session|delSession|balance|order|position|exec|idem|setting|meta|clear)"/g,
        ))
          kinds[m[1]!] = (kinds[m[1]!] ?? 0) + 1;
        return { ops, goodBytes: pos, dropped: { file, line, offset: pos, bytes: buf.length - pos, ops: kinds } };
      }
      if (typeof parsed[0] === 'string') ops.push(parsed as StoreOp);
      else for (const op of parsed as StoreOp[]) ops.push(op);
    }
    pos = end + 1;
  }
  return { ops, goodBytes: buf.length, dropped: undefined };
}

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
): { dbBytes: number; ops: number; dropped: { drop: JournalDrop; keptIn: string }[] } {
  const dbPath = `${dir}/sim.sqlite`;
  const db = nodeFs.existsSync(dbPath) ? new SQL.Database(nodeFs.readFileSync(dbPath)) : new SQL.Database();
  let ops = 0;
  const dropped: { drop: JournalDrop; keptIn: string }[] = [];
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
      const bytes = nodeFs.readFileSync(path);
      const read = parse(bytes, path);
      if (read.dropped) {
        // only a journal written before batches were cut on recovery can still end torn
        const keptIn = `sim.journal.dropped-${Date.now()}`;
        nodeFs.writeFileSync(`${dir}/${keptIn}`, bytes.subarray(read.dropped.offset));
        dropped.push({ drop: read.dropped, keptIn });
      }
      for (const op of read.ops) {
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
    return { dbBytes: bytes.length, ops, dropped };
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
const parseJournal = (${parseJournal.toString()});
require(workerData.sqlJs)().then((SQL) => {
  try {
    parentPort.postMessage({ ok: true, ...checkpointFiles(SQL, require('node:fs'), workerData.dir, workerData.journals, workerData.schema, parseJournal) });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: String(e && e.stack || e) });
  }
});`;

/** Meta key of what recovery dropped over the life of the data dir (GET /__sim/state `storage.recovery`). */
const RECOVERY_META = 'journalRecovery';

export interface RecoveryInfo {
  /** damaged journal lines dropped on recovery, over the life of the data dir */
  droppedLines: number;
  droppedBytes: number;
  /** when this process opened the store (loaded the database, replayed the journal) */
  lastRecoveredAt: number;
  /** ops replayed from the journal at that open */
  replayedOps: number;
  /** the last drop, with where its bytes were kept */
  lastDrop: (JournalDrop & { at: number; keptIn: string }) | null;
}

/**
 * Durable repository: the working set lives in memory (MemoryRepository), every change is
 * appended to a write-ahead journal (`sim.journal`). `durable()` writes everything recorded during
 * this event-loop turn as one line (a JSON array of ops) with one `writeSync` (group commit) and
 * resolves after it; the HTTP layer awaits it before it answers, and pushes wait for it
 * (`afterJournal`), so an acknowledged or pushed order is on disk (in the OS page cache; with
 * `fsync` on the platter) before any client hears of it. One line is replayed whole or not at all
 * (`parseJournal`): an order and the idempotency key recorded with it in the same turn cannot be
 * split by a crash. A checkpoint renames the journal to `sim.journal.ckpt`, starts a fresh journal
 * and, in a worker thread, applies the renamed journal to the SQLite database (sql.js,
 * WebAssembly: no native build) and writes it atomically to `sim.sqlite` (temp file + fsync +
 * rename), then deletes `sim.journal.ckpt`. Opening loads `sim.sqlite`, then replays
 * `sim.journal.ckpt` (a checkpoint cut short) and `sim.journal`. A torn last line (a write cut by
 * a kill) is reported on stderr, counted (`info().recovery`), kept in `sim.journal.dropped-<time>`
 * and cut from the journal, so later writes never land behind it. Every op is an idempotent upsert
 * (or `clear`), so replaying ops that a checkpoint already holds is harmless.
 */
export class PersistentRepository extends MemoryRepository {
  /** ops recorded since the last write; an order's later op replaces its earlier one (upserts) */
  private pending: StoreOp[] = [];
  private pendingOrder = new Map<string, number>();
  /** sends (pushes) waiting for the write of the ops recorded before them */
  private waiting: (() => void)[] = [];
  private journalFd: number;
  /** bytes in the journal file: every one of them part of a whole batch line */
  private journalBytes = 0;
  /** size of sim.sqlite (at open, then after every checkpoint); 0 = none yet */
  private dbBytes = 0;
  private replaying = false;
  private closed = false;
  /** the group commit of this event-loop turn */
  private commit: Promise<void> | undefined;
  /** the running background checkpoint */
  private running: Promise<void> | undefined;
  checkpoints = 0;
  lastCheckpointError: string | undefined;
  private recovered = { at: 0, replayedOps: 0 };

  private constructor(
    readonly dir: string,
    private readonly opts: PersistOptions,
  ) {
    super();
    this.journalFd = openSync(join(dir, JOURNAL_FILE), 'a+');
    try {
      this.dbBytes = statSync(join(dir, DB_FILE)).size;
    } catch {
      this.dbBytes = 0;
    }
  }

  static async open(dir: string, opts: PersistOptions = {}): Promise<PersistentRepository> {
    mkdirSync(dir, { recursive: true });
    const SQL = await loadSqlJs();
    const drops: { drop: JournalDrop; keptIn: string }[] = [];
    // A checkpoint cut short by a crash: finish it here (rare; keeps the rotation simple).
    if (existsSync(join(dir, CHECKPOINT_JOURNAL_FILE)))
      drops.push(...checkpointFiles(SQL, fs, dir, [CHECKPOINT_JOURNAL_FILE], SCHEMA, parseJournal).dropped);
    const dbPath = join(dir, DB_FILE);
    const db = existsSync(dbPath) ? new SQL.Database(readFileSync(dbPath)) : new SQL.Database();
    try {
      db.run(SCHEMA);
      const repo = new PersistentRepository(dir, opts);
      let drop: { drop: JournalDrop; keptIn: string } | undefined;
      try {
        drop = repo.load(db);
        upgradeLoadedPositions(repo);
      } catch (e) {
        repo.abandon();
        throw e;
      }
      if (drop) drops.push(drop);
      for (const d of drops) repo.reportDrop(d.drop, d.keptIn);
      return repo;
    } finally {
      db.close();
    }
  }

  /** true when the store holds accounts (false on a fresh data dir) */
  hasData(): boolean {
    return this.listUsers().length > 0;
  }

  private load(db: Database): { drop: JournalDrop; keptIn: string } | undefined {
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

      const path = join(this.dir, JOURNAL_FILE);
      const bytes = readFileSync(path);
      const read = parseJournal(bytes, path);
      for (const op of read.ops) this.apply(op);
      this.recovered = { at: Date.now(), replayedOps: read.ops.length };
      this.journalBytes = read.goodBytes;
      let kept: { drop: JournalDrop; keptIn: string } | undefined;
      if (read.dropped) {
        // keep the bytes for a human, then cut them: later batches must start on a line of their own
        const keptIn = `${DROPPED_FILE_PREFIX}${Date.now()}`;
        writeFileSync(join(this.dir, keptIn), bytes.subarray(read.dropped.offset));
        ftruncateSync(this.journalFd, read.goodBytes);
        kept = { drop: read.dropped, keptIn };
      } else if (bytes.length > 0 && bytes[bytes.length - 1] !== 10) {
        // a whole last batch whose newline was cut: end its line
        writeSync(this.journalFd, '\n');
        this.journalBytes++;
      }
      return kept;
    } finally {
      this.replaying = false;
    }
  }

  /** Say loudly what recovery dropped, and count it in the store (meta, journalled at once). */
  private reportDrop(drop: JournalDrop, keptIn: string): void {
    const ops = Object.entries(drop.ops)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ');
    console.error(
      `[exchange-sim] RECOVERY: dropped the damaged last line ${drop.line} of ${drop.file} at byte offset ` +
        `${drop.offset}: ${drop.bytes} bytes (ops seen: ${ops || 'none'}), a write cut by a crash and never ` +
        `acknowledged; its bytes are kept in ${join(this.dir, keptIn)}`,
    );
    const before = this.recoveryTotals();
    const after = {
      droppedLines: before.droppedLines + 1,
      droppedBytes: before.droppedBytes + drop.bytes,
      lastDrop: { ...drop, at: Date.now(), keptIn },
    };
    this.setMeta(RECOVERY_META, JSON.stringify(after));
    this.flush();
  }

  private recoveryTotals(): Pick<RecoveryInfo, 'droppedLines' | 'droppedBytes' | 'lastDrop'> {
    const none = { droppedLines: 0, droppedBytes: 0, lastDrop: null };
    const text = this.getMeta(RECOVERY_META);
    if (text === undefined) return none;
    try {
      return { ...none, ...(JSON.parse(text) as Partial<RecoveryInfo>) };
    } catch {
      return none;
    }
  }

  /** What recovery did: this open, and the drops over the life of the data dir. */
  recovery(): RecoveryInfo {
    return { ...this.recoveryTotals(), lastRecoveredAt: this.recovered.at, replayedOps: this.recovered.replayedOps };
  }

  protected override record(op: StoreOp): void {
    if (this.replaying || this.closed) return;
    if (op[0] === 'order') {
      // upserts of one key: only the last state needs writing (an IOC order's New and Cancelled → one op)
      const at = this.pendingOrder.get(op[1].orderId);
      if (at !== undefined) {
        this.pending[at] = op;
        return;
      }
      this.pendingOrder.set(op[1].orderId, this.pending.length);
    } else if (op[0] === 'clear') this.pendingOrder.clear();
    this.pending.push(op);
  }

  /**
   * Run `send` once everything recorded so far is in the journal: now when nothing waits, else
   * right after the next write (in order). Pushes go through here, so a client never hears of a
   * change that a crash could still take back.
   */
  afterJournal(send: () => void): void {
    if (this.pending.length === 0 || this.closed) return send();
    this.waiting.push(send);
    void this.durable().catch(() => undefined); // a failed write is the answering request's error
  }

  /**
   * Write the buffered ops to the journal now: one line, one write (a batch). A failed write is cut
   * back off the file and its ops kept for the next flush, so the journal only ever holds whole
   * batches; sends waiting for the write go out after it succeeds.
   */
  flush(): void {
    if (this.closed) return;
    const wrote = this.pending.length > 0;
    if (wrote) {
      const batch = this.pending;
      this.pending = [];
      this.pendingOrder.clear();
      const buf = Buffer.from(JSON.stringify(batch) + '\n');
      try {
        let off = 0;
        while (off < buf.length) off += writeSync(this.journalFd, buf, off);
        if (this.opts.fsync) fsyncSync(this.journalFd);
      } catch (e) {
        try {
          ftruncateSync(this.journalFd, this.journalBytes);
        } catch (cut) {
          console.error('[exchange-sim] could not cut a failed journal write back', cut);
        }
        this.pending = batch;
        batch.forEach((op, i) => op[0] === 'order' && this.pendingOrder.set(op[1].orderId, i));
        throw e;
      }
      this.journalBytes += buf.length;
    }
    const waiting = this.waiting;
    this.waiting = [];
    for (const send of waiting)
      try {
        send();
      } catch (e) {
        console.error('[exchange-sim] a send after the journal write failed', e);
      }
    if (wrote && this.journalBytes >= this.checkpointAtBytes()) void this.checkpoint();
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

  /** journal size at which a checkpoint is due (see CHECKPOINT_RATIO) */
  checkpointAtBytes(): number {
    const o = this.opts;
    const share = (o.checkpointRatio ?? CHECKPOINT_RATIO) * this.dbBytes;
    return Math.min(
      o.checkpointBytes ?? CHECKPOINT_BYTES,
      Math.max(o.checkpointMinBytes ?? CHECKPOINT_MIN_BYTES, share),
    );
  }

  /** true when the journal is big enough for a checkpoint, or holds data and no database exists yet */
  checkpointDue(): boolean {
    return this.journalBytes >= this.checkpointAtBytes() || (this.journalBytes > 0 && this.dbBytes === 0);
  }

  /** Checkpoint when `checkpointDue` (start, shutdown); flushes either way. */
  checkpointIfDue(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.flush();
    if (!this.checkpointDue()) return this.running ?? Promise.resolve();
    return this.checkpoint();
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
      worker.once(
        'message',
        (m: { ok: boolean; error?: string; dbBytes?: number; dropped?: { drop: JournalDrop; keptIn: string }[] }) => {
          for (const d of m.dropped ?? []) this.reportDrop(d.drop, d.keptIn);
          if (m.ok && m.dbBytes !== undefined) this.dbBytes = m.dbBytes;
          done(m.ok ? undefined : m.error);
        },
      );
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
      checkpointAtBytes: this.checkpointAtBytes(),
      checkpoints: this.checkpoints,
      checkpointRunning: this.running !== undefined,
      fsync: !!this.opts.fsync,
      recovery: this.recovery(),
    };
  }

  /**
   * Stop like a killed process (tests): nothing pending is written, no checkpoint runs, the files
   * stay as they are.
   */
  abandon(): void {
    if (this.closed) return;
    this.pending = [];
    this.pendingOrder.clear();
    this.waiting = [];
    this.closed = true;
    closeSync(this.journalFd);
  }

  /**
   * Flush, wait for a running checkpoint, checkpoint if due (the next open replays a small journal
   * faster than a checkpoint rewrites the database), close the journal.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    await this.running;
    await this.checkpointIfDue();
    this.closed = true;
    closeSync(this.journalFd);
  }
}

/** Delete the store files of a data dir (the reset command when the simulator is not running). */
export function wipeDataDir(dir: string): void {
  for (const f of [DB_FILE, `${DB_FILE}.tmp`, JOURNAL_FILE, CHECKPOINT_JOURNAL_FILE])
    rmSync(join(dir, f), { force: true });
  if (existsSync(dir))
    for (const f of readdirSync(dir)) if (f.startsWith(DROPPED_FILE_PREFIX)) rmSync(join(dir, f), { force: true });
}
