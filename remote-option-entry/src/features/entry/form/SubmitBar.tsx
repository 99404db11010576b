import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { NS } from '../../../i18n';
import type { EntrySide } from '../rules';
import type { EntryFormView, LegDisplay } from './formView';
import { MarginLine } from './MarginLine';

const BAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  py: 0.5,
  borderTop: 1,
  borderColor: 'divider',
} as const;

export interface SubmitBarProps extends Pick<EntryFormView, 'locked' | 'batchMode' | 'batchFull' | 'submitKey'> {
  side: EntrySide;
  margin: LegDisplay['margin'];
  reducible: string | null;
}

/**
 * The submit stays in view at the bottom of the ticket column, however long the form gets, with
 * what the order needs above it and the shortcuts below. Its button submits the form (Enter does too).
 */
export function SubmitBar({ side, margin, reducible, locked, batchMode, batchFull, submitKey }: SubmitBarProps) {
  const { t } = useTranslation(NS);
  const sideColor = side === 'buy' ? tradeColors.up : tradeColors.down;
  return (
    <Box sx={BAR} data-testid="entry-submit-bar">
      {margin ? <MarginLine margin={margin} reducible={reducible} /> : null}
      {batchMode ? (
        <Button type="submit" variant="outlined" disabled={locked || batchFull} data-testid="entry-add-to-batch">
          {t(submitKey)}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="contained"
          disabled={locked}
          sx={{ bgcolor: sideColor, '&:hover': { bgcolor: sideColor } }}
          data-testid="entry-submit"
        >
          {t(submitKey)}
        </Button>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        // a double click on the button must not select the hint beside it
        sx={{ mt: 0.5, userSelect: 'none' }}
        data-testid="entry-shortcuts"
      >
        {t('entry.shortcuts')}
      </Typography>
    </Box>
  );
}
