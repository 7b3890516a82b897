import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { saleTargetBody, type SaleTarget, type SaleTargetInput } from '@shared/bonuses/contracts';
import { CURRENCIES } from '@shared/money/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useParticipants } from '../api/get-participants';
import { useSaveSaleTarget } from '../api/save-sale-target';

/** Sets a manager's target for a month, or changes the one given. */
export function TargetFormDialog({
  target,
  month,
  onClose,
}: {
  target: SaleTarget | null;
  month: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('bonuses');
  const participants = useParticipants();
  const form = useForm<SaleTargetInput, unknown, z.output<typeof saleTargetBody>>({
    resolver: zodResolver(saleTargetBody),
    defaultValues: target
      ? {
          id: target.id,
          user_id: target.user_id,
          month: target.month,
          target_amount: target.target_amount,
          currency: target.currency,
          target_count: target.target_count ?? '',
        }
      : { user_id: '', month, target_amount: '', currency: 'GEL', target_count: '' },
  });
  const save = useSaveSaleTarget();
  const submit = useSaveAndClose(form, (body) => save.mutateAsync(body), onClose);
  const { control } = form;
  return (
    <FormDialog
      open
      title={target ? t('targets.edit_title') : t('targets.add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormSelect
        control={control}
        name="user_id"
        label={t('targets.manager')}
        options={(participants.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        required
      />
      <FormTextField
        control={control}
        name="month"
        label={t('targets.month')}
        type="month"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField
          control={control}
          name="target_amount"
          label={t('targets.target')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormSelect
          control={control}
          name="currency"
          label={t('fields.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          required
        />
      </Stack>
      <FormTextField
        control={control}
        name="target_count"
        label={t('targets.target_count')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
