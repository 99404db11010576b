import { Checkbox, FormControlLabel } from '@mui/material';

export interface FlagCheckboxProps {
  label: string;
  checked: boolean;
  testId: string;
  onChange: (on: boolean) => void;
}

/** A labelled checkbox: the order flags (post-only, reduce-only) and the dialogs' "don't ask again". */
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
