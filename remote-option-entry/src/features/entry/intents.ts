/**
 * The ticket form's intents (its callbacks, form/formView.ts FormHandlers): each reads what its
 * reducer case needs (the leg as it would be sent now, its config and market, from views.ts) and
 * dispatches it; the corrections themselves are the slice's reducer cases (fieldCases.ts:
 * priceBlurred, priceStepped, ivStepped, qtyBlurred, qtyStepped).
 */
import type { RootState } from 'shared-core';
import { NS } from '../../i18n';
import { ticketClosed } from '../chain/slice';
import type { EntryThunk } from './deps';
import type { PriceIntentContext } from './fieldCases';
import type { FormHandlers, FormPatch, NumberField } from './form/formView';
import type { InputIssue } from './formState';
import { legIdOf, symbolFor } from './legs';
import type { EntryLeg } from './rules';
import { selectLegInstruments, selectTicketConfig } from './selectors';
import {
  addedToBatch,
  inputInvalid,
  ivStepped,
  ivTyped,
  legEdited,
  modeChanged,
  priceBlurred,
  priceStepped,
  priceTyped,
  qtyBlurred,
  qtyStepped,
  qtyTyped,
  selectForm,
} from './slice';
import { requestPlacement } from './submit';
import { selectDraftNow } from './views';

/** A thunk on the open draft (nothing happens without one). */
type DraftThunk<R = void> = (draft: EntryLeg, ...args: Parameters<EntryThunk<R>>) => R | undefined;

const onDraft =
  <R>(thunk: DraftThunk<R>): EntryThunk<R | undefined> =>
  (dispatch, getState, deps) => {
    const draft = selectForm(getState()).draft;
    return draft ? thunk(draft, dispatch, getState, deps) : undefined;
  };

/** What the price corrections read: the draft as it would be sent now, its config, market and band. */
function priceContext(state: RootState): PriceIntentContext | null {
  const now = selectDraftNow(state);
  const cfg = selectTicketConfig(state);
  if (!now || !cfg) return null;
  return { leg: now.sent, cfg, mkt: now.mkt, minSell: now.view?.minSell ?? null, maxBuy: now.view?.maxBuy ?? null };
}

/**
 * Another strike, call / put or settle coin: the draft becomes that instrument of the same expiry
 * (its own coin's list); nothing changes when the list has no such instrument.
 */
const switchInstrument = (
  patch: Pick<FormPatch, 'strikePrice' | 'symbolType' | 'settleCoin'>,
): EntryThunk<void | undefined> =>
  onDraft((draft, dispatch, getState) => {
    const strike = patch.strikePrice ?? draft.strikePrice;
    const type = patch.symbolType ?? draft.symbolType;
    const coin = patch.settleCoin ?? draft.settleCoin;
    const inst = selectLegInstruments(getState(), draft.symbol).find(
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
  });

/**
 * An edit in the form: the mode; typed numbers (a typed price or IV is the leg's own from now on,
 * a typed price or quantity drops the last corrections); another instrument; any other field as set.
 */
export const editDraft = (patch: FormPatch): EntryThunk<void | undefined> =>
  onDraft((draft, dispatch, getState, deps) => {
    const { mode, orderPrice, orderQty, iv, strikePrice, symbolType, settleCoin, ...fields } = patch;
    const id = draft.id;
    if (mode !== undefined) dispatch(modeChanged(mode));
    if (orderPrice !== undefined) dispatch(priceTyped({ id, value: orderPrice }));
    if (iv !== undefined) dispatch(ivTyped({ id, value: iv }));
    if (orderQty !== undefined) dispatch(qtyTyped({ id, value: orderQty }));
    if (strikePrice !== undefined || symbolType !== undefined || settleCoin !== undefined)
      switchInstrument({ strikePrice, symbolType, settleCoin })(dispatch, getState, deps);
    if (Object.keys(fields).length > 0) dispatch(legEdited({ id, patch: fields }));
  });

/**
 * Leaving a field (spec §5): the price is clamped, put on the tick and kept one tick inside the
 * band; the quantity is capped (also said with a warning toast) and put on the increment.
 */
export const leaveField = (field: Exclude<NumberField, 'iv'>): EntryThunk<void | undefined> =>
  onDraft((draft, dispatch, getState, deps) => {
    if (field === 'price') {
      const intent = priceContext(getState());
      if (intent) dispatch(priceBlurred({ id: draft.id, intent }));
      return;
    }
    const cfg = selectTicketConfig(getState());
    if (!cfg) return;
    dispatch(qtyBlurred({ id: draft.id, qty: draft.orderQty, filledQty: draft.orderFilledQty, cfg }));
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
  });

/** A step (arrow keys, − / +): the price by a tick within its side's band, the IV by IV_STEP, the quantity by the increment. */
export const stepField = (field: NumberField, direction: 1 | -1): EntryThunk<void | undefined> =>
  onDraft((draft, dispatch, getState) => {
    const state = getState();
    if (field === 'price') {
      const intent = priceContext(state);
      if (intent) dispatch(priceStepped({ id: draft.id, direction, intent }));
    } else if (field === 'iv') {
      dispatch(ivStepped({ id: draft.id, direction, iv: selectDraftNow(state)?.sent.iv ?? draft.iv }));
    } else {
      const cfg = selectTicketConfig(state);
      if (cfg) dispatch(qtyStepped({ id: draft.id, direction, qty: draft.orderQty, cfg }));
    }
  });

/** A number field's text is not a number it takes: the draft keeps its value and cannot be sent. */
export const markInvalid = (issue: InputIssue): EntryThunk<void | undefined> =>
  onDraft((draft, dispatch) => {
    dispatch(inputInvalid({ legId: draft.id, issue }));
  });

/**
 * The form's submit (the button or Enter in a field): nothing while a submission is in flight or a
 * field's text is not a number; in batch mode the draft goes into the batch as the trader sees it
 * now (a following source keeps following), else it is placed (through the confirmation).
 */
export const submitTicket: EntryThunk<Promise<void> | undefined> = onDraft((draft, dispatch, getState, deps) => {
  const form = selectForm(getState());
  if (form.phase === 'sending' || form.phase === 'reconciling') return;
  if ((form.inputIssues[draft.id] ?? []).length > 0) return;
  if (!form.settings.batchMode) return requestPlacement(dispatch, getState, deps);
  dispatch(addedToBatch({ leg: draft, nextDraftId: legIdOf(form.legSeq + 1) }));
  return undefined;
});

/** Closes the ticket (the draft is dropped; the batch stays). */
export const closeTicket: EntryThunk<void | undefined> = onDraft((_draft, dispatch) => {
  dispatch(ticketClosed());
});

/** The form's callbacks, bound to the entry's dispatch (useEntryDispatch). */
export const formHandlers = (run: <R>(thunk: EntryThunk<R>) => R): FormHandlers => ({
  onEdit: (patch) => void run(editDraft(patch)),
  onBlur: (field) => void run(leaveField(field)),
  onStep: (field, direction) => void run(stepField(field, direction)),
  onInvalid: (issue) => void run(markInvalid(issue)),
  onSubmit: () => void run(submitTicket),
  onClose: () => run(closeTicket),
});
