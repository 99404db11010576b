import { Box, Button, Popover, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, type Position } from 'shared-core';
import { NS } from '../../i18n';

const shown = (v: string | undefined) => (v && v !== '0' ? v : '--');

/** §2: the TP/SL cell's popover: the entire and partial TP/SL (take profit, stop loss, quantity) and edit / add. */
export function TpSlPopover({
  anchor,
  position,
  onClose,
  onEdit,
}: {
  anchor: HTMLElement;
  position: Position;
  onClose(): void;
  onEdit(): void;
}) {
  const { t } = useTranslation(NS);
  const rows = [
    ...(position.fullTpsl ? [{ kind: 'entire' as const, e: position.fullTpsl }] : []),
    ...(position.partialTpslList ?? []).map((e) => ({ kind: 'partial' as const, e })),
  ];
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { 'data-testid': 'tpsl-popover' } as object }}
    >
      <Box sx={{ p: 1.5, minWidth: 280 }}>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('tpslCell.none')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>{t('tpslCell.tp')}</TableCell>
                <TableCell>{t('tpslCell.sl')}</TableCell>
                <TableCell>{t('tpslCell.qty')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ kind, e }) => (
                <TableRow key={`${kind}-${e.orderId}`} data-testid={`tpsl-popover-${kind}`}>
                  <TableCell>{t(`tpslCell.${kind}`)}</TableCell>
                  <TableCell sx={{ color: 'success.main' }}>
                    <Ltr>{shown(e.takeProfit)}</Ltr>
                  </TableCell>
                  <TableCell sx={{ color: 'error.main' }}>
                    <Ltr>{shown(e.stopLoss)}</Ltr>
                  </TableCell>
                  <TableCell>
                    <Ltr>{e.qty}</Ltr>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Button size="small" onClick={onClose}>
            {t('tpslCell.close')}
          </Button>
          <Button size="small" variant="contained" onClick={onEdit} data-testid="tpsl-popover-edit">
            {t(rows.length ? 'tpslCell.edit' : 'tpslCell.add', { symbol: position.symbol })}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}
