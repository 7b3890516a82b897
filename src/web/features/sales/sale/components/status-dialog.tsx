import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeSaleStatusBody,
  MANUAL_SALE_STATUSES,
  type ChangeSaleStatusBody,
  type SaleDetail,
} from '@shared/sales/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useConfirm } from '../../../../components/dialogs/confirm-context';
import { useToast } from '../../../../components/feedback/toast-context';
import { FormSelect } from '../../../../components/form/form-select';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useChangeSaleStatus } from '../api/change-sale-status';

type Output = ReturnType<typeof changeSaleStatusBody.parse>;

/** Active, defective or canceled by hand, always with a reason; cancelling asks once more. */
export function StatusDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const toast = useToast();
  const fail = useFailureHandler();
  const confirm = useConfirm();
  const choices = MANUAL_SALE_STATUSES.filter((s) => s !== sale.status);
  const form = useForm<ChangeSaleStatusBody, unknown, Output>({
    resolver: zodResolver(changeSaleStatusBody),
    defaultValues: { status: choices[0], reason: '' },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const save = useChangeSaleStatus(sale.id);
  const submit = form.handleSubmit(async (body) => {
    if (
      body.status === 'canceled' &&
      !(await confirm({
        title: t('status.cancel_title'),
        message: t('status.cancel_confirm', { contract: sale.contract_no }),
        confirmLabel: t('status.cancel_action'),
      }))
    )
      return;
    return save.mutateAsync(body).then(
      () => {
        toast.success(t('status.saved'));
        onClose();
      },
      (error: unknown) => fail(error, form.setError),
    );
  });
  return (
    <FormDialog
      open
      title={t('status.title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      submitColor={status === 'canceled' ? 'error' : 'primary'}
    >
      <FormSelect
        name="status"
        control={form.control}
        label={t('status.new_status')}
        required
        options={choices.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
      {status === 'canceled' && <Alert severity="warning">{t('status.cancel_note')}</Alert>}
      <FormTextField
        name="reason"
        control={form.control}
        label={t('fields.reason')}
        required
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}
