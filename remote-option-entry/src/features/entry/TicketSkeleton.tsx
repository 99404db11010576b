import { Box } from '@mui/material';
import { SkeletonBar } from 'shared-core';

/** The ticket's shape while its chunk or its instrument's config is on the way (a slow exchange). */
export function TicketSkeleton() {
  return (
    <Box sx={{ p: 1 }} data-testid="entry-ticket-skeleton" aria-busy="true">
      {[28, 36, 32, 32, 40, 40, 24, 56, 36].map((h, i) => (
        <SkeletonBar key={i} height={h} mb={1} />
      ))}
    </Box>
  );
}
