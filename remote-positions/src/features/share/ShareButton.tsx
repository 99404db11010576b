import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import type { PositionRowView } from '../positions/rules';

/**
 * The share-poster icon of the unrealised-PnL cell (positions.md §2): a plain button with an inline
 * SVG (no MUI icon in 500 rows) that opens the lazy poster dialog.
 */
export function ShareButton({ row }: { row: PositionRowView }) {
  const { t } = useTranslation(NS);
  const { open } = usePositionActions();
  const label = t('tools.share', { symbol: row.symbol });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={`share:${row.key}`}
      onClick={() => open('share', row.position)}
      style={BUTTON}
    >
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.1c.1-.3.1-.5.1-.8s0-.5-.1-.8L16 7.1c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .3 0 .5.1.8L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z"
        />
      </svg>
    </button>
  );
}

const BUTTON = {
  background: 'none',
  border: 0,
  padding: 2,
  marginInlineStart: 4,
  color: 'inherit',
  cursor: 'pointer',
  verticalAlign: 'middle',
} as const;
