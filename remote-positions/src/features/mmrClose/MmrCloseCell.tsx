import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, Ltr } from 'shared-core';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import type { PositionRowView } from '../positions/rules';
import { CellButton } from '../trailing/CellButton';
import { usePending } from '../trailing/pending';

/**
 * The close-by-margin-rate cell of a position row (positions.md §2, §6): a dash where the account
 * or symbol does not support it, else the trigger the exchange holds, "pending" while a change is
 * unconfirmed, and a plain button that opens the lazy dialog. Light (500-row table).
 */
export function MmrCloseCell({ row }: { row: PositionRowView }) {
  const { t } = useTranslation(NS);
  const { open } = usePositionActions();
  const pending = usePending('mmr', row.key);
  if (row.mmrClose === null) return <Ltr>-</Ltr>;
  const none = row.mmrClose === EMPTY_VALUE;
  return (
    <CellButton
      label={
        none
          ? t('tools.setMmr', { symbol: row.symbol })
          : t('tools.editMmr', { symbol: row.symbol, value: row.mmrClose })
      }
      testId={`mmr-cell:${row.key}`}
      pending={pending}
      pendingText={t('tools.pending')}
      onClick={() => open('mmrClose', row.position)}
    >
      <Ltr>{none ? t('tools.add') : row.mmrClose}</Ltr>
    </CellButton>
  );
}
