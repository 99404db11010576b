import { Button, Stack, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';

export interface StepInputProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** One tick (price) or one size increment (quantity) up or down. */
  onStep: (direction: 1 | -1) => void;
  /** Shown under the field; an error blocks the submit, a warning says what was corrected. */
  message?: { text: string; severity: 'error' | 'warning' };
  /** A hint under the field when there is no message (e.g. the IV equivalent of a price). */
  hint?: string;
  disabled?: boolean;
  testId: string;
  stepUpLabel: string;
  stepDownLabel: string;
}

/**
 * A decimal input with − and + buttons. ArrowUp / ArrowDown step too, so the field is usable from
 * the keyboard alone; Enter is left to the form (it submits through the confirmation path).
 */
export function StepInput(props: StepInputProps) {
  const { label, value, message, hint, disabled = false, testId } = props;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      props.onStep(e.key === 'ArrowUp' ? 1 : -1);
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ minWidth: 32, px: 0, mt: 0.5 }}
        aria-label={props.stepDownLabel}
        onClick={() => props.onStep(-1)}
        disabled={disabled}
        data-testid={`${testId}-down`}
      >
        −
      </Button>
      <TextField
        size="small"
        label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={props.onBlur}
        error={message?.severity === 'error'}
        helperText={message?.text ?? hint ?? ' '}
        sx={{ flex: 1, '& .MuiFormHelperText-root': message?.severity === 'warning' ? { color: 'warning.main' } : {} }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testId },
          formHelperText: { 'data-testid': `${testId}-message` } as object,
        }}
      />
      <Button
        size="small"
        variant="outlined"
        sx={{ minWidth: 32, px: 0, mt: 0.5 }}
        aria-label={props.stepUpLabel}
        onClick={() => props.onStep(1)}
        disabled={disabled}
        data-testid={`${testId}-up`}
      >
        +
      </Button>
    </Stack>
  );
}
