import { useTranslation } from 'react-i18next';
import type { Position } from 'shared-core';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import { baseCoinOf, isOptionPosition, positionKey, positionTradeLink } from 'shared-core';

/**
 * The row's action buttons (positions.md §2): Limit and Market close (disabled at size 0),
 * reverse. Each opens its lazy dialog through the actions provider. An option row also has its
 * 'check' action: the option's trading page in a new tab. Plain buttons with one class each
 * (styled by the table's sheet): 500 rows of MUI Buttons were a ripple element and emotion
 * classes per action, styled and laid out again on every frame of live prices.
 */
export function RowActions({ position }: { position: Position }) {
  const { t } = useTranslation(NS);
  const { open } = usePositionActions();
  const key = positionKey(position);
  const flat = position.size === '' || /^-?0*\.?0*$/.test(position.size);
  const check = isOptionPosition(position)
    ? positionTradeLink({ isOption: true, baseCoin: baseCoinOf(position), route: null })
    : null;
  return (
    // compact, and wrapping rather than clipped: an option row's four actions do not fit the
    // pinned column's width on one line (its Limit button used to disappear under the others)
    <div className="pos-actions">
      <button
        type="button"
        className="pos-act pos-act-outlined"
        disabled={flat}
        data-testid={`close-limit:${key}`}
        onClick={() => open('closeLimit', position)}
      >
        {t('actions.limit')}
      </button>
      <button
        type="button"
        className="pos-act pos-act-outlined"
        disabled={flat}
        data-testid={`close-market:${key}`}
        onClick={() => open('closeMarket', position)}
      >
        {t('actions.market')}
      </button>
      {check ? (
        <a className="pos-act" href={check.href} target="_blank" rel="noopener noreferrer" data-testid={`check:${key}`}>
          {t('actions.check')}
        </a>
      ) : null}
      <button
        type="button"
        className="pos-act"
        disabled={flat}
        data-testid={`reverse:${key}`}
        onClick={() => open('reverse', position)}
      >
        {t('actions.reverse')}
      </button>
    </div>
  );
}
