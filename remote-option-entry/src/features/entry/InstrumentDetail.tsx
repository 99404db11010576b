import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  Ltr,
  StreamStatusBadge,
  formatNumberForLocale,
  tradeColors,
  type DepthLevel,
  type StreamStatus,
} from 'shared-core';
import { NS } from '../../i18n';

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
  bids: readonly DepthLevel[];
  asks: readonly DepthLevel[];
  /** Decimals of book prices (the tick's). */
  priceDecimals: number;
  /** Decimals of book quantities (the size increment's). */
  sizeDecimals?: number;
  streamStatus: StreamStatus;
  /** Book levels shown per side. */
  levels?: number;
}

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
      <Ltr>{value}</Ltr>
    </Typography>
  </Box>
);

/** Index, mark, underlying, delta and the best bids and asks of the option in the form. */
export function InstrumentDetail({
  symbol,
  detail,
  bids,
  asks,
  priceDecimals,
  sizeDecimals = 2,
  streamStatus,
  levels = 5,
}: InstrumentDetailProps) {
  const { t, i18n } = useTranslation(NS);
  const dash = '--';
  const rows = Array.from({ length: levels }, (_, i) => ({ bid: bids[i], ask: asks[i] }));
  return (
    <Stack spacing={1} data-testid="instrument-detail" aria-label={symbol} component="section">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Figure label={t('detail.index')} value={detail?.indexPrice ?? dash} testId="detail-index" />
        <Figure label={t('detail.mark')} value={detail?.markPrice ?? dash} testId="detail-mark" />
        <Figure label={t('detail.underlying')} value={detail?.underlyingPrice ?? dash} testId="detail-underlying" />
        <Figure label={t('detail.delta')} value={detail?.delta ?? dash} testId="detail-delta" />
        <Figure label={t('detail.markIv')} value={detail?.markIv ?? dash} testId="detail-iv" />
        {streamStatus !== 'live' ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="detail-stale">
            <StreamStatusBadge status={streamStatus} />
            <Typography variant="caption" color="warning.main">
              {t('detail.notLive')}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      <Table size="small" aria-label={t('detail.book')} data-testid="detail-book">
        <TableHead>
          <TableRow>
            <TableCell>{t('detail.bidQty')}</TableCell>
            <TableCell>{t('detail.bid')}</TableCell>
            <TableCell>{t('detail.ask')}</TableCell>
            <TableCell>{t('detail.askQty')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ bid, ask }, i) => (
            <TableRow key={i} data-testid={`book-level-${i}`}>
              <TableCell>{bid ? formatNumberForLocale(bid.totalQty, i18n.language, sizeDecimals) : dash}</TableCell>
              <TableCell sx={{ color: tradeColors.up }}>
                {bid ? formatNumberForLocale(bid.price, i18n.language, priceDecimals) : dash}
              </TableCell>
              <TableCell sx={{ color: tradeColors.down }}>
                {ask ? formatNumberForLocale(ask.price, i18n.language, priceDecimals) : dash}
              </TableCell>
              <TableCell>{ask ? formatNumberForLocale(ask.totalQty, i18n.language, sizeDecimals) : dash}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
