import { Box } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, parseOptionSymbolName, positionKey, type Position } from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { canSwitchAutoMargin, isOptionMarket } from './rules/margin';

/**
 * The table's auto margin replenishment switch (positions.md §2, §4): shown for isolated,
 * non-option positions, enabled with a size and an entry price; one call per flip, locked while
 * it is in flight; it flips on success only. On the first load of the page, so the call and its
 * texts are a lazy chunk (./autoMargin) fetched on the first flip.
 *
 * A native checkbox with the switch role, not MUI's Switch: the page's shared MUI has no Switch,
 * so MUI's would bring a second ButtonBase and TouchRipple into this remote's first chunk, and it
 * is seven elements a row where this is one (500 rows re-laid on every push: the table bench).
 */
export function AutoMarginSwitch({ position }: { position: Position }) {
  const { t, i18n } = useTranslation(NS);
  const services = useHostServices();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const reported = position.isAutoAddMargin === true;
  // the value the exchange accepted, shown until the position's next report (the push) changes
  const [accepted, setAccepted] = useState<{ value: boolean; over: boolean } | null>(null);

  const marketType = position.marketsType ?? '';
  const isOption = parseOptionSymbolName(position.symbol) !== null || isOptionMarket(marketType);
  if (isOption || position.isIsolated !== true) return <span aria-hidden>{EMPTY_VALUE}</span>;
  const enabled = canSwitchAutoMargin(position, marketType, isOption);
  const checked = accepted && accepted.over === reported ? accepted.value : reported;

  const flip = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const next = !checked;
    void import('./autoMargin')
      .then(({ switchAutoMargin }) => switchAutoMargin({ ...services, i18n }, position, next))
      .then(
        (outcome) => {
          if (outcome === 'flipped') setAccepted({ value: next, over: reported });
        },
        () => undefined,
      )
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return (
    <Box
      component="input"
      type="checkbox"
      role="switch"
      checked={checked}
      disabled={!enabled || busy}
      onChange={flip}
      aria-label={`${t('columns.autoMargin')} ${position.symbol}`}
      aria-busy={busy}
      data-testid={`auto-margin:${positionKey(position)}`}
      sx={SWITCH_SX}
    />
  );
}

/** A small track with a knob; checked moves the knob to the end (mirrored right to left). */
const SWITCH_SX = {
  appearance: 'none',
  position: 'relative',
  display: 'inline-block',
  verticalAlign: 'middle',
  width: 30,
  height: 16,
  m: 0,
  borderRadius: 8,
  bgcolor: 'action.disabled',
  cursor: 'pointer',
  transition: 'background-color 120ms',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 2,
    insetInlineStart: 2,
    width: 12,
    height: 12,
    borderRadius: '50%',
    bgcolor: 'background.paper',
    transition: 'inset-inline-start 120ms',
  },
  '&:checked': { bgcolor: 'primary.main' },
  '&:checked::before': { insetInlineStart: 16 },
  '&:disabled': { opacity: 0.45, cursor: 'default' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
