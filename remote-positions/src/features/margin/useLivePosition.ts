import { selectTopicHealth, useAppSelector, type Position, type StreamStatus } from 'shared-core';
import { POSITION_TOPIC } from '../positions/api';
import { positionKey } from 'shared-core';
import { selectPositionsState } from '../positions/slice';

/**
 * The position as the exchange last reported it (pushes keep it live while a dialog is open), or
 * the one the dialog was opened with until the slice has it; null once it is closed.
 */
export function useLivePosition(opened: Position): Position | null {
  const key = positionKey(opened);
  return useAppSelector((state) => {
    const s = selectPositionsState(state);
    const live = s.byKey[key];
    if (live) return live;
    return s.status === 'ready' ? null : opened;
  });
}

/** The positions stream's status when it is not live (what a dialog says), else null. */
export function usePositionsNotLive(): StreamStatus | null {
  const status = useAppSelector((state) => selectTopicHealth(state, 'private', POSITION_TOPIC).status);
  return status === 'live' ? null : status;
}
