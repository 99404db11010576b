import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { selectOptionEntryState } from '../chain/slice';
import { outcomeText, shown } from './display';
import { OutcomeList, type OutcomeRow } from './OutcomeList';
import { configOfSymbol } from './selectors';
import type { LegOutcome } from './formState';
import { outcomesDismissed, selectForm } from './slice';
import { currentOutcomes } from './submissionCases';

/** Success notices fade after SUCCESS_FADE_MS; errors and warnings stay until dismissed. */
export const SUCCESS_FADE_MS = 8000;

/**
 * "Last submissions": the latest submission's outcome per leg, the earlier ones still kept below
 * it (slice MAX_SUBMISSIONS_KEPT), deviations per symbol. A lazy chunk: nothing shows before the
 * first submission.
 */
export function OutcomeSection() {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectForm);
  const instrumentsByCoin = useAppSelector(selectOptionEntryState).instruments;

  const outcomeRow = (o: LegOutcome, settled: boolean): OutcomeRow => {
    const text = outcomeText(o, settled);
    const cfg = configOfSymbol(instrumentsByCoin, o.symbol);
    return {
      legId: o.legId,
      summary: t('outcome.summary', {
        side: t(o.side === 'buy' ? 'entry.buy' : 'entry.sell'),
        qty: shown(o.qty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
        symbol: o.symbol,
        price: shown(o.price, cfg?.fePriceFractionPrecision ?? 2, lng),
      }),
      text: t(text.key, { code: o.code, message: o.message, ...text.params }),
      severity: text.severity,
    };
  };
  const earlier = [...new Set(form.outcomes.map((o) => o.submissionId))]
    .filter((id) => id !== form.submissionSeq)
    .reverse()
    .map((id) => ({
      submissionId: id,
      rows: form.outcomes.filter((o) => o.submissionId === id).map((o) => outcomeRow(o, true)),
    }));

  // Submissions whose every outcome is a success fade; the key changes only when that set does.
  const fading = [...new Set(form.outcomes.map((o) => o.submissionId))]
    .filter((id) => {
      const rows = form.outcomes.filter((o) => o.submissionId === id);
      const settled = id !== form.submissionSeq || form.phase === 'idle';
      return settled && rows.every((o) => outcomeText(o, true).severity === 'success');
    })
    .join(',');
  useEffect(() => {
    if (!fading) return;
    const timer = setTimeout(() => {
      for (const id of fading.split(',')) dispatch(outcomesDismissed(Number(id)));
    }, SUCCESS_FADE_MS);
    return () => clearTimeout(timer);
  }, [fading, dispatch]);

  return (
    <OutcomeList
      rows={currentOutcomes(form).map((o) => outcomeRow(o, form.phase === 'idle'))}
      earlier={earlier}
      onDismissEarlier={(id) => dispatch(outcomesDismissed(id))}
      deviations={Object.entries(form.deviationsBySymbol).flatMap(([symbol, d]) => [
        ...(d.exceeding ? [t('outcome.deviationExceedingSymbol', { symbol })] : []),
        ...(d.warning ? [t('outcome.deviationWarningSymbol', { symbol })] : []),
      ])}
      onDismiss={() => dispatch(outcomesDismissed(form.submissionSeq))}
    />
  );
}
