/**
 * The ticket form's interface: what it sends out (FormHandlers: `onEdit(patch)` and the few intents
 * that are not edits, intents.ts binds them).
 */
import type { InputIssue } from '../formState';
import type { EntryLeg, EntryMode } from '../rules';

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
