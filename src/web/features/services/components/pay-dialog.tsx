import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CURRENCIES } from '@shared/money/money';
import { PAYMENT_TYPES } from '@shared/sales/contracts';
import type { ServiceOrderDetail } from '@shared/services/contracts';
import { tbilisiToday } from '@shared/dates/date-formats';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { MoneyText } from '../../../components/money-text';
import { usePayService } from '../api/pay-service';

type PayValues = {
  amount: string;
  currency: string;
  payment_date: string;
  payment_rate: string;
  payment_type: string;
  note: string;
};

/**
 * The service pay dialog: an amount in any currency, converted by the server into the renovation's or
 * container's currency at the National Bank rate of the date unless a rate is typed.
 */
export function PayDialog({ order, onClose }: { order: ServiceOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('services');
  const form = useForm<PayValues>({
    defaultValues: {
      amount: '',
      currency: order.currency,
      payment_date: tbilisiToday(),
      payment_rate: '',
      payment_type: 'bank_transfer',
      note: '',
    },
  });
  const pay = usePayService();
  const submit = useSaveAndClose(
    form,
    (values) => pay.mutateAsync({ ...values, kind: order.kind, id: order.id, sale_id: order.sale_id }),
    onClose,
    'records.created',
  );
  return (
    <FormDialog
      open
      title={t('pay.title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={pay.isPending}
      submitLabel={t('pay.submit')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('pay.debt')}: <MoneyText value={order.debt} currency={order.currency} />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField control={form.control} name="amount" label={t('pay.amount')} required autoFocus />
        <FormSelect
          control={form.control}
          name="currency"
          label={t('pay.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField
          control={form.control}
          name="payment_date"
          label={t('pay.date')}
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={form.control}
          name="payment_rate"
          label={t('pay.rate')}
          helperText={t('pay.rate_hint')}
        />
      </Stack>
      <FormSelect
        control={form.control}
        name="payment_type"
        label={t('pay.type')}
        options={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`payment_types.${p}`) }))}
      />
      <FormTextField control={form.control} name="note" label={t('pay.note')} multiline minRows={2} />
    </FormDialog>
  );
}
