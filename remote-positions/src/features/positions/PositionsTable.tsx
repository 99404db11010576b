import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr, TableState, tableStateTexts, tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { PositionRowView } from './rules';
import type { LoadError } from './slice';

export interface PositionsTableProps {
  rows: readonly PositionRowView[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** The page's current instrument: its rows are highlighted. */
  currentSymbol?: string | null;
  onRetry?: () => void;
}

const pnlColor = (sign: -1 | 0 | 1): string | undefined =>
  sign > 0 ? tradeColors.up : sign < 0 ? tradeColors.down : undefined;

/** The flat positions table (positions.md §2), presentational: rows in, retry out. */
export function PositionsTable({ rows, status, error, currentSymbol, onRetry }: PositionsTableProps) {
  const { t } = useTranslation(NS);
  if (rows.length === 0) {
    return <TableState status={status} testIdPrefix="positions" texts={tableStateTexts(t, error)} onRetry={onRetry} />;
  }
  return (
    <Table size="small" stickyHeader data-testid="positions-table" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.contract')}</TableCell>
          <TableCell align="right">{t('columns.size')}</TableCell>
          <TableCell align="right">{t('columns.entryPrice')}</TableCell>
          <TableCell align="right">{t('columns.markPrice')}</TableCell>
          <TableCell align="right">{t('columns.upl')}</TableCell>
          <TableCell align="right">{t('columns.im')}</TableCell>
          <TableCell align="right">{t('columns.mm')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            hover
            selected={row.symbol === currentSymbol}
            data-current={row.symbol === currentSymbol ? 'true' : undefined}
            data-testid={`position-row-${row.symbol}`}
            data-side={row.side}
          >
            <TableCell>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 600,
                    color: row.side === 'Buy' ? tradeColors.up : tradeColors.down,
                    wordBreak: 'break-all',
                  }}
                >
                  {row.symbol}
                </Typography>
                <Chip size="small" variant="outlined" label={t(`side.${row.side}`)} />
                {row.marginTag ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`tags.${row.marginTag.mode}`, { leverage: row.marginTag.leverage })}
                  />
                ) : null}
                {row.isOption ? (
                  <Chip size="small" variant="outlined" label={t(`tags.${row.optionType ?? 'option'}`)} />
                ) : null}
              </Stack>
            </TableCell>
            <TableCell align="right">
              <Ltr>{row.size}</Ltr>
            </TableCell>
            <TableCell align="right">{row.entryPrice}</TableCell>
            <TableCell align="right" data-testid={`position-mark-${row.symbol}`}>
              {row.markPrice}
            </TableCell>
            <TableCell
              align="right"
              data-testid={`position-upl-${row.symbol}`}
              data-sign={row.uplSign}
              sx={{ color: pnlColor(row.uplSign) }}
            >
              {/* signed figures keep their minus in front right to left (Arabic) */}
              <Ltr>{row.upl}</Ltr>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'inherit' }}>
                <Ltr>{row.roi}</Ltr>
              </Typography>
            </TableCell>
            <TableCell align="right">{row.im}</TableCell>
            <TableCell align="right">{row.mm}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
