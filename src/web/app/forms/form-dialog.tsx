import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
};

/** The frame every create/edit dialog shares: title, fields, Cancel and Save; it stays open while saving. */
export function FormDialog({ title, onClose, onSubmit, saving, children, maxWidth = 'sm' }: Props) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open onClose={() => !saving && onClose()} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack sx={{ gap: 2 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
