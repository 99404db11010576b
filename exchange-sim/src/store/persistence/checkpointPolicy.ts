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

export interface CheckpointPolicy {
  /** checkpoint when the journal passes this many bytes whatever the database size (CHECKPOINT_BYTES) */
  checkpointBytes?: number;
  /** never checkpoint for a journal smaller than this (CHECKPOINT_MIN_BYTES) */
  checkpointMinBytes?: number;
  /** checkpoint when the journal reaches this fraction of the database (CHECKPOINT_RATIO) */
  checkpointRatio?: number;
}

/** journal size at which a checkpoint is due next to a database of `dbBytes` (see CHECKPOINT_RATIO) */
export function checkpointAtBytes(o: CheckpointPolicy, dbBytes: number): number {
  const share = (o.checkpointRatio ?? CHECKPOINT_RATIO) * dbBytes;
  return Math.min(o.checkpointBytes ?? CHECKPOINT_BYTES, Math.max(o.checkpointMinBytes ?? CHECKPOINT_MIN_BYTES, share));
}

/** true when the journal is big enough for a checkpoint, or holds data and no database exists yet (`dbBytes` 0) */
export function checkpointDue(o: CheckpointPolicy, journalBytes: number, dbBytes: number): boolean {
  return journalBytes >= checkpointAtBytes(o, dbBytes) || (journalBytes > 0 && dbBytes === 0);
}
