import { closeSync, fsyncSync, ftruncateSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreOp } from '../types';
import { CHECKPOINT_JOURNAL_FILE, JOURNAL_FILE } from './files';
import type { ParsedJournal } from './journalFormat';

/**
 * The journal being written (`sim.journal` in `dir`), with group commit: the ops recorded during
 * one event-loop turn are written as one line (a JSON array) with one `writeSync`; `durable()`
 * resolves after that write, and sends handed to `afterJournal` run after it. An order's later op
 * replaces its earlier one in a batch (upserts of one key). A failed write is cut back off the file
 * and its ops kept for the next flush, so the file only ever holds whole batch lines. After each
 * write `afterWrite` runs (the store starts a checkpoint there when one is due).
 */
export class GroupCommitJournal {
  /** ops recorded since the last write; an order's later op replaces its earlier one (upserts) */
  private pending: StoreOp[] = [];
  private pendingOrder = new Map<string, number>();
  /** sends (pushes) waiting for the write of the ops recorded before them */
  private waiting: (() => void)[] = [];
  private fd: number;
  /** bytes in the journal file: every one of them part of a whole batch line */
  private size = 0;
  /** the group commit of this event-loop turn */
  private commit: Promise<void> | undefined;
  /** closed or abandoned: nothing is recorded or written any more */
  closed = false;

  constructor(
    private readonly dir: string,
    /** `fsync`: fsync the journal on every write */
    private readonly opts: { fsync?: boolean },
    private readonly afterWrite: () => void,
  ) {
    this.fd = openSync(join(dir, JOURNAL_FILE), 'a+');
  }

  /** bytes in the journal file, all of them whole batch lines */
  get bytes(): number {
    return this.size;
  }

  /**
   * Go on from the journal found at open, read by `parseJournal` from `file`: after its whole
   * lines. A torn last line is cut off (keep its bytes first); a whole last batch whose newline was
   * cut gets its line ended, so later batches start on a line of their own.
   */
  resume(file: Buffer, read: ParsedJournal): void {
    this.size = read.goodBytes;
    if (read.dropped) ftruncateSync(this.fd, read.goodBytes);
    else if (file.length > 0 && file[file.length - 1] !== 10) {
      writeSync(this.fd, '\n');
      this.size++;
    }
  }

  record(op: StoreOp): void {
    if (this.closed) return;
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

  /** Run `send` once everything recorded so far is written: now when nothing waits, else right after the next write. */
  afterJournal(send: () => void): void {
    if (this.pending.length === 0 || this.closed) return send();
    this.waiting.push(send);
    void this.durable().catch(() => undefined); // a failed write is the answering request's error
  }

  /** Write the recorded ops now (one line, one write), then run the sends waiting for it. */
  flush(): void {
    if (this.closed) return;
    const wrote = this.pending.length > 0;
    if (wrote) this.writeBatch();
    const waiting = this.waiting;
    this.waiting = [];
    for (const send of waiting)
      try {
        send();
      } catch (e) {
        console.error('[exchange-sim] a send after the journal write failed', e);
      }
    if (wrote) this.afterWrite();
  }

  /** The pending ops as one line with one write; on failure the line is cut back and the ops kept. */
  private writeBatch(): void {
    const batch = this.pending;
    this.pending = [];
    this.pendingOrder.clear();
    const buf = Buffer.from(JSON.stringify(batch) + '\n');
    try {
      let off = 0;
      while (off < buf.length) off += writeSync(this.fd, buf, off);
      if (this.opts.fsync) fsyncSync(this.fd);
    } catch (e) {
      try {
        ftruncateSync(this.fd, this.size);
      } catch (cut) {
        console.error('[exchange-sim] could not cut a failed journal write back', cut);
      }
      this.pending = batch;
      batch.forEach((op, i) => op[0] === 'order' && this.pendingOrder.set(op[1].orderId, i));
      throw e;
    }
    this.size += buf.length;
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

  /** Hand the journal to a checkpoint: it becomes `sim.journal.ckpt`, and a fresh `sim.journal` starts. */
  rotate(): void {
    closeSync(this.fd);
    renameSync(join(this.dir, JOURNAL_FILE), join(this.dir, CHECKPOINT_JOURNAL_FILE));
    this.fd = openSync(join(this.dir, JOURNAL_FILE), 'a+');
    this.size = 0;
  }

  /** Stop like a killed process: nothing pending is written, nobody waiting is sent to. */
  abandon(): void {
    if (this.closed) return;
    this.pending = [];
    this.pendingOrder.clear();
    this.waiting = [];
    this.close();
  }

  close(): void {
    this.closed = true;
    closeSync(this.fd);
  }
}
