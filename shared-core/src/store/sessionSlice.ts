import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from '../ui/tokens';
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
  /**
   * The page's theme (the host's header switch); remotes' PlatformProviders follow it. Optional so
   * a session built by older code (tests, fake services) still types; missing reads as 'dark'.
   */
  themeMode?: ThemeMode;
}

const initialState: SessionState = { status: 'unknown', user: null, language: 'en', endedBy: null, themeMode: 'dark' };

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
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      // anything but the two modes (an old or hand-made action) leaves the theme as it is
      if (action.payload === 'dark' || action.payload === 'light') state.themeMode = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectIsSignedIn: (state) => state.status === 'authenticated',
    selectUser: (state) => state.user,
    selectLanguage: (state) => state.language,
    /** 'dark' for a store built before theme modes existed. */
    selectThemeMode: (state): ThemeMode => state.themeMode ?? 'dark',
  },
});

export const { signedIn, signedOut, sessionEnded, languageChanged, themeModeChanged } = sessionSlice.actions;
export const { selectSession, selectIsSignedIn, selectUser, selectLanguage, selectThemeMode } = sessionSlice.selectors;

/** The signed-in trader's account kind (positions.md §6), memoised on the profile object. */
export const selectAccountKind = createSelector([selectUser], (user) => accountKindOf(user));
/** The account's upgrade to a unified account is being carried out (liquidation prices read '--'). */
export const selectUnifiedProcessing = createSelector([selectUser], (user) => isUnifiedProcessing(user));
