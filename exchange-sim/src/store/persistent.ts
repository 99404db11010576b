import * as fs from 'node:fs';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'sql.js';
import { MemoryRepository } from './memory';
import { checkpointFiles } from './persistence/checkpointFiles';
import { checkpointAtBytes, checkpointDue, type CheckpointPolicy } from './persistence/checkpointPolicy';
import { runCheckpointWorker } from './persistence/checkpointWorker';
import { CHECKPOINT_JOURNAL_FILE, DB_FILE, JOURNAL_FILE } from './persistence/files';
import { GroupCommitJournal } from './persistence/groupCommit';
import { parseJournal, type KeptDrop } from './persistence/journalFormat';
import {
  RECOVERY_META,
  dropMessage,
  keepDroppedBytes,
  recoveryTotals,
  withDrop,
  type RecoveryInfo,
} from './persistence/recovery';
import { SCHEMA, loadSqlJs, storedOps } from './persistence/sqlite';
import type { StoreOp } from './types';
import { upgradeLoadedPositions } from './upgrade';

// The persistent store's face; its parts are in persistence/: the data dir's files (files.ts), the
// journal's format and torn-line detection (journalFormat.ts), its writing with group commit
// (groupCommit.ts), the SQLite tables (sqlite.ts), a checkpoint as a function of files
// (checkpointFiles.ts) run in a worker (checkpointWorker.ts) when due (checkpointPolicy.ts), and
// what recovery reports (recovery.ts).

export { CHECKPOINT_JOURNAL_FILE, DB_FILE, DROPPED_FILE_PREFIX, JOURNAL_FILE, wipeDataDir } from './persistence/files';
export { CHECKPOINT_BYTES, CHECKPOINT_MIN_BYTES, CHECKPOINT_RATIO } from './persistence/checkpointPolicy';
export type { JournalDrop } from './persistence/journalFormat';
export type { RecoveryInfo } from './persistence/recovery';

export interface PersistOptions extends CheckpointPolicy {
  /** fsync the journal on every flush (survives power loss, slower). Default false: survives a killed process. */
  fsync?: boolean;
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
  private readonly journal: GroupCommitJournal;
  /** size of sim.sqlite (at open, then after every checkpoint); 0 = none yet */
  private dbBytes = 0;
  private replaying = false;
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
    this.journal = new GroupCommitJournal(dir, opts, () => {
      if (this.journal.bytes >= this.checkpointAtBytes()) void this.checkpoint();
    });
    try {
      this.dbBytes = statSync(join(dir, DB_FILE)).size;
    } catch {
      this.dbBytes = 0;
    }
  }

  static async open(dir: string, opts: PersistOptions = {}): Promise<PersistentRepository> {
    mkdirSync(dir, { recursive: true });
    const SQL = await loadSqlJs();
    const drops: KeptDrop[] = [];
    // A checkpoint cut short by a crash: finish it here (rare; keeps the rotation simple).
    if (existsSync(join(dir, CHECKPOINT_JOURNAL_FILE)))
      drops.push(...checkpointFiles(SQL, fs, dir, [CHECKPOINT_JOURNAL_FILE], SCHEMA, parseJournal).dropped);
    const dbPath = join(dir, DB_FILE);
    const db = existsSync(dbPath) ? new SQL.Database(readFileSync(dbPath)) : new SQL.Database();
    try {
      db.run(SCHEMA);
      const repo = new PersistentRepository(dir, opts);
      let drop: KeptDrop | undefined;
      try {
        drop = repo.load(db);
        upgradeLoadedPositions(repo);
      } catch (e) {
        repo.abandon();
        throw e;
      }
      if (drop) drops.push(drop);
      for (const d of drops) repo.reportDrop(d);
      return repo;
    } finally {
      db.close();
    }
  }

  /** true when the store holds accounts (false on a fresh data dir) */
  hasData(): boolean {
    return this.listUsers().length > 0;
  }

  /** Load the database, then replay the journal; a torn last line is kept aside and cut off. */
  private load(db: Database): KeptDrop | undefined {
    this.replaying = true;
    try {
      for (const op of storedOps(db)) this.apply(op);
      const path = join(this.dir, JOURNAL_FILE);
      const bytes = readFileSync(path);
      const read = parseJournal(bytes, path);
      for (const op of read.ops) this.apply(op);
      this.recovered = { at: Date.now(), replayedOps: read.ops.length };
      // keep the bytes for a human, then cut them: later batches must start on a line of their own
      const kept = read.dropped ? keepDroppedBytes(this.dir, bytes, read.dropped) : undefined;
      this.journal.resume(bytes, read);
      return kept;
    } finally {
      this.replaying = false;
    }
  }

  /** Say loudly what recovery dropped, and count it in the store (meta, journalled at once). */
  private reportDrop(kept: KeptDrop): void {
    console.error(dropMessage(kept.drop, join(this.dir, kept.keptIn)));
    const after = withDrop(recoveryTotals(this.getMeta(RECOVERY_META)), kept);
    this.setMeta(RECOVERY_META, JSON.stringify(after));
    this.flush();
  }

  /** What recovery did: this open, and the drops over the life of the data dir. */
  recovery(): RecoveryInfo {
    return {
      ...recoveryTotals(this.getMeta(RECOVERY_META)),
      lastRecoveredAt: this.recovered.at,
      replayedOps: this.recovered.replayedOps,
    };
  }

  protected override record(op: StoreOp): void {
    if (this.replaying) return;
    this.journal.record(op);
  }

  /**
   * Run `send` once everything recorded so far is in the journal: now when nothing waits, else
   * right after the next write (in order). Pushes go through here, so a client never hears of a
   * change that a crash could still take back.
   */
  afterJournal(send: () => void): void {
    this.journal.afterJournal(send);
  }

  /**
   * Write the buffered ops to the journal now: one line, one write (a batch). A failed write is cut
   * back off the file and its ops kept for the next flush, so the journal only ever holds whole
   * batches; sends waiting for the write go out after it succeeds.
   */
  flush(): void {
    this.journal.flush();
  }

  /**
   * Group commit: resolves once everything recorded so far is written. All requests handled in
   * the same event-loop turn share one write (after their I/O callbacks, via setImmediate).
   */
  durable(): Promise<void> {
    return this.journal.durable();
  }

  /** journal size at which a checkpoint is due (see CHECKPOINT_RATIO) */
  checkpointAtBytes(): number {
    return checkpointAtBytes(this.opts, this.dbBytes);
  }

  /** true when the journal is big enough for a checkpoint, or holds data and no database exists yet */
  checkpointDue(): boolean {
    return checkpointDue(this.opts, this.journal.bytes, this.dbBytes);
  }

  /** Checkpoint when `checkpointDue` (start, shutdown); flushes either way. */
  checkpointIfDue(): Promise<void> {
    if (this.journal.closed) return Promise.resolve();
    this.flush();
    if (!this.checkpointDue()) return this.running ?? Promise.resolve();
    return this.checkpoint();
  }

  /**
   * Start a checkpoint in a worker thread (no-op while one runs): the journal is renamed to
   * `sim.journal.ckpt` and a fresh journal started, so acknowledged writes never wait for it.
   */
  checkpoint(): Promise<void> {
    if (this.journal.closed) return Promise.resolve();
    this.flush();
    if (this.running) return this.running;
    if (this.journal.bytes === 0) return Promise.resolve();
    this.journal.rotate();
    const run = runCheckpointWorker(
      this.dir,
      (report) => {
        for (const d of report.dropped ?? []) this.reportDrop(d);
        if (report.ok && report.dbBytes !== undefined) this.dbBytes = report.dbBytes;
      },
      (error) => {
        if (error) {
          // sim.journal.ckpt stays; the next open() replays and checkpoints it
          this.lastCheckpointError = error;
          console.error('[exchange-sim] checkpoint failed', error);
        } else this.checkpoints++;
        this.running = undefined;
      },
    );
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
      journalBytes: this.journal.bytes,
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
    this.journal.abandon();
  }

  /**
   * Flush, wait for a running checkpoint, checkpoint if due (the next open replays a small journal
   * faster than a checkpoint rewrites the database), close the journal.
   */
  async close(): Promise<void> {
    if (this.journal.closed) return;
    this.flush();
    await this.running;
    await this.checkpointIfDue();
    this.journal.close();
  }
}
