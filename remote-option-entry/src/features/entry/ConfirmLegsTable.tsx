import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { ConfirmLegRow } from './confirmView';
import { ConfirmRow } from './ConfirmRow';

/** The review of what will be sent, one row per leg. */
export function ConfirmLegsTable({ rows }: { rows: readonly ConfirmLegRow[] }) {
  const { t } = useTranslation(NS);
  return (
    <Table size="small" data-testid="confirm-legs" aria-label={t('confirm.review')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('confirm.symbol')}</TableCell>
          <TableCell>{t('confirm.side')}</TableCell>
          <TableCell>{t('confirm.type')}</TableCell>
          <TableCell>{t('confirm.price')}</TableCell>
          <TableCell>{t('confirm.qty')}</TableCell>
          <TableCell>{t('confirm.tif')}</TableCell>
          <TableCell>{t('confirm.required')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <ConfirmRow key={r.legId} row={r} />
        ))}
      </TableBody>
    </Table>
  );
}
