import { TableCell } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { EntrySide } from './rules';

/** A table cell naming the side, in the side's colour (batch and confirmation tables). */
export function SideCell({ side }: { side: EntrySide }) {
  const { t } = useTranslation(NS);
  return (
    <TableCell sx={{ color: side === 'buy' ? tradeColors.up : tradeColors.down }}>
      {t(side === 'buy' ? 'entry.buy' : 'entry.sell')}
    </TableCell>
  );
}
