import { Box, Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { askOrderTpSl } from './askOrderTpSl';
import type { OrderTpSlView } from './rules';

export interface OrderTpSlCellProps {
  tpsl: OrderTpSlView | null;
  symbol: string;
}

/**
 * The TP/SL of an open order (positions.md §2, scene 'order'): the attached take profit and stop
 * loss as the exchange holds them, and a button asking the positions remote (over the bus) to open
 * its TP/SL dialog. Locked while the ask is out; no answer → a warning says it cannot be done here.
 */
export function OrderTpSlCell({ tpsl, symbol }: OrderTpSlCellProps) {
  const { t } = useTranslation(NS);
  const { bus } = useHostServices();
  const [asking, setAsking] = useState(false);
  const inFlight = useRef(false);
  // an element, like every other cell: the dash is laid out and found as the cell's content
  if (!tpsl) return <span>--</span>;
  const none = tpsl.target.takeProfit === '0' && tpsl.target.stopLoss === '0';
  const onClick = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAsking(true);
    void askOrderTpSl(bus, tpsl.target).then((outcome) => {
      inFlight.current = false;
      setAsking(false);
      if (outcome === 'unavailable')
        bus.publish({ type: 'toast', severity: 'warning', messageKey: `${NS}:orderTpSl.unavailable` });
    });
  };
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}
      data-testid={`order-tpsl-${tpsl.target.orderId}`}
    >
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
        <Box component="span" sx={{ color: tradeColors.up }} data-testid={`order-tp-${tpsl.target.orderId}`}>
          {tpsl.takeProfit}
        </Box>
        <Box component="span" sx={{ color: tradeColors.down }} data-testid={`order-sl-${tpsl.target.orderId}`}>
          {tpsl.stopLoss}
        </Box>
      </Box>
      <Button
        size="small"
        variant="text"
        disabled={asking}
        onClick={onClick}
        aria-label={t(none ? 'orderTpSl.addFor' : 'orderTpSl.editFor', { symbol })}
        data-testid={`order-tpsl-edit-${tpsl.target.orderId}`}
      >
        {t(none ? 'orderTpSl.add' : 'orderTpSl.edit')}
      </Button>
    </Box>
  );
}
