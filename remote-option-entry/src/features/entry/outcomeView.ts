/**
 * "Last submissions" as a view model (pure, memoised in selectOutcomeView): the latest
 * submission's outcome per leg, the earlier ones still kept, the deviation results per symbol, and
 * which submissions fade (every outcome a success, settled). Figures are formatted in the trader's
 * language on each order's own coin's config; texts are message keys (OutcomeList words them).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from 'shared-core';
import { selectOptionEntryState } from '../chain/slice';
import { outcomeText, shown, type OrderSummary, type Severity, type Worded } from './display';
import type { LegOutcome, OptionEntryFormState } from './formState';
import { configOfSymbol } from './selectors';
import { selectForm } from './slice';
import { currentOutcomes } from './submissionCases';

export interface OutcomeRow {
  legId: string;
  /** side, quantity, option and price as sent */
  summary: OrderSummary;
  /** what became of the order */
  text: Worded;
  severity: Severity;
}

export interface EarlierSubmission {
  submissionId: number;
  rows: readonly OutcomeRow[];
  /** the worst of its rows */
  severity: Severity;
}

export interface OutcomeView {
  /** the latest submission */
  rows: readonly OutcomeRow[];
  /** the worst of the latest submission's rows */
  severity: Severity;
  /** older submissions still kept (newest first): errors stay until dismissed */
  earlier: readonly EarlierSubmission[];
  /** symbols whose orders met a price-deviation result (3200305 / 3200306); not toasted */
  deviations: readonly Worded[];
  /** the latest submission's id (its dismiss) */
  submissionId: number;
  /** the submissions that fade (settled, every outcome a success), as "1,3"; '' for none */
  fading: string;
}

type Instruments = Parameters<typeof configOfSymbol>[0];

/** The worst severity of some rows: an error, else a warning for any warning or pending row, else success. */
export function worstOf(rows: readonly Pick<OutcomeRow, 'severity'>[]): Severity {
  if (rows.some((r) => r.severity === 'error')) return 'error';
  if (rows.some((r) => r.severity === 'warning' || r.severity === 'info')) return 'warning';
  return 'success';
}

/** One order's outcome as its line says it. `settled`: nothing of its submission is in flight any more. */
export function outcomeRow(o: LegOutcome, settled: boolean, instruments: Instruments, lng: string): OutcomeRow {
  const text = outcomeText(o, settled);
  const cfg = configOfSymbol(instruments, o.symbol);
  return {
    legId: o.legId,
    summary: {
      side: o.side,
      qty: shown(o.qty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
      symbol: o.symbol,
      price: shown(o.price, cfg?.fePriceFractionPrecision ?? 2, lng),
    },
    text: { key: text.key, params: { code: o.code, message: o.message, ...text.params } },
    severity: text.severity,
  };
}

type FormPart = Pick<OptionEntryFormState, 'outcomes' | 'submissionSeq' | 'phase' | 'deviationsBySymbol'>;

/** The ids of the kept submissions, oldest first. */
const submissionIds = (form: FormPart): number[] => [...new Set(form.outcomes.map((o) => o.submissionId))];

function earlierOf(form: FormPart, instruments: Instruments, lng: string): EarlierSubmission[] {
  return submissionIds(form)
    .filter((id) => id !== form.submissionSeq)
    .reverse()
    .map((id) => {
      const rows = form.outcomes.filter((o) => o.submissionId === id).map((o) => outcomeRow(o, true, instruments, lng));
      return { submissionId: id, rows, severity: worstOf(rows) };
    });
}

/** Submissions whose every outcome is a success fade once settled; the key changes only when that set does. */
function fadingOf(form: FormPart): string {
  return submissionIds(form)
    .filter((id) => {
      const settled = id !== form.submissionSeq || form.phase === 'idle';
      const rows = form.outcomes.filter((o) => o.submissionId === id);
      return settled && rows.every((o) => outcomeText(o, true).severity === 'success');
    })
    .join(',');
}

/** "Last submissions" (see OutcomeView). */
export function outcomeView(form: FormPart, instruments: Instruments, lng: string): OutcomeView {
  const rows = currentOutcomes(form).map((o) => outcomeRow(o, form.phase === 'idle', instruments, lng));
  return {
    rows,
    severity: worstOf(rows),
    earlier: earlierOf(form, instruments, lng),
    deviations: Object.entries(form.deviationsBySymbol).flatMap(([symbol, d]) => [
      ...(d.exceeding ? [{ key: 'outcome.deviationExceedingSymbol', params: { symbol } }] : []),
      ...(d.warning ? [{ key: 'outcome.deviationWarningSymbol', params: { symbol } }] : []),
    ]),
    submissionId: form.submissionSeq,
    fading: fadingOf(form),
  };
}

/** "Last submissions" once per change of the form, the instruments or the language. */
export const selectOutcomeView = createSelector(
  [selectForm, (s: RootState) => selectOptionEntryState(s).instruments, (_s: RootState, lng: string) => lng],
  outcomeView,
);
