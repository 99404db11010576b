import { Checkbox, FormControlLabel } from '@mui/material';

export interface FlagCheckboxProps {
  label: string;
  checked: boolean;
  testId: string;
  onChange: (on: boolean) => void;
}

/** An order flag as a labelled checkbox (post-only, reduce-only). */
export function FlagCheckbox({ label, checked, testId, onChange }: FlagCheckboxProps) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  );
}
