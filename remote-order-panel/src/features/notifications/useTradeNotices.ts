import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import type { BusEventOf } from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { DOUBLE_CONFIRM_LIST_PATH } from './api';
import {
  NOTICE_TOPICS,
  TRADE_NOTICE_MS,
  noticeOffFlags,
  pushItems,
  pushNotice,
  rememberNotice,
  type TradeNotice,
} from './rules';

const TOPICS: ReadonlySet<string> = new Set(NOTICE_TOPICS);
/** Left-to-right isolate around symbols and figures, so they read right inside Arabic text. */
const ltr = (text: string): string => (text === '' ? text : `\u2066${text}\u2069`);

type Translate = (key: string, params?: Record<string, string>) => string;

/** A notice as the host's toast: title and text in the trader's language, 2500 ms. */
export function noticeToast(n: TradeNotice, t: Translate): BusEventOf<'toast'> {
  return {
    type: 'toast',
    severity: n.severity,
    title: t(`notices.titles.${n.titleKey}`),
    text: t(`notices.messages.${n.messageKey}`, {
      side: n.params.side === '' ? '' : t(`notices.side.${n.params.side}`),
      qty: ltr(n.params.qty),
      symbol: ltr(n.params.symbol),
      price: ltr(n.params.price),
    }),
    durationMs: TRADE_NOTICE_MS,
  };
}

/**
 * The trade notices of order-panel.md §4.5: the seven topics subscribed while mounted (the order
 * panel widget mounts it once), each push's notice, if any, once (the recent-order id cache), as
 * a toast on the bus (the host's one stack shows it). Which kinds are off: the double-confirm list,
 * read at start and followed through `doubleConfirm.changed` (the settings switches publish it).
 */
export function useTradeNotices(): void {
  const { http, bus, streams } = useHostServices();
  const { i18n } = useTranslation(NS);
  const off = useRef<ReadonlySet<string>>(new Set());
  const recent = useRef<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ confirms?: unknown }>(DOUBLE_CONFIRM_LIST_PATH, undefined, { signal: controller.signal })
      .then((r) => {
        off.current = noticeOffFlags(r?.confirms);
      })
      .catch(() => undefined); // unknown flags: every notice shows
    const changed = bus.on('doubleConfirm.changed').subscribe((e) => {
      off.current = noticeOffFlags(e.confirms);
    });
    return () => {
      controller.abort();
      changed.unsubscribe();
    };
  }, [http, bus]);

  useEffect(() => {
    const client = streams.private;
    // in the language of the moment each notice is told
    const translate: Translate = (key, params) => i18n.t(key, { ns: NS, ...params });
    const unsubscribe = client.subscribe(NOTICE_TOPICS);
    const pushes = bus
      .on('push')
      // a snapshot is the state on subscribe, not an event: nothing to tell
      .pipe(filter((e) => e.stream === 'private' && e.kind === 'delta' && TOPICS.has(e.topic)))
      .subscribe((e) => {
        for (const item of pushItems(e.data)) {
          const notice = pushNotice(e.topic, item, off.current, i18n.language);
          if (!notice) continue;
          const r = rememberNotice(recent.current, notice.dedupeKey);
          recent.current = r.cache;
          if (!r.seen) bus.publish(noticeToast(notice, translate));
        }
      });
    return () => {
      pushes.unsubscribe();
      unsubscribe();
    };
  }, [bus, streams, i18n]);
}
