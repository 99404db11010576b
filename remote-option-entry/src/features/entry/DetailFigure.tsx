import { Box, Typography } from '@mui/material';
import { Ltr } from 'shared-core';

export interface DetailFigureProps {
  label: string;
  value: string;
  testId: string;
}

/** One live figure of the instrument: its label above, the value (left to right) below. */
export function DetailFigure({ label, value, testId }: DetailFigureProps) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
        <Ltr>{value}</Ltr>
      </Typography>
    </Box>
  );
}
