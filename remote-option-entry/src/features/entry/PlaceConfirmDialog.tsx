import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ConfirmLegsTable } from './ConfirmLegsTable';
import { ConfirmNotices } from './ConfirmNotices';
import { FlagCheckbox } from './form/FlagCheckbox';
import type { ConfirmView } from './confirmView';

export interface PlaceConfirmDialogProps extends ConfirmView {
  open: boolean;
  /** Confirm: `dontAskAgain` turns off confirm on order (DOUBLE_CONFIRM only). */
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}

/**
 * The placement confirmation (spec §4): DOUBLE_CONFIRM lists what will be sent; OFFSET_CONFIRM
 * names the price deviation. Both say when the market moved since the trader looked, or when the
 * prices are not live. Focus starts on the review, never on Confirm: a stray second Enter sends nothing.
 */
export function PlaceConfirmDialog({
  open,
  kind,
  title,
  rows,
  confirmKey,
  sending,
  onConfirm,
  onCancel,
  ...notices
}: PlaceConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const [dontAsk, setDontAsk] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="place-confirm-title"
      data-testid="place-confirm"
      data-kind={kind}
    >
      <DialogTitle id="place-confirm-title">{t(title.key, title.params)}</DialogTitle>
      <DialogContent>
        <ConfirmNotices {...notices} />
        <ConfirmLegsTable rows={rows} />
        {kind === 'DOUBLE_CONFIRM' ? (
          <FlagCheckbox
            label={t('confirm.dontAsk')}
            checked={dontAsk}
            testId="confirm-dont-ask"
            onChange={setDontAsk}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="confirm-cancel">
          {t('confirm.back')}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(dontAsk)} disabled={sending} data-testid="confirm-place">
          {t(confirmKey)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default PlaceConfirmDialog;
