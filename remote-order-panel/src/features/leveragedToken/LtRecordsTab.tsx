import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentSymbol, useAppSelector } from 'shared-core';
import { useHostServices, type HttpClient } from 'shared-http';
import type { HistoryPage, HistoryQuery } from '../history/api';
import { DEFAULT_HISTORY_RANGE, type HistoryRange } from '../history/rules';
import { useHistoryPages } from '../history/useHistoryPages';
import type { TabContentProps } from '../tabs/types';
import { fetchLtRecords, type WireLtRecord } from './api';
import { LtRecordsView } from './LtRecordsView';
import { ltRecordRow, recordTypeOf, type LtSubTab } from './rules';
import { useLeveragedToken } from './useLeveragedToken';

const idOf = (r: WireLtRecord) => r.id;
const NO_RECORDS: HistoryPage<WireLtRecord> = { list: [], nextPageCursor: '' };

/**
 * The content of the leveragedToken tab: the subscription or redemption records of the page's
 * leveraged token over the chosen range, paged. The panel shows the tab only for an LT symbol
 * outside demo; the records are the token's, so the instrument filter does not apply.
 */
export function LtRecordsTab(_props: TabContentProps) {
  const { http } = useHostServices();
  const { i18n } = useTranslation();
  const currentSymbol = useAppSelector(selectCurrentSymbol);
  const token = useLeveragedToken(http, currentSymbol);
  const [subTab, setSubTab] = useState<LtSubTab>('subscription');
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const ltCoin = token?.ltCoin ?? '';
  const type = recordTypeOf(subTab);
  const fetchPage = useCallback(
    // until the token is known there is nothing to ask (the tab shows loading)
    (h: HttpClient, q: HistoryQuery, signal?: AbortSignal) =>
      ltCoin === '' ? Promise.resolve(NO_RECORDS) : fetchLtRecords(h, type, ltCoin, q, signal),
    [type, ltCoin],
  );
  const pages = useHistoryPages(http, fetchPage, range, idOf);
  const locale = i18n.language;
  const quote = token?.quoteCoin ?? 'USDT';
  const rows = useMemo(
    () => (ltCoin === '' ? [] : pages.items.map((r) => ltRecordRow(r, quote, locale))),
    [pages.items, quote, locale, ltCoin],
  );
  return (
    <LtRecordsView
      ltCoin={ltCoin}
      subTab={subTab}
      onSubTabChange={setSubTab}
      range={range}
      onRangeChange={setRange}
      rows={rows}
      status={ltCoin === '' ? 'loading' : pages.status}
      error={pages.error}
      loadingMore={pages.loadingMore}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      onRetry={pages.retry}
    />
  );
}
