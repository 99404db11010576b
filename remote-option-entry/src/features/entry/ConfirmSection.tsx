import { useTranslation } from 'react-i18next';
import { selectStreamStatus, useAppDispatch, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { useEntryDispatch } from './deps';
import { deviationPercent, shown } from './display';
import { PlaceConfirmDialog, type ConfirmLegRow } from './PlaceConfirmDialog';
import { IV_INPUT_DECIMALS, sentTimeInForce } from './rules';
import { confirmClosed, selectForm, settingChanged } from './slice';
import { confirmPlacement } from './submit';
import { selectConfirmLegs } from './views';

/** The placement confirmation of the submission waiting for the trader's answer. */
export function ConfirmSection() {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
  const form = useAppSelector(selectForm);
  const legs = useAppSelector(selectConfirmLegs);
  const publicStatus = useAppSelector((s) => selectStreamStatus(s, 'public'));
  const confirm = form.confirm;
  if (!confirm) return null;
  const rows: ConfirmLegRow[] = legs.flatMap(({ leg, cfg, now }) => {
    const id = leg.id;
    const seen = confirm.seen[id];
    const dev = confirm.deviations.find((d) => d.legId === id);
    // The review shows what the form computed for the leg as it will be sent: margin, IV, time in force.
    const { sent, view } = now;
    return [
      {
        legId: id,
        symbol: leg.symbol,
        side: leg.side,
        qty: shown(leg.orderQty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
        price: shown(seen?.price, cfg?.fePriceFractionPrecision ?? 2, lng),
        priceTypeLabel: t(`entry.priceTypes.${leg.placeType}`),
        market: leg.placeType === 'market',
        iv: leg.placeType === 'iv' ? shown(sent.iv, IV_INPUT_DECIMALS, lng) : null,
        timeInForce: t(`entry.tif.${sentTimeInForce(leg)}`),
        flags: [
          ...(leg.postOnly && leg.placeType !== 'market' ? [t('confirm.postOnlyFlag')] : []),
          ...(leg.reduceOnly ? [t('confirm.reduceOnlyFlag')] : []),
        ],
        required: view?.margin ? `${shown(view.margin.required, 4, lng)} ${leg.settleCoin}` : null,
        deviation: dev ? t(dev.key, { pct: deviationPercent(dev.deviation, lng) }) : null,
        moved: confirm.moved.includes(id),
      },
    ];
  });
  return (
    <PlaceConfirmDialog
      open
      kind={confirm.kind}
      rows={rows}
      moved={confirm.moved.length > 0}
      stale={confirm.stale ? publicStatus : null}
      sending={form.phase === 'sending'}
      onCancel={() => dispatch(confirmClosed())}
      onConfirm={(dontAsk) => {
        if (dontAsk) dispatch(settingChanged({ confirmOnOrder: false }));
        void run(confirmPlacement);
      }}
    />
  );
}
