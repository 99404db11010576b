import { Alert, Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LoadError } from 'shared-http';
import { NS } from '../../i18n';
import { HISTORY_RANGES, type HistoryRange, type OrderHistorySubTab } from './rules';

/** The 7 / 30 / 180-day chips (order-panel.md §2.3): a radio group, Tab and Space work. */
export function HistoryRangeChips({
  value,
  onChange,
  testId,
}: {
  value: HistoryRange;
  onChange: (range: HistoryRange) => void;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Stack direction="row" spacing={1} role="radiogroup" aria-label={t('history.rangeLabel')} data-testid={testId}>
      {HISTORY_RANGES.map((days) => (
        <Chip
          key={days}
          size="small"
          role="radio"
          aria-checked={value === days}
          label={t(`history.ranges.d${days}`)}
          color={value === days ? 'primary' : 'default'}
          variant={value === days ? 'filled' : 'outlined'}
          onClick={() => onChange(days)}
          data-testid={`${testId}-${days}`}
        />
      ))}
    </Stack>
  );
}

/** The order-history sub-tabs the account sees (order-panel.md §2.2, §6). */
export function OrderHistorySubTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly OrderHistorySubTab[];
  value: OrderHistorySubTab;
  onChange: (tab: OrderHistorySubTab) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Tabs
      value={value}
      onChange={(_e, v: OrderHistorySubTab) => onChange(v)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('history.subTabsLabel')}
      sx={{ minHeight: 32, '& .MuiTab-root': { minHeight: 32, py: 0.5, textTransform: 'none' } }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} label={t(`history.subTabs.${tab}`)} data-testid={`order-history-sub-${tab}`} />
      ))}
    </Tabs>
  );
}

/**
 * Under a history table: "Load more" while the range has more (locked while a page is on its
 * way), the end of the range, and a failed next page said with a retry (the rows stay).
 */
export function HistoryFooter({
  count,
  hasMore,
  loadingMore,
  error,
  onLoadMore,
  testId,
}: {
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  error: LoadError | null;
  onLoadMore: () => void;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, px: 1 }} data-testid={`${testId}-footer`}>
      <Typography variant="caption" color="text.secondary" data-testid={`${testId}-count`}>
        {t('history.shown', { count })}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          sx={{ py: 0 }}
          data-testid={`${testId}-more-error`}
          action={
            <Button size="small" color="inherit" onClick={onLoadMore}>
              {t('history.retry')}
            </Button>
          }
        >
          {t('history.loadMoreFailed', { code: error.code, message: error.message })}
        </Alert>
      ) : hasMore ? (
        <Button
          size="small"
          variant="outlined"
          disabled={loadingMore}
          onClick={onLoadMore}
          data-testid={`${testId}-load-more`}
        >
          {loadingMore ? t('history.loadingMore') : t('history.loadMore')}
        </Button>
      ) : count > 0 ? (
        <Typography variant="caption" color="text.secondary" data-testid={`${testId}-end`}>
          {t('history.end')}
        </Typography>
      ) : null}
    </Box>
  );
}
