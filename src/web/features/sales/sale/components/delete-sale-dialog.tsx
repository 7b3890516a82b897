import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { deleteWithCommentBody, type SaleDetail } from '@shared/sales/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { paths } from '../../../../lib/routing/paths';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useToast } from '../../../../components/feedback/toast-context';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useDeleteSale } from '../api/delete-sale';

type Body = { comment: string };

/** Moves the sale to the trash with a required comment, then goes back to the sales list. */
export function DeleteSaleDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const fail = useFailureHandler();
  const navigate = useNavigate();
  const form = useForm<Body>({
    resolver: zodResolver(deleteWithCommentBody),
    defaultValues: { comment: '' },
  });
  const remove = useDeleteSale(sale.id);
  const submit = form.handleSubmit((body) =>
    remove.mutateAsync(body).then(
      () => {
        toast.success(t('delete.done'));
        onClose();
        void navigate(paths.sales.list.path);
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );
  return (
    <FormDialog
      open
      title={t('delete.title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={remove.isPending}
      submitLabel={tc('actions.delete')}
      submitColor="error"
    >
      <Alert severity="warning">{t('delete.note')}</Alert>
      <FormTextField
        name="comment"
        control={form.control}
        label={t('delete.comment')}
        required
        multiline
        minRows={3}
        autoFocus
      />
    </FormDialog>
  );
}
