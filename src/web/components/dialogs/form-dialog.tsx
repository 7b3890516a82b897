import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Usually react-hook-form's `handleSubmit(...)`; Enter in a field submits too. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the save runs: Save shows progress, and neither Cancel, Escape nor the backdrop closes. */
  submitting: boolean;
  children: ReactNode;
  /** Defaults to Save. */
  submitLabel?: ReactNode;
  /** Save stays greyed out while this is true (e.g. a payment schedule that does not add up). */
  submitDisabled?: boolean;
  /** `error` for a Save that destroys or cancels something. */
  submitColor?: 'primary' | 'error';
  maxWidth?: DialogProps['maxWidth'];
  /** Further buttons, placed before Cancel. */
  actions?: ReactNode;
};

const FIELDS = 'input:not([type="hidden"]), textarea, select, [role="combobox"], [contenteditable="true"]';
const NOT_EDITABLE =
  ':disabled, [readonly], [aria-readonly="true"], [aria-disabled="true"], [aria-hidden="true"]';

/**
 * Puts the cursor in the first field the user can type in, unless a field asked for focus itself
 * (`autoFocus`); runs before MUI's focus trap, which would otherwise focus the dialog itself.
 */
function focusFirstField(content: HTMLElement | null) {
  if (!content || content.contains(content.ownerDocument.activeElement)) return;
  const first = Array.from(content.querySelectorAll<HTMLElement>(FIELDS)).find(
    (field) => field.tabIndex >= 0 && !field.matches(NOT_EDITABLE) && !field.closest('[hidden]'),
  );
  first?.focus();
}

/** The frame every create/edit dialog shares: title, fields, Cancel and Save; it stays open while saving. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting,
  children,
  submitLabel,
  submitDisabled = false,
  submitColor = 'primary',
  maxWidth = 'sm',
  actions,
}: FormDialogProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !submitting && onClose()}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers ref={focusFirstField}>
          <Stack sx={{ gap: 2 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          {actions}
          <Button onClick={onClose} disabled={submitting}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            loading={submitting}
            disabled={submitDisabled}
          >
            {submitLabel ?? t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
