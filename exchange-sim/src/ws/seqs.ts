import type { WsPush } from 'shared-core/domain';

/**
 * Sequence numbers of the topics. Public topics: one counter per topic for the whole server (every
 * subscriber sees the same seq for the same message). Private topics: one counter per topic per
 * user (a user's streams are gap-free whatever other users do). A snapshot sent on subscribe
 * carries the current counter without advancing it; every broadcast advances it by 1.
 */
export class TopicSeqs {
  private readonly seqs = new Map<string, number>();

  /** The push of `data` on `topic` (of `userId`'s stream when given), at the next seq if `advance`. */
  envelope(
    topic: string,
    userId: number | undefined,
    type: 'snapshot' | 'delta',
    data: unknown,
    advance: boolean,
  ): WsPush<unknown> {
    const key = userId === undefined ? topic : `${userId}|${topic}`;
    const seq = (this.seqs.get(key) ?? 0) + (advance ? 1 : 0);
    if (advance) this.seqs.set(key, seq);
    return { topic, type, seq, ts: Date.now(), data };
  }
}
