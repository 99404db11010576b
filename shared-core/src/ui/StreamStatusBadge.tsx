import { Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { StreamStatus } from '../bus';
import { useAppSelector } from '../store/hooks';
import { selectTopicHealth, worstStreamStatus, type TopicHealth, type TopicRef } from '../store/streamsSlice';

const colorOf: Record<StreamStatus, 'success' | 'warning' | 'error' | 'default'> = {
  live: 'success',
  connecting: 'default',
  reconnecting: 'warning',
  stale: 'warning',
  closed: 'error',
};

/** A topic a widget depends on, with what it shows now. */
export type TopicDetail = TopicRef & TopicHealth;

/** The trader's name for a topic: "Positions", "BTC option chain", … (the raw topic otherwise). */
export function topicLabel(t: TFunction, topic: string): string {
  if (topic === 'user.position') return t('stream.topic.positions');
  if (topic === 'user.order') return t('stream.topic.orders');
  if (topic.startsWith('tickers.')) return t('stream.topic.tickers', { coin: topic.slice('tickers.'.length) });
  if (topic.startsWith('orderbook.')) return t('stream.topic.orderbook', { symbol: topic.slice('orderbook.'.length) });
  return topic;
}

/** One line per topic that is not live: "Positions: no update for 12 s". */
function describe(t: TFunction, topics: readonly TopicDetail[], now: number): string | undefined {
  const lines = topics
    .filter((d) => d.status !== 'live')
    .map((d) => {
      const topic = topicLabel(t, d.topic);
      if (d.lastHeardAt === undefined) return t('stream.noUpdateYet', { topic });
      const seconds = Math.max(0, Math.round((now - d.lastHeardAt) / 1000));
      return t('stream.noUpdateFor', { topic, seconds });
    });
  return lines.length ? lines.join('\n') : undefined;
}

export interface StreamStatusBadgeProps {
  status: StreamStatus;
  /** The topics behind `status`: those that are not live are named in the badge's tooltip. */
  topics?: readonly TopicDetail[];
}

/** Tells the trader whether the prices on a widget are live (and, on hover, which feed is not). */
export function StreamStatusBadge({ status, topics = [] }: StreamStatusBadgeProps) {
  // a new chip whenever what it describes changes, so the age in its tooltip is taken right then
  const described = topics.map((d) => `${d.topic}:${d.status}:${d.lastHeardAt ?? ''}`).join('|');
  return <StatusChip key={`${status}|${described}`} status={status} topics={topics} />;
}

function StatusChip({ status, topics }: Required<StreamStatusBadgeProps>) {
  const { t } = useTranslation('common');
  // the tooltip's age is taken when the chip appears and again when the trader points at it
  const [now, setNow] = useState(Date.now);
  return (
    <Chip
      size="small"
      variant={status === 'live' ? 'outlined' : 'filled'}
      color={colorOf[status]}
      // white on the theme's error red is 3.7:1 (axe, color-contrast; AA asks 4.5:1): black reads 5.6:1
      sx={status === 'closed' ? { color: 'common.black' } : undefined}
      label={t(`stream.${status}`)}
      title={describe(t, topics, now)}
      onMouseEnter={() => setNow(Date.now())}
      data-testid="stream-status"
      data-status={status}
    />
  );
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The badge of a widget, from the topics it depends on (what it subscribes to with `useLiveTopic`):
 * the worst of their statuses, the stale ones named in its tooltip. Keep `deps` stable (a module
 * constant or `useMemo`).
 */
export function TopicsStatusBadge({ deps }: { deps: readonly TopicRef[] }) {
  const healths = useAppSelector(
    (state) => deps.map(({ stream, topic }) => selectTopicHealth(state, stream, topic)),
    sameItems,
  );
  const topics = deps.map((dep, i) => ({ ...dep, ...healths[i]! }));
  return <StreamStatusBadge status={worstStreamStatus(healths.map((h) => h.status))} topics={topics} />;
}
