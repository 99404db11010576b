import { Button } from '@mui/material';

export interface StepButtonProps {
  direction: 1 | -1;
  label: string;
  disabled: boolean;
  testId: string;
  onStep: (direction: 1 | -1) => void;
}

/** The − or + beside a number field. */
export function StepButton({ direction, label, disabled, testId, onStep }: StepButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ minWidth: 32, px: 0, mt: 0.5 }}
      aria-label={label}
      onClick={() => onStep(direction)}
      disabled={disabled}
      data-testid={testId}
    >
      {direction === 1 ? '+' : '−'}
    </Button>
  );
}
