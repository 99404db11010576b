import { TextField } from '@mui/material';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  /** An option's text (the value itself when not given). */
  labelOf?: (value: V) => string;
  onChange: (value: V) => void;
  testId: string;
  minWidth?: number;
}

/** A native select with its label above (the form's strike, price source and time in force). */
export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const { label, value, options, labelOf, onChange, testId, minWidth } = props;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      // the options are the values of V
      onChange={(e) => onChange(e.target.value as V)}
      slotProps={{
        select: { native: true },
        htmlInput: { 'data-testid': testId },
        inputLabel: { shrink: true },
      }}
      sx={minWidth === undefined ? undefined : { minWidth }}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf ? labelOf(o) : o}
        </option>
      ))}
    </TextField>
  );
}
