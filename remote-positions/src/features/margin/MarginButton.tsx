import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseOptionSymbolName, type Position } from 'shared-core';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import { positionKey } from '../positions/rules';
import { canEditMargin } from './rules/margin';

/**
 * The IM cell's "adjust margin" button (positions.md §2): only where margin can be edited
 * (isolated, size, entry price, not an option); opens the lazy margin dialog.
 */
export function MarginButton({ position }: { position: Position }) {
  const { t } = useTranslation(NS);
  const { open } = usePositionActions();
  const isOption = parseOptionSymbolName(position.symbol) !== null;
  if (!canEditMargin(position, position.marketsType ?? '', isOption)) return null;
  const label = `${t('columns.im')} ${position.symbol}`;
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      data-testid={`margin:${positionKey(position)}`}
      onClick={() => open('margin', position)}
      sx={{ ml: 0.5, p: 0.25, fontSize: '0.8rem', lineHeight: 1 }}
    >
      ±
    </IconButton>
  );
}
