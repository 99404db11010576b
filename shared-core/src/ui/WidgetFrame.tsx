import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface WidgetFrameProps {
  title: ReactNode;
  /** The deployed version of the remote, shown small so support can tell what a trader runs. */
  versionLabel?: string;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The card every widget sits in: title, version, live status, content. */
export function WidgetFrame({ title, versionLabel, status, actions, children, testId }: WidgetFrameProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
      data-testid={testId}
    >
      {/* wraps at narrow widths (1280×800, a stalled stream's badge beside the actions) instead of overlapping */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id={titleId} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {versionLabel ? (
          <Typography variant="caption" color="text.secondary" data-testid="version-label">
            {versionLabel}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {actions}
        {status}
      </Stack>
      {/* focusable, so a keyboard alone scrolls content that overflows (axe: scrollable-region-focusable);
          a region named by the title, so what the focus lands on has a name */}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </Box>
    </Paper>
  );
}
