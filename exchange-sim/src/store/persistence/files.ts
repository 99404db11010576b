import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// The files of a data dir. checkpointFiles (checkpointFiles.ts) spells `sim.sqlite` and
// `sim.journal.dropped-` out itself: it runs in a worker from its own source text.

export const DB_FILE = 'sim.sqlite';
export const JOURNAL_FILE = 'sim.journal';
/** the journal being checkpointed (renamed away from JOURNAL_FILE when a checkpoint starts) */
export const CHECKPOINT_JOURNAL_FILE = 'sim.journal.ckpt';
/** prefix of the files that keep the bytes recovery dropped (`sim.journal.dropped-<time>`), for a human to read */
export const DROPPED_FILE_PREFIX = 'sim.journal.dropped-';

/** Delete the store files of a data dir (the reset command when the simulator is not running). */
export function wipeDataDir(dir: string): void {
  for (const f of [DB_FILE, `${DB_FILE}.tmp`, JOURNAL_FILE, CHECKPOINT_JOURNAL_FILE])
    rmSync(join(dir, f), { force: true });
  if (existsSync(dir))
    for (const f of readdirSync(dir)) if (f.startsWith(DROPPED_FILE_PREFIX)) rmSync(join(dir, f), { force: true });
}
