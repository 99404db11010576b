import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { OutcomeList } from './OutcomeList';
import { selectOutcomeView } from './outcomeView';
import { outcomesDismissed } from './slice';

/** Success notices fade after SUCCESS_FADE_MS; errors and warnings stay until dismissed. */
export const SUCCESS_FADE_MS = 8000;

/**
 * "Last submissions" (selectOutcomeView): the latest submission's outcome per leg, the earlier ones
 * still kept below it (MAX_SUBMISSIONS_KEPT), deviations per symbol. A lazy chunk: nothing shows
 * before the first submission.
 */
export function OutcomeSection() {
  const { i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const view = useAppSelector((s) => selectOutcomeView(s, i18n.language));
  const { fading, submissionId, ...list } = view;
  useEffect(() => {
    if (!fading) return;
    const timer = setTimeout(() => {
      for (const id of fading.split(',')) dispatch(outcomesDismissed(Number(id)));
    }, SUCCESS_FADE_MS);
    return () => clearTimeout(timer);
  }, [fading, dispatch]);
  return (
    <OutcomeList
      {...list}
      onDismissEarlier={(id) => dispatch(outcomesDismissed(id))}
      onDismiss={() => dispatch(outcomesDismissed(submissionId))}
    />
  );
}
