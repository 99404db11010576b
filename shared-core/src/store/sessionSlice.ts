import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountKindOf, isUnifiedProcessing, type AccountProfileFields } from '../domain/account';

/** The profile as the exchange sends it; the account-kind fields drive positions.md §6. */
export interface SessionUser extends AccountProfileFields {
  userId: number | string;
  email: string;
  nickname?: string;
}

export interface SessionState {
  /** unknown until the profile call answers. */
  status: 'unknown' | 'anonymous' | 'authenticated';
  user: SessionUser | null;
  language: string;
  /** Code that ended the last session (10007, 33003, 10009), for the session-expired flow. */
  endedBy: number | null;
}

const initialState: SessionState = { status: 'unknown', user: null, language: 'en', endedBy: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.endedBy = null;
    },
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
    },
    sessionEnded(state, action: PayloadAction<number>) {
      state.status = 'anonymous';
      state.user = null;
      state.endedBy = action.payload;
    },
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectIsSignedIn: (state) => state.status === 'authenticated',
    selectUser: (state) => state.user,
    selectLanguage: (state) => state.language,
  },
});

export const { signedIn, signedOut, sessionEnded, languageChanged } = sessionSlice.actions;
export const { selectSession, selectIsSignedIn, selectUser, selectLanguage } = sessionSlice.selectors;

/** The signed-in trader's account kind (positions.md §6), memoised on the profile object. */
export const selectAccountKind = createSelector([selectUser], (user) => accountKindOf(user));
/** The account's upgrade to a unified account is being carried out (liquidation prices read '--'). */
export const selectUnifiedProcessing = createSelector([selectUser], (user) => isUnifiedProcessing(user));
