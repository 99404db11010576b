import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export interface CloseAllBarProps {
  /** Show the close-all button (order-panel §5; the widget decides). */
  showButton: boolean;
  /** Open option positions exist: close-all leaves them (§5 tip). */
  showOptionTip: boolean;
  /** Ask first (unless hideCloseAllPosition). */
  confirm: boolean;
  pending: boolean;
  /** `dontAskAgain`: the trader ticked it in the confirm dialog (saved as hideCloseAllPosition). */
  onCloseAll: (dontAskAgain: boolean) => void;
}

/** Close all positions with its confirm, loading state and option tip (order-panel.md §4.3, §5). */
export function CloseAllBar({ showButton, showOptionTip, confirm, pending, onCloseAll }: CloseAllBarProps) {
  const { t } = useTranslation(NS);
  const [asking, setAsking] = useState(false);
  const [dontAsk, setDontAsk] = useState(false);
  if (!showButton && !showOptionTip) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }} data-testid="close-all-bar">
      {showOptionTip ? (
        <Alert severity="info" sx={{ py: 0, flex: 1, fontSize: 12 }} data-testid="close-all-option-tip">
          {t('closeAll.optionTip')}
        </Alert>
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      {showButton ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          // aria-disabled, not disabled: focus comes back here from the confirm dialog, and a
          // disabled button would drop it to the page body; a press in flight does nothing
          aria-disabled={pending || undefined}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={12} aria-hidden /> : undefined}
          data-testid="close-all"
          onClick={() => {
            if (pending) return;
            if (confirm) {
              setDontAsk(false);
              setAsking(true);
            } else onCloseAll(false);
          }}
        >
          {pending ? t('closeAll.pending') : t('closeAll.button')}
        </Button>
      ) : null}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="close-all-title">
        <DialogTitle id="close-all-title">{t('closeAll.confirmTitle')}</DialogTitle>
        <DialogContent>
          {t('closeAll.confirmText')}
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                checked={dontAsk}
                onChange={(e) => setDontAsk(e.target.checked)}
                data-testid="close-all-dont-ask"
              />
            }
            label={t('closeAll.dontAsk')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('closeAll.keep')}</Button>
          <Button
            variant="contained"
            color="error"
            data-testid="close-all-confirm"
            onClick={() => {
              setAsking(false);
              onCloseAll(dontAsk);
            }}
          >
            {t('closeAll.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
