import { Button, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { formatInputValue, parseNumberInput, type NumberInputResult } from 'shared-core';

export interface StepInputProps {
  label: string;
  /** The value as sent: canonical decimal text ('.' point, no grouping), '' when empty. */
  value: string;
  /** The trader's language: decides the decimal separator typed and shown (German `0,5`). */
  locale: string;
  /** Decimals the field takes; more is refused visibly, never cut off. */
  precision: number;
  /** A valid number was typed (canonical text), or the field was emptied (''). */
  onChange: (value: string) => void;
  /** What was typed is not a number this field takes (a message key of the common namespace): nothing is sent. */
  onInvalid: (issue: { key: string; params: Record<string, string | number> }) => void;
  onBlur?: () => void;
  /** One tick (price) or one size increment (quantity) up or down. */
  onStep: (direction: 1 | -1) => void;
  /** Shown under the field; an error blocks the submit, a warning says what was corrected. */
  message?: { text: string; severity: 'error' | 'warning' };
  /** A hint under the field when there is no message (e.g. the IV equivalent of a price). */
  hint?: string;
  disabled?: boolean;
  testId: string;
  /** aria-keyshortcuts of the field (e.g. the ticket's Alt+Q) */
  keyShortcuts?: string;
  stepUpLabel: string;
  stepDownLabel: string;
}

/**
 * A decimal input in the trader's locale with − and + buttons. While the trader types, the text is
 * theirs (`0,` stays `0,`); each change is read by shared-core's `parseNumberInput`: a number goes
 * to the store as canonical text, anything else (a minus, `1e3`, `10.0.5`, an ambiguous `1.000`,
 * too many decimals) is refused with a message, never rewritten. Shown values come back in the
 * locale. ArrowUp / ArrowDown step, so the field works from the keyboard alone; Enter is left to
 * the form (it submits through the confirmation path).
 */
export function StepInput(props: StepInputProps) {
  const { label, value, message, hint, disabled = false, testId, locale, precision } = props;
  // The text on screen: the trader's while it differs from the stored value, else the value shown in the locale.
  const [typed, setTyped] = useState<{ text: string; value: string } | null>(null);
  const shown = formatInputValue(value, locale);
  const text = typed && typed.value === value ? typed.text : value === '' ? '' : shown;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      setTyped(null);
      props.onStep(e.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const onTextChange = (raw: string) => {
    const r: NumberInputResult = parseNumberInput(raw, locale, { precision });
    if (r.kind === 'error') {
      // The stored value stays what it was; the field keeps the text and says what is wrong.
      setTyped({ text: raw, value });
      props.onInvalid({ key: r.key, params: r.params });
      return;
    }
    const next = r.kind === 'ok' ? r.value : '';
    setTyped({ text: raw, value: next });
    props.onChange(next);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ minWidth: 32, px: 0, mt: 0.5 }}
        aria-label={props.stepDownLabel}
        onClick={() => {
          setTyped(null);
          props.onStep(-1);
        }}
        disabled={disabled}
        data-testid={`${testId}-down`}
      >
        −
      </Button>
      <TextField
        size="small"
        label={label}
        value={text}
        disabled={disabled}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A valid text is shown back in the locale's form; an invalid one stays, with its message.
          if (typed && typed.value === value && parseNumberInput(typed.text, locale, { precision }).kind !== 'error')
            setTyped(null);
          props.onBlur?.();
        }}
        error={message?.severity === 'error'}
        helperText={message?.text ?? hint ?? ' '}
        sx={{ flex: 1, '& .MuiFormHelperText-root': message?.severity === 'warning' ? { color: 'warning.main' } : {} }}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            autoComplete: 'off',
            'data-testid': testId,
            ...(props.keyShortcuts ? { 'aria-keyshortcuts': props.keyShortcuts } : {}),
          },
          formHelperText: { 'data-testid': `${testId}-message` } as object,
        }}
      />
      <Button
        size="small"
        variant="outlined"
        sx={{ minWidth: 32, px: 0, mt: 0.5 }}
        aria-label={props.stepUpLabel}
        onClick={() => {
          setTyped(null);
          props.onStep(1);
        }}
        disabled={disabled}
        data-testid={`${testId}-up`}
      >
        +
      </Button>
    </Stack>
  );
}
