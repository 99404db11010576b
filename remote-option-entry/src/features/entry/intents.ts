/**
 * The ticket's field intents: each reads what its reducer case needs (the leg as it would be sent
 * now, its config and market, from views.ts) and dispatches it; the corrections themselves are the
 * slice's reducer cases (priceBlurred, priceStepped, ivStepped, qtyBlurred, qtyStepped).
 */
import { NS } from '../../i18n';
import { ticketClosed } from '../chain/slice';
import type { EntryThunk } from './deps';
import { legIdOf, symbolFor } from './legs';
import { selectLegInstruments } from './selectors';
import {
  addedToBatch,
  ivStepped,
  legEdited,
  priceBlurred,
  priceStepped,
  qtyBlurred,
  qtyStepped,
  selectForm,
} from './slice';
import type { PriceIntentContext } from './fieldCases';
import { selectDraftNow } from './views';
import { selectLegConfig } from './selectors';
import { selectCommonConfig } from '../chain/slice';
import type { RootState } from 'shared-core';

/** An intent of the ticket's form (EntryForm onIntent). */
export type FormIntent =
  | { type: 'priceBlur' }
  | { type: 'priceStep'; direction: 1 | -1 }
  | { type: 'ivStep'; direction: 1 | -1 }
  | { type: 'qtyBlur' }
  | { type: 'qtyStep'; direction: 1 | -1 }
  | { type: 'strike'; strike: string }
  | { type: 'optionType'; optionType: 'C' | 'P' }
  | { type: 'settleCoin'; coin: 'USDC' | 'USDT' }
  | { type: 'addToBatch' }
  | { type: 'close' };

function priceContext(state: RootState): { id: string; intent: PriceIntentContext } | null {
  const now = selectDraftNow(state);
  const draft = selectForm(state).draft;
  const cfg = draft ? (selectLegConfig(state, draft.symbol) ?? selectCommonConfig(state)) : null;
  if (!now || !draft || !cfg) return null;
  return {
    id: draft.id,
    intent: {
      leg: now.sent,
      cfg,
      mkt: now.mkt,
      minSell: now.view?.minSell ?? null,
      maxBuy: now.view?.maxBuy ?? null,
    },
  };
}

/** Runs a form intent on the draft. */
export const formIntent =
  (intent: FormIntent): EntryThunk =>
  (dispatch, getState, deps) => {
    const state = getState();
    const draft = selectForm(state).draft;
    if (!draft) return;
    switch (intent.type) {
      case 'priceBlur':
      case 'priceStep': {
        const c = priceContext(state);
        if (!c) return;
        if (intent.type === 'priceBlur') dispatch(priceBlurred(c));
        else dispatch(priceStepped({ ...c, direction: intent.direction }));
        return;
      }
      case 'ivStep':
        dispatch(
          ivStepped({ id: draft.id, direction: intent.direction, iv: selectDraftNow(state)?.sent.iv ?? draft.iv }),
        );
        return;
      case 'qtyBlur':
      case 'qtyStep': {
        const cfg = selectLegConfig(state, draft.symbol) ?? selectCommonConfig(state);
        if (!cfg) return;
        if (intent.type === 'qtyStep') {
          dispatch(qtyStepped({ id: draft.id, direction: intent.direction, qty: draft.orderQty, cfg }));
          return;
        }
        dispatch(qtyBlurred({ id: draft.id, qty: draft.orderQty, filledQty: draft.orderFilledQty, cfg }));
        // a quantity capped at the maximum is also said with a warning toast
        const capped = (selectForm(getState()).corrections[draft.id] ?? []).some(
          (i) => i.key === 'MaxOrderSize' && i.severity === 'warning',
        );
        if (capped)
          deps.bus.publish({
            type: 'toast',
            severity: 'warning',
            messageKey: `${NS}:entry.qtyCapped`,
            params: { max: cfg.maxOrderSize },
          });
        return;
      }
      case 'strike':
      case 'optionType':
      case 'settleCoin': {
        const strike = intent.type === 'strike' ? intent.strike : draft.strikePrice;
        const type = intent.type === 'optionType' ? intent.optionType : draft.symbolType;
        const coin = intent.type === 'settleCoin' ? intent.coin : draft.settleCoin;
        const inst = selectLegInstruments(state, draft.symbol).find(
          (i) => i.deliveryTime === draft.deliveryTime && i.strikePrice === strike && i.symbolType === type,
        );
        if (!inst) return;
        const symbol = symbolFor(inst.symbol, coin);
        dispatch(
          legEdited({
            id: draft.id,
            patch: { symbol, symbolAlias: symbol, strikePrice: strike, symbolType: type, settleCoin: coin },
          }),
        );
        return;
      }
      case 'addToBatch':
        // The leg goes in as the trader sees it now; a following source keeps following.
        dispatch(addedToBatch({ leg: draft, nextDraftId: legIdOf(selectForm(state).legSeq + 1) }));
        return;
      case 'close':
        dispatch(ticketClosed());
    }
  };
