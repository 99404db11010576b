import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatNumberForLocale, Ltr, toDecimal } from 'shared-core';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import type { PositionRowView } from '../positions/rules';
import { CellButton } from './CellButton';
import { usePending } from './pending';

/**
 * The trailing-stop cell of a position row (positions.md §2): the distance (or the rate, from
 * trailValuePercentageE4) the exchange holds, "pending" while a change is unconfirmed, and a plain
 * button that opens the lazy dialog. Options have no trailing stop: the value only. Light: it
 * renders in every row of a 500-row table.
 */
export function TrailingStopCell({ row }: { row: PositionRowView }) {
  const { t, i18n } = useTranslation(NS);
  const { open } = usePositionActions();
  const pending = usePending('trailing', row.key);
  const rateE4 = toDecimal(row.position.trailValuePercentageE4);
  const shown =
    rateE4?.isGreaterThan(0) === true
      ? `${formatNumberForLocale(rateE4.dividedBy(100), i18n.language, 1)}%`
      : row.trailingStop;
  if (row.isOption) return <Ltr>{shown}</Ltr>;
  const none = shown === EMPTY_VALUE;
  return (
    <CellButton
      label={
        none
          ? t('tools.setTrailing', { symbol: row.symbol })
          : t('tools.editTrailing', { symbol: row.symbol, value: shown })
      }
      testId={`trailing-cell:${row.key}`}
      pending={pending}
      pendingText={t('tools.pending')}
      onClick={() => open('trailingStop', row.position)}
    >
      <Ltr>{none ? t('tools.add') : shown}</Ltr>
    </CellButton>
  );
}
