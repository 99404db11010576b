import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import {
  StreamStatusBadge,
  WidgetFrame,
  selectCurrentSymbol,
  selectStreamStatus,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { REMOTE_VERSION } from '../../version';
import { POSITION_TOPIC } from './api';
import { PositionsTable } from './PositionsTable';
import { loadPositions, selectPositionRows, selectPositionsError, selectPositionsStatus } from './slice';

/** The connected positions widget: REST snapshot on mount and on resync, live `user.position` pushes. */
export function PositionsWidget() {
  const { t } = useTranslation(NS);
  const { http, streams, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectPositionRows);
  const status = useAppSelector(selectPositionsStatus);
  const error = useAppSelector(selectPositionsError);
  const streamStatus = useAppSelector((s) => selectStreamStatus(s, 'private'));
  const currentSymbol = useAppSelector(selectCurrentSymbol);

  const reload = useCallback(() => dispatch(loadPositions({ http })), [dispatch, http]);

  useEffect(() => {
    const load = reload();
    const unsubscribe = streams.private.subscribe([POSITION_TOPIC]);
    const resync = bus
      .on('stream.resync')
      .pipe(filter((e) => e.topic === POSITION_TOPIC))
      .subscribe(() => void reload());
    return () => {
      load.abort();
      unsubscribe();
      resync.unsubscribe();
    };
  }, [reload, streams.private, bus]);

  return (
    <WidgetFrame
      title={t('title')}
      versionLabel={REMOTE_VERSION}
      status={<StreamStatusBadge status={streamStatus} />}
      testId="positions-widget"
    >
      <PositionsTable
        rows={rows}
        status={status}
        error={error}
        currentSymbol={currentSymbol}
        onRetry={() => void reload()}
      />
    </WidgetFrame>
  );
}
