import { useState, type KeyboardEvent } from 'react';
import { arrowStep, fieldText, keptOnBlur, readTyped, type RefusedText, type TypedText } from './numberText';

export interface NumberTextOptions {
  value: string;
  locale: string;
  precision: number;
  onChange: (value: string) => void;
  onInvalid: (issue: RefusedText) => void;
  onBlur?: () => void;
  onStep: (direction: 1 | -1) => void;
}

/**
 * The text state of a locale number field (numberText.ts) and its handlers: typing, arrows, steps,
 * focus, leaving.
 *
 * A field the trader is in does not change under the caret: a price that follows the market (a
 * price source) moves four times a second, and each new value written into a focused input drops
 * the trader's selection, so a digit typed over a selected price was appended to the new one
 * (`2530` + `5` sent as 25,305; caught only by the far-from-mark confirmation). While focused and
 * untouched the field keeps the text it had when the trader entered it; typing, a step or leaving
 * it ends that. What a following price sends is still read at the moment of sending (submit.ts). A
 * step (arrow or − / +) steps from the held text, the number the trader sees.
 */
export function useNumberText({ value, locale, precision, onChange, onInvalid, onBlur, onStep }: NumberTextOptions) {
  const [typed, setTyped] = useState<TypedText | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const shown = fieldText(typed, value, locale);
  const step = (direction: 1 | -1) => {
    // A step moves from what the trader sees: a following price held under the caret (below) is
    // taken first, else ArrowUp on a held 4,660 would step the live 4,655 and still show 4,660.
    if (held !== null && held !== fieldText(null, value, locale)) {
      const r = readTyped(held, value, locale, precision);
      if (!('refused' in r)) onChange(r.change);
    }
    setTyped(null);
    setHeld(null);
    onStep(direction);
  };
  return {
    text: held ?? shown,
    step,
    onFocus: () => setHeld(shown),
    onTextChange: (raw: string) => {
      setHeld(null);
      const r = readTyped(raw, value, locale, precision);
      setTyped(r.typed);
      if ('refused' in r) onInvalid(r.refused);
      else onChange(r.change);
    },
    onKeyDown: (e: KeyboardEvent) => {
      const direction = arrowStep(e.key);
      if (direction === null) return;
      e.preventDefault();
      step(direction);
    },
    onBlur: () => {
      setHeld(null);
      setTyped(keptOnBlur(typed, value, locale, precision));
      onBlur?.();
    },
  };
}
