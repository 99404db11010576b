import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { Draft } from './lazyParts';
import type { PanelView } from './panelView';
import { TicketSkeleton } from './TicketSkeleton';

/** The ticket's place: the form (its skeleton until its chunk is in), the skeleton, or the hint to pick an option. */
export function TicketArea({ ticket }: { ticket: PanelView['ticket'] }) {
  const { t } = useTranslation(NS);
  if (ticket === 'form')
    return (
      <Suspense fallback={<TicketSkeleton />}>
        <Draft.Component />
      </Suspense>
    );
  if (ticket === 'skeleton') return <TicketSkeleton />;
  return (
    <Box sx={{ p: 1, color: 'text.secondary', typography: 'body2' }} data-testid="entry-hint">
      {t('entry.hint')}
    </Box>
  );
}
