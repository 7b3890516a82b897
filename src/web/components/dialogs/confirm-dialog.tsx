import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmOptions = {
  title?: ReactNode;
  /** Defaults to the delete question: 'Are you sure you want to delete the record?'. */
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'error' (red, the default) suits deleting; 'primary' anything else. */
  confirmColor?: 'error' | 'primary';
};

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed action runs: the buttons wait and Escape does not close. */
  confirming?: boolean;
};

/** Asks before an irreversible action; the confirm button has focus, so Enter confirms and Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'error',
  onConfirm,
  onClose,
  confirming = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !confirming && onClose()}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title ?? t('dialog.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message ?? t('dialog.deleteMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={confirming}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={confirming}
          autoFocus
          startIcon={confirming ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
