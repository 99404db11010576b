/**
 * The shape of the option entry's form state ('optionEntryForm', slice.ts): the draft leg, the
 * batch, the settings, the submission in progress and its outcomes, with the limits they keep.
 */
import type { WireOrder } from 'shared-core';
import {
  DEFAULT_SETTINGS,
  type EntryLeg,
  type EntryMode,
  type EntrySettings,
  type FieldIssue,
  type LastSend,
} from './rules';

/** At most this many legs in one batch call (the batch endpoint takes 1..20). */
export const MAX_BATCH_LEGS = 20;

export type OutcomeStatus =
  | 'pending'
  | 'placed'
  | 'deviationWarning'
  | 'deviationExceeded'
  | 'failed'
  /** the answer was lost (timeout, network): being reconciled from the order stream and list */
  | 'unknown'
  /** reconciled: the exchange never received it; nothing was placed */
  | 'notPlaced';

export interface LegOutcome {
  /** the submission it belongs to (LegOutcome ids repeat: the draft keeps its id across sends) */
  submissionId: number;
  legId: string;
  symbol: string;
  outRequestId: string;
  /** side, quantity and price as sent, for the outcome list */
  side: EntryLeg['side'];
  qty: string;
  price: string;
  status: OutcomeStatus;
  code: number;
  message: string;
  orderId?: string;
  /** time in force as sent: an IOC / FOK that ended unfilled says so */
  timeInForce: EntryLeg['timeInForce'];
  /** the order's latest state from `user.order` pushes (New, Filled, Cancelled, …) */
  orderStatus?: string;
  /** filled quantity from the same push */
  filledQty?: string;
}

/** The submissions shown under "Last submissions" (errors stay until dismissed). */
export const MAX_SUBMISSIONS_KEPT = 5;

export interface SeenPrice {
  /** the price that would have been sent when the trader looked */
  price: string;
  markPrice: string;
}

export interface Deviation {
  legId: string;
  symbol: string;
  key: 'BuyOffsetErr' | 'SellOffsetErr';
  deviation: string;
}

/** A confirmation the trader must answer before anything is sent (spec §4 check result). */
export interface ConfirmRequest {
  kind: 'DOUBLE_CONFIRM' | 'OFFSET_CONFIRM';
  legIds: string[];
  seen: Record<string, SeenPrice>;
  deviations: Deviation[];
  /** prices moved past the deviation threshold since the dialog opened: confirm again */
  moved: string[];
  /** the price stream was not live when the check ran */
  stale: boolean;
}

/** Text typed into a number field that is not a number the field takes (shared-core parseNumberInput). */
export interface InputIssue {
  field: 'price' | 'iv' | 'qty';
  /** a key of the common namespace, e.g. `common:numberInput.ambiguousSeparator` */
  key: string;
  params: Record<string, string | number>;
}

export interface CancelRequest {
  orderId: string;
  symbol: string;
  side: WireOrder['side'];
  price: string;
  qty: string;
}

export interface OptionEntryFormState {
  mode: EntryMode;
  draft: EntryLeg | null;
  batch: EntryLeg[];
  settings: EntrySettings;
  phase: 'idle' | 'confirm' | 'sending' | 'reconciling';
  confirm: ConfirmRequest | null;
  /** issues of the last failed placement check, per leg, shown until the leg is edited */
  issues: Record<string, FieldIssue[]>;
  /** per leg: number fields whose text is not a number; the leg cannot be sent until fixed */
  inputIssues: Record<string, InputIssue[]>;
  /** per leg: what leaving or stepping a field corrected (warnings under the field), until the next edit of it */
  corrections: Record<string, FieldIssue[]>;
  outcomes: LegOutcome[];
  deviationsBySymbol: Record<string, { warning: boolean; exceeding: boolean }>;
  cancel: CancelRequest | null;
  cancelling: string[];
  legSeq: number;
  /** the submission being sent or reconciled (outcomes of older ones are history) */
  submissionSeq: number;
  /** the order last sent and when: the same order is not sent again within the re-arm window */
  lastSend: LastSend | null;
}

export const initialFormState: OptionEntryFormState = {
  mode: 'basic',
  draft: null,
  batch: [],
  settings: DEFAULT_SETTINGS,
  phase: 'idle',
  confirm: null,
  issues: {},
  inputIssues: {},
  corrections: {},
  outcomes: [],
  deviationsBySymbol: {},
  cancel: null,
  cancelling: [],
  legSeq: 0,
  submissionSeq: 0,
  lastSend: null,
};
