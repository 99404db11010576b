import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { BookRow } from './display';

/** The best levels of the option's book, bids and asks side by side. */
export function BookTable({ book }: { book: readonly BookRow[] }) {
  const { t } = useTranslation(NS);
  return (
    <Table size="small" aria-label={t('detail.book')} data-testid="detail-book">
      <TableHead>
        <TableRow>
          <TableCell>{t('detail.bidQty')}</TableCell>
          <TableCell>{t('detail.bid')}</TableCell>
          <TableCell>{t('detail.ask')}</TableCell>
          <TableCell>{t('detail.askQty')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {book.map((r, i) => (
          <TableRow key={i} data-testid={`book-level-${i}`}>
            <TableCell>{r.bidQty}</TableCell>
            <TableCell sx={{ color: tradeColors.up }}>{r.bid}</TableCell>
            <TableCell sx={{ color: tradeColors.down }}>{r.ask}</TableCell>
            <TableCell>{r.askQty}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
