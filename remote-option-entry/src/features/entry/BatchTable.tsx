import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { BatchRow, type BatchRowProps } from './BatchRow';
import type { BatchLegRow } from './batchView';

export interface BatchTableProps extends Omit<BatchRowProps, 'row'> {
  rows: readonly BatchLegRow[];
}

/** The batch's legs, one row each. */
export function BatchTable({ rows, locked, onRemove }: BatchTableProps) {
  const { t } = useTranslation(NS);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('confirm.symbol')}</TableCell>
          <TableCell>{t('confirm.side')}</TableCell>
          <TableCell>{t('confirm.type')}</TableCell>
          <TableCell>{t('confirm.price')}</TableCell>
          <TableCell>{t('confirm.qty')}</TableCell>
          <TableCell>{t('confirm.required')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <BatchRow key={r.legId} row={r} locked={locked} onRemove={onRemove} />
        ))}
      </TableBody>
    </Table>
  );
}
