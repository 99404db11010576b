import { Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, tradeColors } from 'shared-core';
import { NS } from '../../i18n';

export interface EntryOpenOrderRow {
  orderId: string;
  side: 'Buy' | 'Sell';
  price: string;
  qty: string;
  /** filled / total, formatted */
  filled: string;
  cancelling: boolean;
}

export interface EntryOpenOrdersProps {
  symbol: string;
  rows: readonly EntryOpenOrderRow[];
  onCancel: (orderId: string) => void;
}

/** The trader's resting orders on the option in the form, each with Cancel. */
export function EntryOpenOrders({ symbol, rows, onCancel }: EntryOpenOrdersProps) {
  const { t } = useTranslation(NS);
  return (
    <Box
      sx={{ px: 1, pb: 1 }}
      data-testid="entry-open-orders"
      component="section"
      aria-label={t('openOrders.title', { symbol })}
    >
      <Typography variant="subtitle2" component="h3">
        {t('openOrders.title', { symbol })}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="entry-open-orders-empty">
          {t('openOrders.none')}
        </Typography>
      ) : (
        <Table size="small">
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.orderId} data-testid={`entry-order-${r.orderId}`}>
                <TableCell sx={{ color: r.side === 'Buy' ? tradeColors.up : tradeColors.down }}>
                  {t(r.side === 'Buy' ? 'entry.buy' : 'entry.sell')}
                </TableCell>
                <TableCell>
                  <Ltr>{r.price}</Ltr>
                </TableCell>
                <TableCell>
                  {/* "0.25 / 1.50": the halves would swap in a right-to-left cell */}
                  <Ltr>{r.filled}</Ltr>
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      if (!r.cancelling) onCancel(r.orderId);
                    }}
                    // aria-disabled, not disabled: a disabled button drops keyboard focus to the page body
                    aria-disabled={r.cancelling || undefined}
                    data-testid={`entry-cancel-${r.orderId}`}
                  >
                    {r.cancelling ? t('openOrders.cancelling') : t('openOrders.cancel')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
