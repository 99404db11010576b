import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** The texts of the shell, translated by the dialog (each dialog has its own keys). */
export interface FormDialogTexts {
  confirm: string;
  sending: string;
  cancel: string;
  /** the stream is not live: the notice, or null when prices are live */
  notLive: string | null;
  /** the answer was lost: nothing is re-sent */
  lostAnswer: string;
}

export interface FormDialogProps {
  /** `${testId}-dialog`, `-not-live`, `-lost`, `-cancel`, `-confirm` */
  testId: string;
  title: ReactNode;
  maxWidth?: 'xs' | 'sm';
  texts: FormDialogTexts;
  sending: boolean;
  lostAnswer: boolean;
  /** Confirm shows (false e.g. on the TP/SL partial list, which has no form to send). */
  canConfirm?: boolean;
  /** Further reasons Confirm is disabled (an error shows, nothing to send yet). */
  confirmDisabled?: boolean;
  /** Buttons before Cancel (e.g. "cancel this trailing stop"). */
  extraActions?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  /** The form's content, between the not-live notice and the lost-answer notice. */
  children: ReactNode;
  /** Shown beside the form (nested prompts): outside the form, so their buttons submit nothing. */
  beside?: ReactNode;
}

/**
 * The shell of the position dialogs that send one call per intent (trailing stop, MMR close,
 * TP/SL): a form (Enter submits, once: the dialog's own lock decides), the not-live notice, the
 * lost-answer notice, Cancel and Confirm. While a call is in flight or its answer was lost, Escape
 * and the backdrop do not close it and Confirm is disabled; Cancel stays until the call is sent.
 */
export function FormDialog(p: FormDialogProps) {
  const locked = p.sending || p.lostAnswer;
  return (
    <Dialog
      open
      onClose={locked ? undefined : p.onCancel}
      maxWidth={p.maxWidth ?? 'xs'}
      fullWidth
      data-testid={`${p.testId}-dialog`}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (p.canConfirm !== false) p.onConfirm();
        }}
      >
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>{p.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            {p.texts.notLive ? (
              <Alert severity="warning" data-testid={`${p.testId}-not-live`}>
                {p.texts.notLive}
              </Alert>
            ) : null}
            {p.children}
            {p.lostAnswer ? (
              <Alert severity="warning" data-testid={`${p.testId}-lost`}>
                {p.texts.lostAnswer}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {p.extraActions}
          <Button onClick={p.onCancel} disabled={p.sending} data-testid={`${p.testId}-cancel`}>
            {p.texts.cancel}
          </Button>
          {p.canConfirm !== false ? (
            <Button
              type="submit"
              variant="contained"
              disabled={locked || !!p.confirmDisabled}
              data-testid={`${p.testId}-confirm`}
            >
              {p.sending ? p.texts.sending : p.texts.confirm}
            </Button>
          ) : null}
        </DialogActions>
      </Box>
      {p.beside}
    </Dialog>
  );
}
