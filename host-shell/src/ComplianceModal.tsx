import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostServices } from 'shared-http';

/**
 * The compliance modal (option-entry-and-platform.md §6, §8): opened by `compliance.required`
 * (code 10024, announced by the HTTP client), instead of a toast. One modal however many calls
 * are refused while it is open.
 */
export function ComplianceModal() {
  const { bus } = useHostServices();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sub = bus.on('compliance.required').subscribe(() => setOpen(true));
    return () => sub.unsubscribe();
  }, [bus]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      aria-labelledby="compliance-title"
      data-testid="compliance-modal"
    >
      <DialogTitle id="compliance-title">{t('compliance.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('compliance.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setOpen(false)} data-testid="compliance-acknowledge">
          {t('compliance.acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
