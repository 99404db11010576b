import { useEffect } from 'react';
import { selectTickers, useAppDispatch, useAppSelector, useAppStore } from 'shared-core';
import { selectCommonConfig, selectInstrumentsEntry, selectTicket } from '../chain/slice';
import { legForPick } from './legs';
import { draftOpened, selectForm } from './slice';

/** A pick in the chain opens a fresh leg (legs.ts legForPick); a ticker or form change opens nothing. */
export function usePickOpensLeg(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const ticket = useAppSelector(selectTicket);
  const instruments = useAppSelector(selectInstrumentsEntry)?.result?.list;
  useEffect(() => {
    if (!ticket || !instruments) return;
    const state = store.getState();
    const form = selectForm(state);
    const leg = legForPick(ticket, instruments, {
      legSeq: form.legSeq,
      draft: form.draft,
      settings: form.settings,
      tickers: selectTickers(state),
      minOrderSize: selectCommonConfig(state)?.minOrderSize,
    });
    if (leg) dispatch(draftOpened(leg));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pick opens a leg; a ticker or form change must not
  }, [ticket?.pickId, instruments]);
}
