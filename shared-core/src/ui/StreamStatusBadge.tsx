import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StreamStatus } from '../bus';

const colorOf: Record<StreamStatus, 'success' | 'warning' | 'error' | 'default'> = {
  live: 'success',
  connecting: 'default',
  reconnecting: 'warning',
  stale: 'warning',
  closed: 'error',
};

/** Tells the trader whether the prices on a widget are live. */
export function StreamStatusBadge({ status }: { status: StreamStatus }) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size="small"
      variant={status === 'live' ? 'outlined' : 'filled'}
      color={colorOf[status]}
      label={t(`stream.${status}`)}
      data-testid="stream-status"
      data-status={status}
    />
  );
}
