import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DROPPED_FILE_PREFIX } from './files';
import type { JournalDrop, KeptDrop } from './journalFormat';

// What recovery does with a torn last journal line (`parseJournal` finds it): keep its bytes for a
// human, say so loudly, and count it in the store's meta over the life of the data dir.

/** Meta key of what recovery dropped over the life of the data dir (GET /__sim/state `storage.recovery`). */
export const RECOVERY_META = 'journalRecovery';

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

/** The drops over the life of the data dir (meta RECOVERY_META). */
export type RecoveryTotals = Pick<RecoveryInfo, 'droppedLines' | 'droppedBytes' | 'lastDrop'>;

/** Keep the bytes of a dropped line (to the end of the file) in `sim.journal.dropped-<time>` in `dir`. */
export function keepDroppedBytes(dir: string, bytes: Buffer, drop: JournalDrop): KeptDrop {
  const keptIn = `${DROPPED_FILE_PREFIX}${Date.now()}`;
  writeFileSync(join(dir, keptIn), bytes.subarray(drop.offset));
  return { drop, keptIn };
}

/** The stderr line of a drop; `keptPath` is where its bytes are. */
export function dropMessage(drop: JournalDrop, keptPath: string): string {
  const ops = Object.entries(drop.ops)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
  return (
    `[exchange-sim] RECOVERY: dropped the damaged last line ${drop.line} of ${drop.file} at byte offset ` +
    `${drop.offset}: ${drop.bytes} bytes (ops seen: ${ops || 'none'}), a write cut by a crash and never ` +
    `acknowledged; its bytes are kept in ${keptPath}`
  );
}

/** The totals stored in meta (`text`; none yet, or unreadable: zero). */
export function recoveryTotals(text: string | undefined): RecoveryTotals {
  const none = { droppedLines: 0, droppedBytes: 0, lastDrop: null };
  if (text === undefined) return none;
  try {
    return { ...none, ...(JSON.parse(text) as Partial<RecoveryInfo>) };
  } catch {
    return none;
  }
}

/** The totals after one more drop, now. */
export function withDrop(before: RecoveryTotals, { drop, keptIn }: KeptDrop): RecoveryTotals {
  return {
    droppedLines: before.droppedLines + 1,
    droppedBytes: before.droppedBytes + drop.bytes,
    lastDrop: { ...drop, at: Date.now(), keptIn },
  };
}
