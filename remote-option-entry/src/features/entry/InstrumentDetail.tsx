import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StreamStatusBadge, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import { BookTable } from './BookTable';
import { DetailFigure } from './DetailFigure';
import type { BookRow } from './display';

export interface InstrumentDetailView {
  indexPrice: string;
  markPrice: string;
  underlyingPrice: string;
  delta: string;
  markIv: string;
}

export interface InstrumentDetailProps {
  symbol: string;
  /** Formatted live figures, or null before the first ticker. */
  detail: InstrumentDetailView | null;
  /** The best levels of the book, formatted (display.ts bookRows). */
  book: readonly BookRow[];
  streamStatus: StreamStatus;
}

/** Index, mark, underlying, delta and the best bids and asks of the option in the form. */
export function InstrumentDetail({ symbol, detail, book, streamStatus }: InstrumentDetailProps) {
  const { t } = useTranslation(NS);
  const dash = '--';
  return (
    <Stack spacing={1} data-testid="instrument-detail" aria-label={symbol} component="section">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DetailFigure label={t('detail.index')} value={detail?.indexPrice ?? dash} testId="detail-index" />
        <DetailFigure label={t('detail.mark')} value={detail?.markPrice ?? dash} testId="detail-mark" />
        <DetailFigure
          label={t('detail.underlying')}
          value={detail?.underlyingPrice ?? dash}
          testId="detail-underlying"
        />
        <DetailFigure label={t('detail.delta')} value={detail?.delta ?? dash} testId="detail-delta" />
        <DetailFigure label={t('detail.markIv')} value={detail?.markIv ?? dash} testId="detail-iv" />
        {streamStatus !== 'live' ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="detail-stale">
            <StreamStatusBadge status={streamStatus} />
            <Typography variant="caption" color="warning.main">
              {t('detail.notLive')}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      <BookTable book={book} />
    </Stack>
  );
}
