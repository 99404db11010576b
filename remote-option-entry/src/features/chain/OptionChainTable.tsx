import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, TableState, tableStateTexts, tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import type { ChainRowView, QuoteView } from './rules';
import type { LoadError } from './slice';

export type QuoteColumn = 'bid' | 'mark' | 'ask';

export interface OptionChainTableProps {
  coin: string;
  rows: readonly ChainRowView[];
  status: 'loading' | 'ready' | 'error';
  error?: LoadError | null;
  /** The symbol whose ticket is open, highlighted. */
  selectedSymbol?: string | null;
  onPick?: (symbol: string, column: QuoteColumn) => void;
  onRetry?: () => void;
}

const priceCell = { cursor: 'pointer', '&:hover': { textDecoration: 'underline' } } as const;

function QuoteCells({
  quote,
  side,
  onPick,
}: {
  quote?: QuoteView;
  side: 'call' | 'put';
  onPick?: OptionChainTableProps['onPick'];
}) {
  const cells: { key: string; value: string; column?: QuoteColumn; testId?: string; color?: string }[] = [
    { key: 'bid', value: quote?.bid ?? EMPTY_VALUE, column: 'bid', color: tradeColors.up },
    {
      key: 'mark',
      value: quote?.mark ?? EMPTY_VALUE,
      column: 'mark',
      testId: quote ? `mark-${quote.symbol}` : undefined,
    },
    { key: 'ask', value: quote?.ask ?? EMPTY_VALUE, column: 'ask', color: tradeColors.down },
    { key: 'iv', value: quote?.iv ?? EMPTY_VALUE },
    { key: 'delta', value: quote?.delta ?? EMPTY_VALUE },
  ];
  const ordered = side === 'call' ? cells : [...cells].reverse();
  return (
    <>
      {ordered.map((c) => {
        const clickable = Boolean(quote && c.column && c.value !== EMPTY_VALUE && onPick);
        return (
          <TableCell
            key={`${side}-${c.key}`}
            align="right"
            data-testid={c.testId ?? (quote && c.column ? `${c.column}-${quote.symbol}` : undefined)}
            onClick={clickable && quote && c.column ? () => onPick?.(quote.symbol, c.column as QuoteColumn) : undefined}
            sx={{ color: c.color, ...(clickable ? priceCell : {}) }}
          >
            {c.value}
          </TableCell>
        );
      })}
    </>
  );
}

/** The option chain for one expiry, presentational: calls left, strike centre, puts right. */
export function OptionChainTable({
  coin,
  rows,
  status,
  error,
  selectedSymbol,
  onPick,
  onRetry,
}: OptionChainTableProps) {
  const { t } = useTranslation(NS);
  if (rows.length === 0) {
    return (
      <TableState
        status={status}
        testIdPrefix="option-chain"
        texts={tableStateTexts(t, error, { coin })}
        onRetry={onRetry}
      />
    );
  }
  const quoteHeads = ['bid', 'mark', 'ask', 'iv', 'delta'] as const;
  return (
    <Table size="small" stickyHeader data-testid="option-chain" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell colSpan={5} align="center">
            {t('calls')}
          </TableCell>
          <TableCell />
          <TableCell colSpan={5} align="center">
            {t('puts')}
          </TableCell>
        </TableRow>
        <TableRow>
          {quoteHeads.map((h) => (
            <TableCell key={`c-${h}`} align="right">
              {t(`columns.${h}`)}
            </TableCell>
          ))}
          <TableCell align="center">{t('columns.strike')}</TableCell>
          {[...quoteHeads].reverse().map((h) => (
            <TableCell key={`p-${h}`} align="right">
              {t(`columns.${h}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const selected = Boolean(
            selectedSymbol && (row.call?.symbol === selectedSymbol || row.put?.symbol === selectedSymbol),
          );
          return (
            <TableRow key={row.strike} hover selected={selected} data-testid={`chain-row-${row.strike}`}>
              <QuoteCells quote={row.call} side="call" onPick={onPick} />
              <TableCell align="center" sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                {row.strikeLabel}
              </TableCell>
              <QuoteCells quote={row.put} side="put" onPick={onPick} />
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
