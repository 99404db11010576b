import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TopicsStatusBadge,
  WidgetFrame,
  selectCurrentSymbol,
  useAppDispatch,
  useAppSelector,
  type TopicRef,
} from 'shared-core';
import { useHostServices, useLiveTopic } from 'shared-http';
import { NS } from '../../i18n';
import { REMOTE_VERSION } from '../../version';
import { PositionActionsProvider } from '../actions/PositionActionsProvider';
import { useSymbolConfigs } from '../symbols/useSymbolConfigs';
import { POSITION_TOPIC } from './api';
import { PositionsTable } from './PositionsTable';
import { loadPositions, selectPositionRows, selectPositionsError, selectPositionsStatus } from './slice';

/** What the widget shows live: positions with their marks and PnL, pushed every tick. */
const LIVE_DEPENDENCIES: readonly TopicRef[] = [{ stream: 'private', topic: POSITION_TOPIC }];

/** The connected positions widget: REST snapshot on mount and on resync, live `user.position` pushes. */
export function PositionsWidget() {
  const { t } = useTranslation(NS);
  const { http, bus } = useHostServices();
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectPositionRows);
  const status = useAppSelector(selectPositionsStatus);
  const error = useAppSelector(selectPositionsError);
  const currentSymbol = useAppSelector(selectCurrentSymbol);

  const configOf = useSymbolConfigs(http);

  const reload = useCallback(() => dispatch(loadPositions({ http })), [dispatch, http]);

  useLiveTopic({ stream: 'private', topic: POSITION_TOPIC, reload });
  const onTrace = useCallback((code: number, detail?: string) => bus.publish({ type: 'trace', code, detail }), [bus]);

  return (
    <WidgetFrame
      title={t('title')}
      versionLabel={REMOTE_VERSION}
      status={<TopicsStatusBadge deps={LIVE_DEPENDENCIES} />}
      testId="positions-widget"
    >
      <PositionActionsProvider configOf={configOf}>
        <PositionsTable
          rows={rows}
          status={status}
          error={error}
          currentSymbol={currentSymbol}
          onRetry={() => void reload()}
          onTrace={onTrace}
        />
      </PositionActionsProvider>
    </WidgetFrame>
  );
}
