import { Box } from '@mui/material';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface HeaderSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  minWidth: number;
  testId?: string;
  /** `<option>` elements */
  children: ReactNode;
}

/**
 * A labelled native `<select>` for the header's pickers, drawn with the theme's colours. Not MUI's
 * TextField: that is a lazy chunk of the page (muiShared.ts), and the header is on the first screen.
 * Native, so the keyboard and screen readers work as the browser's own select does.
 */
export function HeaderSelect({ label, value, onChange, disabled, minWidth, testId, children }: HeaderSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        sx={{
          minWidth,
          font: 'inherit',
          fontSize: '0.875rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
          py: 0.75,
          cursor: 'pointer',
          '&:hover:not(:disabled)': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          '&:disabled': { color: 'text.disabled', cursor: 'default' },
          '& option': { bgcolor: 'background.paper', color: 'text.primary' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
