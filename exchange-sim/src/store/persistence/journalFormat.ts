import type { StoreOp } from '../types';

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

/** A drop and the file (`sim.journal.dropped-<time>`, in the data dir) its bytes were kept in. */
export interface KeptDrop {
  drop: JournalDrop;
  keptIn: string;
}

/** What `parseJournal` read: the ops of the whole lines, where they end, and a torn last line. */
export interface ParsedJournal {
  ops: StoreOp[];
  goodBytes: number;
  dropped: JournalDrop | undefined;
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
export function parseJournal(buf: Buffer, file: string): ParsedJournal {
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
