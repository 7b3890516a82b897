import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Save stays greyed out while this is true (e.g. a schedule that does not add up). */
  submitDisabled?: boolean;
  submitLabel?: ReactNode;
  submitColor?: 'primary' | 'error';
};

/** The sale forms' frame: like the kit's FormDialog, with a Save that can wait for a valid state. */
export function SaleFormDialog({
  title,
  onClose,
  onSubmit,
  saving,
  children,
  maxWidth = 'sm',
  submitDisabled = false,
  submitLabel,
  submitColor = 'primary',
}: Props) {
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
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            loading={saving}
            disabled={submitDisabled}
          >
            {submitLabel ?? t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A titled part of a long sale form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
