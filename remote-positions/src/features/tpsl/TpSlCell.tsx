import { Box } from '@mui/material';
import { tradeColors } from 'shared-core';
import type { PositionRowView } from '../positions/rules';

/**
 * The TP/SL cell of a position row (positions.md §2): take profit / stop loss as the exchange
 * holds them. Issue 17 adds the popover (entire and partial) and edit / add, which open the lazy
 * TP/SL dialog with `usePositionActions().open('tpsl', row.position)`. It renders in every row of a
 * 500-row table: keep it light (no MUI Popover or Tooltip until the trader opens it).
 */
export function TpSlCell({ row }: { row: PositionRowView }) {
  return (
    <>
      <Box component="span" sx={{ color: tradeColors.up }}>
        {row.takeProfit}
      </Box>
      {' / '}
      <Box component="span" sx={{ color: tradeColors.down }}>
        {row.stopLoss}
      </Box>
    </>
  );
}
