import {
  Alert,
  Button,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { TicketError, TicketSide } from './rules';

export interface OrderTicketProps {
  symbol: string;
  side: TicketSide;
  price: string;
  qty: string;
  /** Live mark price of the option, formatted. */
  markPrice?: string;
  errors?: readonly TicketError[];
  pending?: boolean;
  /** The outcome of the last placement, already worded. */
  outcome?: { severity: 'success' | 'error'; text: string } | null;
  onSideChange: (side: TicketSide) => void;
  onPriceChange: (text: string) => void;
  onQtyChange: (text: string) => void;
  onPlace: () => void;
  onClose: () => void;
}

/** The minimal order ticket, presentational: values in, edits and Place out. */
export function OrderTicket(props: OrderTicketProps) {
  const { symbol, side, price, qty, markPrice, errors = [], pending = false, outcome } = props;
  const { t } = useTranslation(NS);
  const errorOf = (field: TicketError['field']) => {
    const e = errors.find((x) => x.field === field);
    return e ? t(e.key, e.params ?? {}) : undefined;
  };
  return (
    <Stack
      spacing={1}
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
      data-testid="order-ticket"
      component="section"
      aria-label={t('ticket.title')}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" data-testid="ticket-symbol" sx={{ wordBreak: 'break-all' }}>
          {symbol}
        </Typography>
        {markPrice ? (
          <Typography variant="caption" color="text.secondary">
            {t('columns.mark')} {markPrice}
          </Typography>
        ) : null}
        <Stack sx={{ flex: 1 }} />
        <IconButton size="small" aria-label={t('ticket.close')} onClick={props.onClose} data-testid="ticket-close">
          ×
        </IconButton>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={side}
        onChange={(_e, value: TicketSide | null) => value && props.onSideChange(value)}
        aria-label={t('ticket.title')}
      >
        <ToggleButton
          value="Buy"
          data-testid="ticket-side-buy"
          sx={{ flex: 1, '&.Mui-selected': { color: tradeColors.up } }}
        >
          {t('ticket.buy')}
        </ToggleButton>
        <ToggleButton
          value="Sell"
          data-testid="ticket-side-sell"
          sx={{ flex: 1, '&.Mui-selected': { color: tradeColors.down } }}
        >
          {t('ticket.sell')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('ticket.price')}
          value={price}
          onChange={(e) => props.onPriceChange(e.target.value)}
          error={Boolean(errorOf('price'))}
          helperText={errorOf('price')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'ticket-price' } }}
        />
        <TextField
          size="small"
          label={t('ticket.qty')}
          value={qty}
          onChange={(e) => props.onQtyChange(e.target.value)}
          error={Boolean(errorOf('qty'))}
          helperText={errorOf('qty')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'ticket-qty' } }}
        />
      </Stack>
      <Button
        variant="contained"
        color={side === 'Buy' ? 'success' : 'error'}
        disabled={pending || errors.length > 0}
        onClick={props.onPlace}
        data-testid="ticket-place"
      >
        {pending ? t('ticket.placing') : t('ticket.place')}
      </Button>
      {outcome ? (
        <Alert severity={outcome.severity} data-testid="ticket-outcome">
          {outcome.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
