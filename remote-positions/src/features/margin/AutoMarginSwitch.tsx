import { Switch } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, parseOptionSymbolName, type Position } from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { positionKey } from 'shared-core';
import { canSwitchAutoMargin, isOptionMarket } from './rules/margin';

/**
 * The table's auto margin replenishment switch (positions.md §2, §4): shown for isolated,
 * non-option positions, enabled with a size and an entry price; one call per flip, locked while
 * it is in flight; it flips on success only. On the first load of the page, so the call and its
 * texts are a lazy chunk (./autoMargin) fetched on the first flip.
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
    <Switch
      size="small"
      checked={checked}
      disabled={!enabled || busy}
      onChange={flip}
      slotProps={{
        input: {
          'aria-label': `${t('columns.autoMargin')} ${position.symbol}`,
          'aria-busy': busy,
          'data-testid': `auto-margin:${positionKey(position)}`,
        } as object,
      }}
    />
  );
}
