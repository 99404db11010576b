import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from 'shared-core';
import { NS } from '../../i18n';
import type { ConfirmLegRow } from './confirmView';
import { SideCell } from './SideCell';

/** A leg as it will be sent: price (or protection cap) and IV, quantity, time in force and flags, required margin. */
export function ConfirmRow({ row: r }: { row: ConfirmLegRow }) {
  const { t } = useTranslation(NS);
  return (
    <TableRow data-testid={`confirm-row-${r.legId}`} sx={r.moved ? { bgcolor: 'action.selected' } : undefined}>
      <TableCell>
        <Ltr>{r.symbol}</Ltr>
      </TableCell>
      <SideCell side={r.side} />
      <TableCell>{t(`entry.priceTypes.${r.priceType}`)}</TableCell>
      <TableCell data-testid={`confirm-price-${r.legId}`}>
        {r.market ? t('confirm.protectionCap', { price: r.price }) : <Ltr>{r.price}</Ltr>}
        {r.iv ? (
          <Typography variant="caption" component="div" color="text.secondary">
            {t('confirm.ivAt', { iv: r.iv })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <Ltr>{r.qty}</Ltr>
      </TableCell>
      <TableCell data-testid={`confirm-tif-${r.legId}`}>
        {t(`entry.tif.${r.timeInForce}`)}
        {r.flags.map((f) => (
          <Typography key={f} variant="caption" component="div" color="text.secondary">
            {t(f)}
          </Typography>
        ))}
      </TableCell>
      <TableCell data-testid={`confirm-required-${r.legId}`}>
        {/* "46.9580 USDC": the coin stays after the figure in Arabic */}
        <Ltr>{r.required ?? '--'}</Ltr>
      </TableCell>
    </TableRow>
  );
}
