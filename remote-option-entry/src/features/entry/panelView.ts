/**
 * What the entry panel composes (selectPanelView, memoised): which part stands in the ticket's
 * place, which feeds run and which lazy sections show. Not in the lazy chunk: the panel is on
 * screen from the start.
 */
import { createSelector } from '@reduxjs/toolkit';
import { selectIsSignedIn } from 'shared-core';
import { selectInstrumentsEntry } from '../chain/slice';
import { selectLoadErrors } from './accountSlice';
import { usdcTwin } from './legs';
import type { EntrySettings } from './rules';
import { coinOfSymbol, selectTicketConfig } from './selectors';
import { selectForm } from './slice';

export interface PanelView {
  /** in the ticket's place: the form (its chunk), its skeleton (the form's config or the chain is loading), or the hint */
  ticket: 'form' | 'skeleton' | 'hint';
  /** signed in: the account feed's coin (the draft's, BTC without one); null signed out */
  accountCoin: string | null;
  /** the draft's book (its USDC twin), or null */
  bookSymbol: string | null;
  /** the risk config follows the draft's settle coin */
  settleCoin: 'USDC' | 'USDT';
  settings: EntrySettings;
  /** a submission is in flight or being reconciled: settings cannot change */
  locked: boolean;
  /** a feed could not load: its error shows under the ticket */
  feedErrors: boolean;
  outcomes: boolean;
  /** signed in with a draft: the open orders of its option */
  openOrdersSymbol: string | null;
  confirm: boolean;
}

function ticketOf(hasDraft: boolean, hasConfig: boolean, chainLoading: boolean): PanelView['ticket'] {
  if (hasDraft) return hasConfig ? 'form' : 'skeleton';
  // a slow exchange: the ticket's skeleton stands beside the chain's until the instruments arrive
  return chainLoading ? 'skeleton' : 'hint';
}

/** The panel's parts (see PanelView). */
export const selectPanelView = createSelector(
  [selectForm, selectTicketConfig, selectInstrumentsEntry, selectIsSignedIn, selectLoadErrors],
  (form, cfg, instruments, signedIn, loadErrors): PanelView => {
    const { draft } = form;
    const chainLoading = !instruments || (instruments.status === 'loading' && !instruments.result);
    return {
      ticket: ticketOf(draft !== null, cfg !== null, chainLoading),
      accountCoin: signedIn ? ((draft ? coinOfSymbol(draft.symbol) : null) ?? 'BTC') : null,
      bookSymbol: draft ? usdcTwin(draft.symbol) : null,
      settleCoin: draft?.settleCoin ?? 'USDC',
      settings: form.settings,
      locked: form.phase === 'sending' || form.phase === 'reconciling',
      feedErrors: Boolean(loadErrors.book || loadErrors.account),
      outcomes: form.outcomes.length > 0 || Object.keys(form.deviationsBySymbol).length > 0,
      openOrdersSymbol: draft && signedIn ? draft.symbol : null,
      confirm: form.confirm !== null,
    };
  },
);
