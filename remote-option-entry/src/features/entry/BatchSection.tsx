import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectTickers, useAppDispatch, useAppSelector, type OptionCommonConfig } from 'shared-core';
import { NS } from '../../i18n';
import { legNow, nowMs } from './legView';
import { useSubmitDeps } from './useSubmitDeps';
import { selectOptionEntryState } from '../chain/slice';
import { configOfSymbol } from './selectors';
import { requestPlacement } from './submit';
import { BatchList, type BatchLegRow } from './BatchList';
import { openOrdersForMargin, outcomeText, shown, totalRequired } from './display';
import { batchCleared, batchLegRemoved, currentOutcomes, selectForm, MAX_BATCH_LEGS } from './slice';

/** The batch of legs with their live prices and margins. */
export function BatchSection({
  cfg: chainCfg,
  locked,
  lockedLabel,
}: {
  cfg: OptionCommonConfig | null;
  locked: boolean;
  lockedLabel?: string;
}) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const deps = useSubmitDeps();
  const form = useAppSelector(selectForm);
  const tickers = useAppSelector(selectTickers);
  const instrumentsByCoin = useAppSelector(selectOptionEntryState).instruments;
  const { i18n } = useTranslation(NS);
  const lng = i18n.language;
  const openOrders = useMemo(() => openOrdersForMargin(form.account.openOrders), [form.account.openOrders]);
  const now = nowMs();
  const rows: (BatchLegRow & { coin: string; requiredRaw: string | null })[] = form.batch.map((l) => {
    // each leg on its own coin's rules (a BTC leg and an ETH leg in one batch)
    const cfg = configOfSymbol(instrumentsByCoin, l.symbol) ?? chainCfg;
    const { view } = legNow(l, { cfg, tickers, depth: form.depth, account: form.account, openOrders, nowMs: now });
    const outcome = currentOutcomes(form).find((o) => o.legId === l.id);
    const o = outcome ? outcomeText(outcome, form.phase === 'idle') : null;
    return {
      legId: l.id,
      symbol: l.symbol,
      side: l.side,
      priceTypeLabel: t(`entry.priceTypes.${l.placeType}`),
      price: shown(view?.effectivePrice, cfg?.fePriceFractionPrecision ?? 2, lng),
      qty: shown(l.orderQty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
      required: view?.margin ? `${shown(view.margin.required, 4, lng)} ${l.settleCoin}` : null,
      requiredRaw: view?.margin?.required ?? null,
      coin: l.settleCoin,
      problems: [...(form.issues[l.id] ?? []), ...(view?.issues ?? [])]
        .filter((i, idx, all) => i.severity === 'error' && all.findIndex((j) => j.key === i.key) === idx)
        .map((i) => t(i.key, i.params)),
      outcome:
        o && outcome
          ? { text: t(o.key, { code: outcome.code, message: outcome.message, ...o.params }), severity: o.severity }
          : undefined,
    };
  });
  return (
    <BatchList
      rows={rows}
      max={MAX_BATCH_LEGS}
      totalRequired={totalRequired(
        rows.map((r) => ({ coin: r.coin, required: r.requiredRaw })),
        lng,
      )}
      locked={locked}
      lockedLabel={lockedLabel}
      onRemove={(id) => dispatch(batchLegRemoved(id))}
      onClear={() => dispatch(batchCleared())}
      onPlace={() => void dispatch(requestPlacement(deps))}
    />
  );
}
