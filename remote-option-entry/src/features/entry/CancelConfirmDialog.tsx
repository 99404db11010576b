import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { FlagCheckbox } from './form/FlagCheckbox';

export interface CancelConfirmDialogProps {
  open: boolean;
  /** The order, worded: "Buy 1.5 BTC-27DEC24-60000-C at 5,300". */
  summary: string;
  onConfirm: (dontAskAgain: boolean) => void;
  onKeep: () => void;
}

/** The double confirmation before cancelling an order (on by default, switchable). */
export function CancelConfirmDialog({ open, summary, onConfirm, onKeep }: CancelConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const [dontAsk, setDontAsk] = useState(false);
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="cancel-confirm-title" data-testid="cancel-confirm">
      <DialogTitle id="cancel-confirm-title">{t('cancelConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="cancel-confirm-summary">
          {t('cancelConfirm.body', { order: summary })}
        </DialogContentText>
        <FlagCheckbox label={t('confirm.dontAsk')} checked={dontAsk} testId="cancel-dont-ask" onChange={setDontAsk} />
      </DialogContent>
      <DialogActions>
        {/* focus starts on Keep: the Enter that asked for the cancel, pressed twice, keeps the order */}
        <Button onClick={onKeep} autoFocus data-testid="cancel-keep">
          {t('cancelConfirm.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => onConfirm(dontAsk)}
          data-testid="cancel-confirm-button"
        >
          {t('cancelConfirm.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
