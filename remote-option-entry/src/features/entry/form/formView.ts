/**
 * The ticket form's view model (pure): the leg, its formatted figures and its issues in; what each
 * part of the form shows out — the one message under each number field, whether the max-buy /
 * min-sell line shows, the submit button's text. selectDraftView (views.ts) memoises it; the
 * form's components only render it. And what the form sends out (FormHandlers: `onEdit(patch)`
 * and the few intents that are not edits, intents.ts binds them).
 */
import { MAX_BATCH_LEGS, type InputIssue, type OptionEntryFormState } from '../formState';
import type { EntryLeg, EntryMode, FieldIssue } from '../rules';

/** Figures of the leg, already formatted (pure: display.ts legDisplay). */
export interface LegDisplay {
  maxBuy: string;
  minSell: string;
  /** usd: the IV the price implies (percent); iv: the price the IV implies */
  equivalent: string;
  /** market: the protected price the order is sent with */
  marketPrice: string;
  greeks: { delta: string; gamma: string; vega: string; theta: string; rho: string } | null;
  /** reduce-only: the size the order may reduce, formatted; null otherwise */
  reducible: string | null;
  margin: {
    kind: 'openBuy' | 'openSell' | 'closeBuy' | 'closeSell' | 'reduce';
    premium: string;
    fee: string;
    initialMargin: string;
    required: string;
    available: string | null;
    insufficient: boolean;
    coin: string;
  } | null;
  deviation: { key: 'BuyOffsetErr' | 'SellOffsetErr'; pct: string } | null;
}

/** A message under a number field: an i18n key of the entry's namespace (or `common:…`) and its parameters. */
export interface FieldMessage {
  key: string;
  params: Record<string, string | number>;
  /** an error blocks the submit; a warning says what was corrected */
  severity: 'error' | 'warning';
}

/** The number fields of the form. */
export type NumberField = InputIssue['field'];

/** An edit in the form: the fields the trader set, as they are set (numbers as canonical text). */
export type FormPatch = Partial<
  Pick<
    EntryLeg,
    | 'side'
    | 'placeType'
    | 'source'
    | 'orderPrice'
    | 'iv'
    | 'orderQty'
    | 'postOnly'
    | 'reduceOnly'
    | 'timeInForce'
    | 'strikePrice'
    | 'symbolType'
    | 'settleCoin'
  >
> & { mode?: EntryMode };

/** What the form sends out: edits, and the few intents that are not edits (intents.ts). */
export interface FormHandlers {
  onEdit: (patch: FormPatch) => void;
  /** Leaving the price (clamp, caps, tick) or the quantity (cap with a warning toast, increment). */
  onBlur: (field: Exclude<NumberField, 'iv'>) => void;
  /** One tick, one IV step or one size increment up or down (arrow keys, − / +). */
  onStep: (field: NumberField, direction: 1 | -1) => void;
  /** A number field's text is not a number it takes: the leg keeps its value and cannot be sent. */
  onInvalid: (issue: InputIssue) => void;
  /** Place (single mode) or add to the batch — also what Enter in a field does. */
  onSubmit: () => void;
  onClose: () => void;
}

/** Everything the form shows (its props besides the locale and the callbacks). */
export interface EntryFormView {
  /** The leg as it would be sent now (a price following its source shows the live price). */
  leg: EntryLeg;
  mode: EntryMode;
  strikes: readonly string[];
  display: LegDisplay | null;
  /** The one message under each number field (a typed text that is not a number first, then errors). */
  messages: Partial<Record<NumberField, FieldMessage>>;
  /** The max-buy (a buy) or min-sell (a sell) figure under the fields; null when the price message names it. */
  band: { key: 'entry.maxBuy' | 'entry.minSell'; price: string; testId: 'entry-max-buy' | 'entry-min-sell' } | null;
  /** Under the price / IV field when it has no message: the IV the price implies, or the price the IV implies. */
  priceHint: { key: 'entry.ivEquivalent' | 'entry.priceEquivalent'; params: Record<string, string> } | null;
  /** A market order's protected price, formatted ('--' before the market is known). */
  marketPrice: string;
  /** Decimals of the price (the tick's) and of the quantity (the size increment's). */
  priceDecimals: number;
  sizeDecimals: number;
  /** A submission is in flight or being reconciled: nothing can be sent. */
  locked: boolean;
  batchMode: boolean;
  batchFull: boolean;
  signedIn: boolean;
  /** The submit button's text (a key of the entry's namespace). */
  submitKey: string;
}

export interface FormViewInput {
  leg: EntryLeg;
  mode: EntryMode;
  strikes: readonly string[];
  display: LegDisplay | null;
  /** check issues, corrections and live errors of the leg */
  issues: readonly FieldIssue[];
  /** number fields whose text is not a number they take (blocks the submit) */
  inputIssues: readonly InputIssue[];
  priceDecimals: number;
  sizeDecimals: number;
  phase: OptionEntryFormState['phase'];
  batchMode: boolean;
  batchSize: number;
  signedIn: boolean;
}

/** Price messages that name the max-buy / min-sell figure themselves. */
const BAND_KEYS: ReadonlySet<string> = new Set(['MaxBuy', 'MinSell', 'MaxBuyInside', 'MinSellInside']);

/** The message of one field: a typed text that is not a number, else its first error, else its first issue. */
function messageOf(
  field: FieldIssue['field'],
  issues: readonly FieldIssue[],
  inputIssues: readonly InputIssue[],
): FieldMessage | undefined {
  const typed = inputIssues.find((i) => i.field === field);
  if (typed) return { key: typed.key, params: typed.params, severity: 'error' };
  const issue =
    issues.find((i) => i.field === field && i.severity === 'error') ?? issues.find((i) => i.field === field);
  if (!issue) return undefined;
  // A quantity capped at the maximum is at the maximum now: say what was done, not what was wrong.
  if (issue.key === 'MaxOrderSize' && issue.severity === 'warning')
    return { key: 'entry.qtyCapped', params: issue.params, severity: issue.severity };
  return { key: issue.key, params: issue.params, severity: issue.severity };
}

/** The form's messages: the IV field also shows the price's (an IV order's price is what is checked). */
export function fieldMessages(
  issues: readonly FieldIssue[],
  inputIssues: readonly InputIssue[],
): EntryFormView['messages'] {
  const price = messageOf('price', issues, inputIssues);
  const iv = messageOf('iv', issues, inputIssues) ?? price;
  const qty = messageOf('qty', issues, inputIssues);
  return { ...(price ? { price } : {}), ...(iv ? { iv } : {}), ...(qty ? { qty } : {}) };
}

/** The max-buy / min-sell line: one figure at a time, so not when the price message already names the band. */
function bandOf(input: FormViewInput, priceMessage: FieldMessage | undefined): EntryFormView['band'] {
  const { display, leg, issues } = input;
  const inMessage = Boolean(priceMessage && issues.some((i) => i.field === 'price' && BAND_KEYS.has(i.key)));
  if (!display || inMessage) return null;
  return leg.side === 'buy'
    ? { key: 'entry.maxBuy', price: display.maxBuy, testId: 'entry-max-buy' }
    : { key: 'entry.minSell', price: display.minSell, testId: 'entry-min-sell' };
}

function priceHintOf({ display, leg }: FormViewInput): EntryFormView['priceHint'] {
  if (!display?.equivalent) return null;
  return leg.placeType === 'iv'
    ? { key: 'entry.priceEquivalent', params: { price: display.equivalent } }
    : { key: 'entry.ivEquivalent', params: { iv: display.equivalent } };
}

function submitKeyOf({ phase, batchMode, batchSize, leg }: FormViewInput): string {
  if (batchMode) return batchSize >= MAX_BATCH_LEGS ? 'entry.batchFull' : 'entry.addToBatch';
  if (phase === 'reconciling') return 'entry.checking';
  if (phase === 'sending') return 'entry.placing';
  return leg.side === 'buy' ? 'entry.placeBuy' : 'entry.placeSell';
}

/** What the form shows for a leg (see EntryFormView). */
export function entryFormView(input: FormViewInput): EntryFormView {
  const messages = fieldMessages(input.issues, input.inputIssues);
  return {
    leg: input.leg,
    mode: input.mode,
    strikes: input.strikes,
    display: input.display,
    messages,
    band: bandOf(input, messages.price),
    priceHint: priceHintOf(input),
    marketPrice: input.display?.marketPrice ?? '--',
    priceDecimals: input.priceDecimals,
    sizeDecimals: input.sizeDecimals,
    locked: input.phase === 'sending' || input.phase === 'reconciling',
    batchMode: input.batchMode,
    batchFull: input.batchSize >= MAX_BATCH_LEGS,
    signedIn: input.signedIn,
    submitKey: submitKeyOf(input),
  };
}
