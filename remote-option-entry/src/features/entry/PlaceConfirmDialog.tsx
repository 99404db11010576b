import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr, tradeColors, type StreamStatus } from 'shared-core';
import { NS } from '../../i18n';
import type { EntrySide } from './rules';

export interface ConfirmLegRow {
  legId: string;
  symbol: string;
  side: EntrySide;
  qty: string;
  /** the price it will be sent at, formatted (market orders: the protected price) */
  price: string;
  priceTypeLabel: string;
  /** a market order: `price` is its protection cap, not the price it fills at */
  market?: boolean;
  /** an IV order: the IV sent (percent, formatted) */
  iv?: string | null;
  /** time in force as sent, worded; post-only / reduce-only flags worded */
  timeInForce?: string;
  flags?: readonly string[];
  /** required margin with its coin, formatted */
  required: string | null;
  /** the deviation from the mark, worded (BuyOffsetErr / SellOffsetErr), when there is one */
  deviation: string | null;
  moved: boolean;
}

export interface PlaceConfirmDialogProps {
  open: boolean;
  kind: 'DOUBLE_CONFIRM' | 'OFFSET_CONFIRM';
  rows: readonly ConfirmLegRow[];
  /** prices moved past the deviation threshold since the dialog opened */
  moved: boolean;
  /** the price stream's status when it is not live */
  stale: StreamStatus | null;
  /** Confirm: `dontAskAgain` turns off confirm on order (DOUBLE_CONFIRM only). */
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
  sending?: boolean;
}

/**
 * The placement confirmation (spec §4): DOUBLE_CONFIRM lists what will be sent; OFFSET_CONFIRM
 * names the price deviation. Both say when the market moved since the trader looked, or when the
 * prices are not live.
 */
export function PlaceConfirmDialog(props: PlaceConfirmDialogProps) {
  const { open, kind, rows, moved, stale, sending = false } = props;
  const { t } = useTranslation(NS);
  const [dontAsk, setDontAsk] = useState(false);
  const deviations = rows.filter((r) => r.deviation);
  const anyMarket = rows.some((r) => r.market);
  return (
    <Dialog
      open={open}
      onClose={props.onCancel}
      aria-labelledby="place-confirm-title"
      data-testid="place-confirm"
      data-kind={kind}
    >
      <DialogTitle id="place-confirm-title">
        {kind === 'OFFSET_CONFIRM'
          ? t('confirm.offsetTitle')
          : rows.length > 1
            ? t('confirm.titleBatch', { count: rows.length })
            : t('confirm.title')}
      </DialogTitle>
      <DialogContent>
        {moved ? (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="confirm-moved">
            {t('confirm.moved')}
          </Alert>
        ) : null}
        {stale ? (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="confirm-stale">
            {t('confirm.stale', { status: stale })}
          </Alert>
        ) : null}
        {anyMarket ? (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="confirm-market-cap">
            {t('confirm.marketCapNote')}
          </Alert>
        ) : null}
        {deviations.map((r) => (
          <Alert key={r.legId} severity="warning" sx={{ mb: 1 }} data-testid={`confirm-deviation-${r.legId}`}>
            <Ltr>{r.symbol}</Ltr>: {r.deviation}
          </Alert>
        ))}
        {/* Focus starts on the review, never on Confirm: a stray second Enter sends nothing. */}
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
              <TableRow
                key={r.legId}
                data-testid={`confirm-row-${r.legId}`}
                sx={r.moved ? { bgcolor: 'action.selected' } : undefined}
              >
                <TableCell>
                  <Ltr>{r.symbol}</Ltr>
                </TableCell>
                <TableCell sx={{ color: r.side === 'buy' ? tradeColors.up : tradeColors.down }}>
                  {t(r.side === 'buy' ? 'entry.buy' : 'entry.sell')}
                </TableCell>
                <TableCell>{r.priceTypeLabel}</TableCell>
                <TableCell data-testid={`confirm-price-${r.legId}`}>
                  {r.market ? t('confirm.protectionCap', { price: r.price }) : r.price}
                  {r.iv ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('confirm.ivAt', { iv: r.iv })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{r.qty}</TableCell>
                <TableCell data-testid={`confirm-tif-${r.legId}`}>
                  {r.timeInForce ?? ''}
                  {(r.flags ?? []).map((f) => (
                    <Typography key={f} variant="caption" component="div" color="text.secondary">
                      {f}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell data-testid={`confirm-required-${r.legId}`}>{r.required ?? '--'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {kind === 'DOUBLE_CONFIRM' ? (
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={dontAsk}
                onChange={(e) => setDontAsk(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'confirm-dont-ask' } as object }}
              />
            }
            label={t('confirm.dontAsk')}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} data-testid="confirm-cancel">
          {t('confirm.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => props.onConfirm(dontAsk)}
          disabled={sending}
          data-testid="confirm-place"
        >
          {moved ? t('confirm.confirmAgain') : t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
