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

/** The text state of a locale number field (numberText.ts) and its handlers: typing, arrows, steps, leaving. */
export function useNumberText({ value, locale, precision, onChange, onInvalid, onBlur, onStep }: NumberTextOptions) {
  const [typed, setTyped] = useState<TypedText | null>(null);
  const step = (direction: 1 | -1) => {
    setTyped(null);
    onStep(direction);
  };
  return {
    text: fieldText(typed, value, locale),
    step,
    onTextChange: (raw: string) => {
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
      setTyped(keptOnBlur(typed, value, locale, precision));
      onBlur?.();
    },
  };
}
