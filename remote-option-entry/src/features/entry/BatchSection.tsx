import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, type OptionCommonConfig } from 'shared-core';
import { NS } from '../../i18n';
import { BatchList, type BatchLegRow } from './BatchList';
import { useEntryDispatch } from './deps';
import { outcomeText, totalRequired } from './display';
import { MAX_BATCH_LEGS } from './formState';
import { batchCleared, batchLegRemoved, selectForm } from './slice';
import { currentOutcomes } from './submissionCases';
import { requestPlacement } from './submit';
import { selectBatchRows } from './views';

/** The batch of legs with their live prices and margins (selectBatchRows); texts translated here. */
export function BatchSection({
  cfg: chainCfg,
  locked,
  lockedLabel,
}: {
  cfg: OptionCommonConfig | null;
  locked: boolean;
  lockedLabel?: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
  const form = useAppSelector(selectForm);
  const figures = useAppSelector((s) => selectBatchRows(s, chainCfg, lng));
  const outcomes = currentOutcomes(form);
  const rows: BatchLegRow[] = form.batch.map((l, i) => {
    const f = figures[i]!;
    const outcome = outcomes.find((o) => o.legId === l.id);
    const o = outcome ? outcomeText(outcome, form.phase === 'idle') : null;
    return {
      legId: l.id,
      symbol: l.symbol,
      side: l.side,
      priceTypeLabel: t(`entry.priceTypes.${l.placeType}`),
      price: f.price,
      qty: f.qty,
      required: f.required,
      problems: f.problems.map((p) => t(p.key, p.params)),
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
        figures.map((r) => ({ coin: r.coin, required: r.requiredRaw })),
        lng,
      )}
      locked={locked}
      lockedLabel={lockedLabel}
      onRemove={(id) => dispatch(batchLegRemoved(id))}
      onClear={() => dispatch(batchCleared())}
      onPlace={() => void run(requestPlacement)}
    />
  );
}
