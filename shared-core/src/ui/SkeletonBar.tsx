import { Box } from '@mui/material';

export interface SkeletonBarProps {
  height?: number;
  /** CSS width, e.g. '70%' */
  width?: string;
  /** push to the inline end (numbers are end-aligned) */
  alignEnd?: boolean;
  mb?: number;
}

/**
 * A pulsing placeholder bar for loading shapes (the chain, the ticket). Built from Box so it needs
 * no MUI export beyond the page's shared subset (muiShared.ts has no Skeleton).
 */
export function SkeletonBar({ height = 12, width = '100%', alignEnd = false, mb = 0 }: SkeletonBarProps) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        width,
        mb,
        ...(alignEnd ? { ml: 'auto' } : {}),
        borderRadius: 0.5,
        bgcolor: 'action.hover',
        animation: 'sharedSkeletonPulse 1.5s ease-in-out 0.5s infinite',
        '@keyframes sharedSkeletonPulse': { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
      }}
    />
  );
}
