/**
 * The batch's view model (pure, memoised in selectBatchView): each leg as it would be sent now on
 * its own coin's config, formatted in the trader's language, with its problems and its outcome in
 * the last submission as message keys (BatchList words them), and the total required margin.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { OptionCommonConfig, RootState } from 'shared-core';
import { outcomeText, shown, totalRequired, type Severity, type Worded } from './display';
import { MAX_BATCH_LEGS, type LegOutcome, type OptionEntryFormState } from './formState';
import type { LegNow } from './legView';
import type { EntryLeg, EntrySide, FieldIssue, PriceType } from './rules';
import { selectTicketConfig } from './selectors';
import { selectForm } from './slice';
import { currentOutcomes } from './submissionCases';
import { selectBatchNow } from './views';

export interface BatchLegRow {
  legId: string;
  symbol: string;
  side: EntrySide;
  priceType: PriceType;
  /** the price it would be sent at now, formatted */
  price: string;
  qty: string;
  /** required margin with its coin, formatted */
  required: string | null;
  /** the leg's errors (the check of the last submit, the live ones), one per key: they block the batch */
  problems: readonly Worded[];
  /** the outcome of this leg in the last submission */
  outcome?: Worded & { severity: Severity };
}

export interface BatchView {
  rows: readonly BatchLegRow[];
  max: number;
  /** the sum of the required margins per settle coin, formatted; null when none is known */
  totalRequired: string | null;
  /** a submission is in flight or being reconciled: nothing can be changed or sent */
  locked: boolean;
  /** the place button's text */
  placeLabel: Worded;
}

/** A batch leg as its row shows it (see BatchLegRow). */
export function batchRow(
  { leg, cfg, now }: { leg: EntryLeg; cfg: OptionCommonConfig | null; now: LegNow },
  issues: readonly FieldIssue[],
  outcome: { of: LegOutcome; settled: boolean } | null,
  lng: string,
): BatchLegRow {
  const view = now.view;
  const text = outcome ? outcomeText(outcome.of, outcome.settled) : null;
  return {
    legId: leg.id,
    symbol: leg.symbol,
    side: leg.side,
    priceType: leg.placeType,
    price: shown(view?.effectivePrice, cfg?.fePriceFractionPrecision ?? 2, lng),
    qty: shown(leg.orderQty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
    required: view?.margin ? `${shown(view.margin.required, 4, lng)} ${leg.settleCoin}` : null,
    problems: [...issues, ...(view?.issues ?? [])]
      .filter((i, idx, all) => i.severity === 'error' && all.findIndex((j) => j.key === i.key) === idx)
      .map((i) => ({ key: i.key, params: i.params })),
    ...(outcome && text
      ? {
          outcome: {
            key: text.key,
            params: { code: outcome.of.code, message: outcome.of.message, ...text.params },
            severity: text.severity,
          },
        }
      : {}),
  };
}

/** The batch as BatchList shows it, formatted in `lng`. */
export function batchView(
  legs: readonly { leg: EntryLeg; cfg: OptionCommonConfig | null; now: LegNow }[],
  form: Pick<OptionEntryFormState, 'issues' | 'outcomes' | 'submissionSeq' | 'phase'>,
  lng: string,
): BatchView {
  const outcomes = currentOutcomes(form);
  const settled = form.phase === 'idle';
  const rows = legs.map((l) => {
    const of = outcomes.find((o) => o.legId === l.leg.id);
    return batchRow(l, form.issues[l.leg.id] ?? [], of ? { of, settled } : null, lng);
  });
  const locked = form.phase === 'sending' || form.phase === 'reconciling';
  return {
    rows,
    max: MAX_BATCH_LEGS,
    totalRequired: totalRequired(
      legs.map(({ leg, now }) => ({ coin: leg.settleCoin, required: now.view?.margin?.required ?? null })),
      lng,
    ),
    locked,
    placeLabel: locked
      ? { key: form.phase === 'reconciling' ? 'entry.checking' : 'entry.placing', params: {} }
      : { key: 'batch.place', params: { count: rows.length } },
  };
}

/** The batch's view (batchView), once per change of its legs' inputs, the form or the language. */
export const selectBatchView = createSelector(
  [(s: RootState) => selectBatchNow(s, selectTicketConfig(s)), selectForm, (_s: RootState, lng: string) => lng],
  batchView,
);
