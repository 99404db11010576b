import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeColors } from 'shared-core';
import { NS } from '../../i18n';
import { usePositionActions } from '../actions/PositionActionsProvider';
import type { PositionRowView } from '../positions/rules';
import { clearPending, isPending, usePendingVersion } from './pending';
import { tpSlSignature } from './rules/payload';

// the popover (MUI Popover and its table) loads on the first open: the closed cell stays plain elements
const TpSlPopover = lazy(() => import('./TpSlPopover').then((m) => ({ default: m.TpSlPopover })));

const plainButton = {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
} as const;

/**
 * The TP/SL cell of a position row (positions.md §2): take profit / stop loss as the exchange
 * holds them, "pending" while a change the dialog sent has not come back in a push, a button that
 * opens the popover (entire and partial TP/SL) and edit / add, which open the lazy TP/SL dialog.
 * It renders in every row of a 500-row table: plain elements until the trader opens the popover.
 */
export function TpSlCell({ row }: { row: PositionRowView }) {
  const { t } = useTranslation(NS);
  const { open } = usePositionActions();
  usePendingVersion();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const p = row.position;
  const pending = isPending(row.key, () => tpSlSignature(p));
  // a mark whose change has come back (or was replaced) is dropped
  useEffect(() => {
    if (!pending) clearPending(row.key);
  }, [pending, row.key, p]);
  const has = !!p.fullTpsl || (p.partialTpslList?.length ?? 0) > 0;
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }} data-testid="tpsl-cell">
      <button
        type="button"
        style={plainButton}
        aria-haspopup="dialog"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="tpsl-cell-values"
      >
        <span style={{ color: tradeColors.up }} dir="ltr">
          {row.takeProfit}
        </span>
        {' / '}
        <span style={{ color: tradeColors.down }} dir="ltr">
          {row.stopLoss}
        </span>
        {(p.partialTpslList?.length ?? 0) > 0 ? ` (+${p.partialTpslList!.length})` : null}
        {/* the name is the values shown, then what the button does (WCAG 2.5.3: the visible text in the name) */}
        <span style={visuallyHidden}> {t('tpslCell.show', { symbol: row.symbol })}</span>
      </button>
      {pending ? (
        <span
          title={t('tpslCell.pendingHint')}
          style={{ fontStyle: 'italic', opacity: 0.7 }}
          data-testid="tpsl-pending"
        >
          {t('tpslCell.pending')}
        </span>
      ) : null}
      <button
        type="button"
        style={{ ...plainButton, textDecoration: 'underline' }}
        aria-label={t(has ? 'tpslCell.edit' : 'tpslCell.add', { symbol: row.symbol })}
        onClick={() => open('tpsl', p)}
        data-testid="tpsl-cell-edit"
      >
        ✎
      </button>
      {anchor ? (
        <Suspense fallback={null}>
          <TpSlPopover
            anchor={anchor}
            position={p}
            onClose={() => setAnchor(null)}
            onEdit={() => {
              setAnchor(null);
              open('tpsl', p);
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}

/** Read by assistive technology, not shown (MUI's visuallyHidden, inline: this cell stays plain elements). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
