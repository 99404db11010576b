import { Worker } from 'node:worker_threads';
import { checkpointFilesSource } from './checkpointFiles';
import { CHECKPOINT_JOURNAL_FILE } from './files';
import { parseJournal, type KeptDrop } from './journalFormat';
import { SCHEMA } from './sqlite';

/** What the checkpoint worker reports: `checkpointFiles`'s result, or its error. */
export interface CheckpointReport {
  ok: boolean;
  error?: string;
  dbBytes?: number;
  dropped?: KeptDrop[];
}

/** Worker source: runs `checkpointFiles` (its transpiled text) once and reports. */
const workerSource = (): string => `
const { parentPort, workerData } = require('node:worker_threads');
// helper some transpilers (esbuild keepNames, used by tsx) reference from function text
var __name = (target) => target;
${checkpointFilesSource()}
const parseJournal = (${parseJournal.toString()});
require(workerData.sqlJs)().then((SQL) => {
  try {
    parentPort.postMessage({ ok: true, ...checkpointFiles(SQL, require('node:fs'), workerData.dir, workerData.journals, workerData.schema, parseJournal) });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: String(e && e.stack || e) });
  }
});`;

/**
 * Checkpoint `sim.journal.ckpt` of `dir` into `sim.sqlite` in a worker thread, so a checkpoint
 * never blocks the event loop that answers orders. `onReport` gets the worker's report; `onDone`
 * runs once, with the error if there is one (the report's, the worker's, or its exit), then the
 * worker is ended and the promise resolves.
 */
export function runCheckpointWorker(
  dir: string,
  onReport: (report: CheckpointReport) => void,
  onDone: (error: string | undefined) => void,
): Promise<void> {
  const worker = new Worker(workerSource(), {
    eval: true,
    workerData: {
      sqlJs: require.resolve('sql.js'),
      dir,
      journals: [CHECKPOINT_JOURNAL_FILE],
      schema: SCHEMA,
    },
  });
  return new Promise<void>((resolve) => {
    let settled = false;
    const done = (error?: string): void => {
      if (settled) return;
      settled = true;
      onDone(error);
      void worker.terminate();
      resolve();
    };
    worker.once('message', (m: CheckpointReport) => {
      onReport(m);
      done(m.ok ? undefined : m.error);
    });
    worker.once('error', (e) => done(String(e)));
    worker.once('exit', (c) => done(`checkpoint worker exited (${c})`));
  });
}
