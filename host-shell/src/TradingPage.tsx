import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RemoteLoader } from './federation';
import { RemoteSlot } from './RemoteSlot';

/** The three widgets of the trading page and where they sit. */
export const PAGE_SLOTS = [
  { name: 'remote_option_entry', area: 'entry' },
  { name: 'remote_positions', area: 'positions' },
  { name: 'remote_order_panel', area: 'orders' },
] as const;

export function TradingPage({ loader }: { loader: RemoteLoader }) {
  const { t } = useTranslation('host');
  return (
    <Box
      component="main"
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"entry" "positions" "orders"', lg: '"entry entry" "positions orders"' },
        gridAutoRows: 'minmax(220px, auto)',
      }}
    >
      {PAGE_SLOTS.map(({ name, area }) => (
        <Box key={name} sx={{ gridArea: area, minWidth: 0 }}>
          <RemoteSlot name={name} title={t(`slots.${name}`)} loader={loader} />
        </Box>
      ))}
    </Box>
  );
}
