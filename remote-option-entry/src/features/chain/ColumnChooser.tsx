import { Box, Button, Checkbox, FormControlLabel, Paper } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { CHAIN_COLUMNS, toggleChainColumn, type ChainColumn } from './rules';

export interface ColumnChooserProps {
  /** the visible columns */
  columns: readonly ChainColumn[];
  onChange: (columns: ChainColumn[]) => void;
  /** open on first render (stories) */
  defaultOpen?: boolean;
}

/**
 * A button that opens a small panel of checkboxes, one per chain column. Keyboard: Tab moves
 * through the checkboxes, Space toggles, Escape closes and returns to the button; a click outside
 * closes it. The last visible column cannot be hidden.
 */
export function ColumnChooser({ columns, onChange, defaultOpen = false }: ColumnChooserProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByUser = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    if (openedByUser.current) rootRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    const onPointer = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Box ref={rootRef} sx={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        size="small"
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="chain-columns-button"
        onClick={() => {
          openedByUser.current = true;
          setOpen((o) => !o);
        }}
        sx={{ textTransform: 'none', py: 0.25 }}
      >
        {t('chain.columnsButton')}
      </Button>
      {open ? (
        <Paper
          id={panelId}
          role="group"
          aria-label={t('chain.columnsTitle')}
          data-testid="chain-columns-panel"
          elevation={8}
          sx={{
            position: 'absolute',
            top: '100%',
            insetInlineEnd: 0,
            mt: 0.5,
            py: 0.5,
            px: 1.5,
            zIndex: 'modal',
            minWidth: 190,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {CHAIN_COLUMNS.map((column) => {
            const checked = columns.includes(column);
            return (
              <FormControlLabel
                key={column}
                sx={{ m: 0 }}
                label={t(`columns.${column}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    disabled={checked && columns.length === 1}
                    onChange={() => onChange(toggleChainColumn(columns, column))}
                    slotProps={{ input: { 'data-testid': `chain-column-${column}` } as object }}
                    sx={{ p: 0.5 }}
                  />
                }
              />
            );
          })}
        </Paper>
      ) : null}
    </Box>
  );
}
