import { Stack, TextField } from '@mui/material';
import { StepButton } from './StepButton';
import { useNumberText } from './useNumberText';

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
 * theirs (`0,` stays `0,`); each change is read by shared-core's `parseNumberInput` (numberText.ts):
 * a number goes to the store as canonical text, anything else (a minus, `1e3`, `10.0.5`, an
 * ambiguous `1.000`, too many decimals) is refused with a message, never rewritten. Shown values
 * come back in the locale. ArrowUp / ArrowDown step, so the field works from the keyboard alone;
 * Enter is left to the form (it submits through the confirmation path).
 */
export function StepInput(props: StepInputProps) {
  const { label, message, hint, disabled = false, testId } = props;
  const field = useNumberText(props);
  const warning = message?.severity === 'warning';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StepButton
        direction={-1}
        label={props.stepDownLabel}
        disabled={disabled}
        testId={`${testId}-down`}
        onStep={field.step}
      />
      <TextField
        size="small"
        label={label}
        value={field.text}
        disabled={disabled}
        onChange={(e) => field.onTextChange(e.target.value)}
        onKeyDown={field.onKeyDown}
        onFocus={field.onFocus}
        onBlur={field.onBlur}
        error={message?.severity === 'error'}
        helperText={message?.text ?? hint ?? ' '}
        sx={{ flex: 1, '& .MuiFormHelperText-root': warning ? { color: 'warning.main' } : {} }}
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
      <StepButton
        direction={1}
        label={props.stepUpLabel}
        disabled={disabled}
        testId={`${testId}-up`}
        onStep={field.step}
      />
    </Stack>
  );
}
