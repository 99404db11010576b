import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { BatchList } from './BatchList';
import { selectBatchView } from './batchView';
import { useEntryDispatch } from './deps';
import { batchCleared, batchLegRemoved } from './slice';
import { requestPlacement } from './submit';

/** The batch of legs with their live prices and margins: shows selectBatchView, sends its intents. */
export function BatchSection() {
  const { i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
  const view = useAppSelector((s) => selectBatchView(s, i18n.language));
  return (
    <BatchList
      {...view}
      onRemove={(id) => dispatch(batchLegRemoved(id))}
      onClear={() => dispatch(batchCleared())}
      onPlace={() => void run(requestPlacement)}
    />
  );
}
