import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { selectConfirmView } from './confirmView';
import { useEntryDispatch } from './deps';
import { PlaceConfirmDialog } from './PlaceConfirmDialog';
import { confirmClosed, settingChanged } from './slice';
import { confirmPlacement } from './submit';

/** The placement confirmation of the submission waiting for the trader's answer (selectConfirmView). */
export function ConfirmSection() {
  const { i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
  const view = useAppSelector((s) => selectConfirmView(s, i18n.language));
  if (!view) return null;
  return (
    <PlaceConfirmDialog
      open
      {...view}
      onCancel={() => dispatch(confirmClosed())}
      onConfirm={(dontAsk) => {
        if (dontAsk) dispatch(settingChanged({ confirmOnOrder: false }));
        void run(confirmPlacement);
      }}
    />
  );
}
