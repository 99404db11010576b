import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { useEntryDispatch } from './deps';
import { EntryForm } from './EntryForm';
import { formHandlers } from './intents';
import { InstrumentDetail } from './InstrumentDetail';
import { selectDetailStatus, selectDraftView } from './views';

/** The form of the draft leg and its instrument's detail: shows selectDraftView, sends the form's intents. */
export function DraftSection() {
  const { i18n } = useTranslation(NS);
  const lng = i18n.language;
  const run = useEntryDispatch();
  const handlers = useMemo(() => formHandlers(run), [run]);
  const draftView = useAppSelector((s) => selectDraftView(s, lng));
  const streamStatus = useAppSelector(selectDetailStatus);
  if (!draftView) return null;
  return (
    <>
      <EntryForm {...draftView.form} locale={lng} {...handlers} />
      <Box sx={{ px: 1 }}>
        <InstrumentDetail {...draftView.detail} streamStatus={streamStatus} />
      </Box>
    </>
  );
}
