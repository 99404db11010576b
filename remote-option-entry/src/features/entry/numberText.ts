/**
 * What a locale number field (StepInput) shows and reports, pure: while the trader types, the text
 * is theirs (`0,` stays `0,`); a text shared-core's `parseNumberInput` reads as a number goes to the
 * store as canonical text, anything else is refused with its message, never rewritten.
 */
import { formatInputValue, parseNumberInput } from 'shared-core';

/** The text on screen and the stored value it was typed for. */
export interface TypedText {
  text: string;
  value: string;
}

/** A refusal: a message key of the common namespace and its parameters. */
export interface RefusedText {
  key: string;
  params: Record<string, string | number>;
}

/** The field's text: the trader's while the stored value is still what they typed, else the value in the locale. */
export function fieldText(typed: TypedText | null, value: string, locale: string): string {
  if (typed && typed.value === value) return typed.text;
  return value === '' ? '' : formatInputValue(value, locale);
}

/**
 * Text typed into the field: a number (or '') is the new value; anything else keeps the stored
 * value, and the field keeps the text and says what is wrong.
 */
export function readTyped(
  raw: string,
  value: string,
  locale: string,
  precision: number,
): { typed: TypedText; change: string } | { typed: TypedText; refused: RefusedText } {
  const r = parseNumberInput(raw, locale, { precision });
  if (r.kind === 'error') return { typed: { text: raw, value }, refused: { key: r.key, params: r.params } };
  const next = r.kind === 'ok' ? r.value : '';
  return { typed: { text: raw, value: next }, change: next };
}

/** Leaving the field: a valid text is shown back in the locale's form (dropped); a refused one stays. */
export function keptOnBlur(
  typed: TypedText | null,
  value: string,
  locale: string,
  precision: number,
): TypedText | null {
  if (typed && typed.value === value && parseNumberInput(typed.text, locale, { precision }).kind !== 'error')
    return null;
  return typed;
}

/** The step an arrow key asks for, or null for any other key. */
export const arrowStep = (key: string): 1 | -1 | null => (key === 'ArrowUp' ? 1 : key === 'ArrowDown' ? -1 : null);
