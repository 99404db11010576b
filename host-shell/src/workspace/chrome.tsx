import { Box, type SxProps, type Theme } from '@mui/material';
import type { ButtonHTMLAttributes } from 'react';

/**
 * The look of the workspace, shared by the plain layout (before the layout library arrives) and
 * the library's: the same data attributes (`data-tabset`, `data-tab`, `data-tab-selected`), so
 * the swap is not seen, and F6 finds the panels in either.
 */
export const workspaceSx: SxProps<Theme> = {
  height: '100%',
  minHeight: 0,
  '& [data-tabset]': {
    display: 'flex',
    flexDirection: 'column',
    // fills its cell of the layout, however short its widget
    height: '100%',
    boxSizing: 'border-box',
    minWidth: 0,
    minHeight: 0,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    overflow: 'hidden',
  },
  '& [data-tabset-header]': {
    display: 'flex',
    alignItems: 'stretch',
    minHeight: 30,
    borderBottom: 1,
    borderColor: 'divider',
    bgcolor: 'action.hover',
  },
  '& [data-tab-list]': { display: 'flex', flex: '1 1 auto', minWidth: 0, overflow: 'hidden' },
  '& [data-tab]': {
    display: 'flex',
    alignItems: 'center',
    px: 1.25,
    typography: 'body2',
    fontWeight: 500,
    color: 'text.secondary',
    whiteSpace: 'nowrap',
    cursor: 'default',
    userSelect: 'none',
    borderInlineEnd: 1,
    borderColor: 'divider',
    outlineOffset: -2,
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  // the selected tab: a bar and the primary text, never the colour alone
  '& [data-tab][data-tab-selected="true"], & [data-tab][aria-selected="true"]': {
    color: 'text.primary',
    bgcolor: 'background.paper',
    boxShadow: (t) => `inset 0 -2px 0 ${t.palette.primary.main}`,
  },
  '& [data-tabset-toolbar]': { display: 'flex', alignItems: 'center', gap: 0.25, px: 0.5 },
  '& [data-tab-panels]': { position: 'relative', flex: '1 1 auto', minHeight: 0, minWidth: 0 },
  '& [data-tab-content]': { height: '100%', minHeight: 0 },
  '& [data-separator]': {
    flex: '0 0 6px',
    bgcolor: 'transparent',
    outline: 'none',
    transition: 'background-color 120ms',
    '&:hover, &:focus-visible, &[data-separator="active"], &[data-separator-state="drag"]': { bgcolor: 'primary.main' },
  },
  '& [data-drop-indicator]': {
    bgcolor: 'primary.main',
    opacity: 0.25,
    borderRadius: 1,
    pointerEvents: 'none',
  },
};

/** A small button of a panel's header (maximise, pop out): named for the panel, reachable by Tab. */
export function HeaderButton({
  label,
  glyph,
  ...rest
}: { label: string; glyph: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      sx={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 26,
        height: 24,
        borderRadius: 0.5,
        color: 'text.secondary',
        fontSize: 15,
        lineHeight: 1,
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.selected', color: 'text.primary' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        '&[aria-pressed="true"]': { color: 'primary.main' },
      }}
    >
      <span aria-hidden>{glyph}</span>
    </Box>
  );
}

export const GLYPH = { maximize: '⤢', restore: '⤡', popOut: '↗' } as const;
