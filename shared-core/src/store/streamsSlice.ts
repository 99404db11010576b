import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StreamName, StreamStatus } from '../bus';

/** What one subscribed topic shows: its status and, when not live, when it last said anything. */
export interface TopicHealth {
  status: StreamStatus;
  /** ms since the epoch; absent while live or before the topic's first message */
  lastHeardAt?: number;
}

export type TopicHealthMap = Readonly<Record<string, TopicHealth>>;

/** A topic as a widget names its dependency on it. */
export interface TopicRef {
  stream: StreamName;
  topic: string;
}

export interface StreamsState extends Record<StreamName, StreamStatus> {
  /**
   * Per subscribed topic, mirrored from the stream clients when a status changes (at most once a
   * second, never per message). Absent until a client reports (and with an older host).
   */
  topics?: Partial<Record<StreamName, Record<string, TopicHealth>>>;
}

const initialState: StreamsState = { public: 'connecting', private: 'connecting' };

/** Worst first: what a widget that depends on several topics shows. */
const SEVERITY: Record<StreamStatus, number> = { live: 0, connecting: 1, stale: 2, reconnecting: 3, closed: 4 };

/** The worst of some statuses (`live` for none). */
export function worstStreamStatus(statuses: Iterable<StreamStatus>): StreamStatus {
  let worst: StreamStatus = 'live';
  for (const s of statuses) if (SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst;
}

/** One object per status, so a topic with no report yet selects the same object every time. */
const STREAM_WIDE: Record<StreamStatus, TopicHealth> = {
  live: { status: 'live' },
  connecting: { status: 'connecting' },
  reconnecting: { status: 'reconnecting' },
  stale: { status: 'stale' },
  closed: { status: 'closed' },
};

const topicHealthIn = (state: StreamsState, stream: StreamName, topic: string): TopicHealth =>
  state.topics?.[stream]?.[topic] ?? STREAM_WIDE[state[stream]];

export const streamsSlice = createSlice({
  name: 'streams',
  initialState,
  reducers: {
    streamStatusChanged(state, action: PayloadAction<{ stream: StreamName; status: StreamStatus }>) {
      state[action.payload.stream] = action.payload.status;
    },
    /** Every subscribed topic of a stream (topics missing from `topics` are no longer subscribed). */
    topicStatusesChanged(state, action: PayloadAction<{ stream: StreamName; topics: TopicHealthMap }>) {
      const { stream, topics } = action.payload;
      state.topics ??= {};
      const current = (state.topics[stream] ??= {});
      for (const topic of Object.keys(current)) if (!(topic in topics)) delete current[topic];
      for (const [topic, health] of Object.entries(topics)) {
        const before = current[topic];
        // an unchanged entry keeps its object, so selectors over it do not re-render anything
        if (before?.status !== health.status || before.lastHeardAt !== health.lastHeardAt) current[topic] = health;
      }
    },
  },
  selectors: {
    selectStreamStatus: (state, stream: StreamName) => state[stream],
    /** One topic's health; the stream's status until the topic has a report of its own. */
    selectTopicHealth: topicHealthIn,
    /** The worst status of the topics a widget depends on, all on one stream. */
    selectTopicsStatus: (state, stream: StreamName, topics: readonly string[]) =>
      worstStreamStatus(topics.map((topic) => topicHealthIn(state, stream, topic).status)),
    /** The worst status of topics on any streams (e.g. a public feed and a private one). */
    selectDependenciesStatus: (state, deps: readonly TopicRef[]) =>
      worstStreamStatus(deps.map(({ stream, topic }) => topicHealthIn(state, stream, topic).status)),
  },
});

export const { streamStatusChanged, topicStatusesChanged } = streamsSlice.actions;
export const { selectStreamStatus, selectTopicHealth, selectTopicsStatus, selectDependenciesStatus } =
  streamsSlice.selectors;
