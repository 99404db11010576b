/**
 * The option entry's form state ('optionEntryForm'): the draft leg, the batch, the persisted
 * settings, the submission in progress and its outcomes. Its shape is formState.ts; the field edits
 * and corrections are fieldCases.ts, the placement's phases and outcomes submissionCases.ts (the
 * action names are this slice's). The server's data (account, risk config, depth) is in accountSlice.ts.
 * In the shared store (not component state) so a session end, a remount or a stream drop keeps
 * every input the trader typed.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pushBatchApplied, type RootState, type WithSlice } from 'shared-core';
import { ticketClosed } from '../chain/slice';
import { fieldCases, touchLeg } from './fieldCases';
import { initialFormState, MAX_BATCH_LEGS, type CancelRequest, type OptionEntryFormState } from './formState';
import { pushedOrders } from './orderPushes';
import type { EntryLeg, EntryMode, EntrySettings } from './rules';
import { applyOrder, submissionCases } from './submissionCases';

export const optionEntryFormSlice = createSlice({
  name: 'optionEntryForm',
  initialState: initialFormState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<EntrySettings>) {
      state.settings = action.payload;
    },
    settingChanged(
      state,
      action: PayloadAction<
        Partial<Pick<EntrySettings, 'confirmOnOrder' | 'confirmOnCancel' | 'batchMode' | 'postOnly'>>
      >,
    ) {
      state.settings = { ...state.settings, ...action.payload };
    },
    modeChanged(state, action: PayloadAction<EntryMode>) {
      state.mode = action.payload;
    },
    draftOpened(state, action: PayloadAction<EntryLeg>) {
      state.draft = action.payload;
      state.legSeq += 1;
      if (state.phase === 'confirm') {
        state.phase = 'idle';
        state.confirm = null;
      }
    },
    ...fieldCases,
    /** The draft goes into the batch (as it is now); a fresh copy stays in the form for the next leg. */
    addedToBatch(state, action: PayloadAction<{ leg: EntryLeg; nextDraftId: string }>) {
      if (state.batch.length >= MAX_BATCH_LEGS) return;
      state.batch.push(action.payload.leg);
      if (state.draft) state.draft = { ...state.draft, id: action.payload.nextDraftId };
      state.legSeq += 1;
    },
    batchLegRemoved(state, action: PayloadAction<string>) {
      state.batch = state.batch.filter((l) => l.id !== action.payload);
      touchLeg(state, action.payload);
    },
    batchCleared(state) {
      state.batch = [];
    },
    ...submissionCases,
    cancelRequested(state, action: PayloadAction<CancelRequest>) {
      state.cancel = action.payload;
    },
    cancelDismissed(state) {
      state.cancel = null;
    },
    cancelStarted(state, action: PayloadAction<string>) {
      state.cancel = null;
      if (!state.cancelling.includes(action.payload)) state.cancelling.push(action.payload);
    },
    cancelFinished(state, action: PayloadAction<{ orderId: string; cancelled: boolean }>) {
      // the account slice drops a cancelled order from the open orders
      state.cancelling = state.cancelling.filter((id) => id !== action.payload.orderId);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(ticketClosed, (state) => {
        state.draft = null;
      })
      .addCase(pushBatchApplied, (state, action) => {
        for (const o of pushedOrders(action.payload)) applyOrder(state, o);
      });
  },
});

export const {
  priceTyped,
  ivTyped,
  qtyTyped,
  priceBlurred,
  priceStepped,
  ivStepped,
  qtyBlurred,
  qtyStepped,
  settingsLoaded,
  settingChanged,
  modeChanged,
  draftOpened,
  legEdited,
  addedToBatch,
  batchLegRemoved,
  batchCleared,
  checkFailed,
  confirmOpened,
  confirmClosed,
  sendStarted,
  sendSettled,
  sendFailed,
  reconciled,
  reconcileGaveUp,
  outcomesDismissed,
  repeatRefused,
  inputInvalid,
  cancelRequested,
  cancelDismissed,
  cancelStarted,
  cancelFinished,
} = optionEntryFormSlice.actions;

declare module 'shared-core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof optionEntryFormSlice> {}
}

export const selectForm = (state: RootState): OptionEntryFormState => state.optionEntryForm ?? initialFormState;
export const selectSettings = (state: RootState) => selectForm(state).settings;
