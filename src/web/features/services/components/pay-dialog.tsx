import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES, type Currency } from '@shared/money/money';
import { updatePaymentBody, type UpdatePaymentBody } from '@shared/payments/contracts';
import { PAYMENT_TYPES } from '@shared/sales/contracts';
import type { ServiceOrderDetail, ServicePayment } from '@shared/services/contracts';
import { tbilisiToday } from '@shared/dates/date-formats';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { MoneyText } from '../../../components/money-text';
import { useChangeServicePayment, usePayService } from '../api/pay-service';

type Props = { order: ServiceOrderDetail; payment: ServicePayment | null; onClose: () => void };

/** A lari rate the form shows: none for the lari itself or a payment in the order's own currency. */
const shownRate = (ccy: Currency, paid: Currency, orderCcy: Currency, value: string) =>
  ccy === 'GEL' || paid === orderCcy ? '' : value;

/**
 * The service pay dialog, which also changes a payment: an amount in any currency, converted by the server
 * into the renovation's or container's currency at the National Bank rates of the date unless rates are
 * typed. A payment being changed opens as recorded; its rates sent back unchanged keep their source.
 */
export function PayDialog({ order, payment, onClose }: Props) {
  const { t } = useTranslation('services');
  const form = useForm<UpdatePaymentBody, unknown, ReturnType<typeof updatePaymentBody.parse>>({
    resolver: zodResolver(updatePaymentBody),
    defaultValues: payment
      ? {
          amount: payment.amount,
          currency: payment.currency,
          payment_date: payment.date,
          payment_rate: shownRate(payment.currency, payment.currency, order.currency, payment.payment_rate),
          sale_rate: shownRate(order.currency, payment.currency, order.currency, payment.sale_rate),
          payment_type: payment.payment_type,
          bank_account_id: '',
          note: payment.note,
        }
      : {
          amount: '',
          currency: order.currency,
          payment_date: tbilisiToday(),
          payment_rate: '',
          sale_rate: '',
          payment_type: 'bank_transfer',
          bank_account_id: '',
          note: '',
        },
  });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const pay = usePayService();
  const change = useChangeServicePayment();
  const submit = useSaveAndClose(
    form,
    (values) => {
      // A rate the form hides is not needed: the server takes 1 for the lari and the order's own currency.
      const rates = {
        payment_rate: shownRate(values.currency, values.currency, order.currency, values.payment_rate ?? ''),
        sale_rate: shownRate(order.currency, values.currency, order.currency, values.sale_rate ?? ''),
      };
      const body = { ...values, ...rates };
      return payment
        ? change.mutateAsync({ paymentId: payment.id, body })
        : pay.mutateAsync({ ...body, kind: order.kind, id: order.id, sale_id: order.sale_id });
    },
    onClose,
    payment ? 'records.updated' : 'records.created',
  );
  const rateField = (name: 'payment_rate' | 'sale_rate', ccy: Currency) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t('pay.rate_of', { currency: ccy })}
      helperText={t('pay.rate_hint')}
    />
  );
  const paidIn = CURRENCIES.includes(currency) ? currency : order.currency;
  return (
    <FormDialog
      open
      title={payment ? t('pay.edit_title') : t('pay.title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={pay.isPending || change.isPending}
      submitLabel={payment ? undefined : t('pay.submit')}
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
        <FormSelect
          control={form.control}
          name="payment_type"
          label={t('pay.type')}
          options={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`payment_types.${p}`) }))}
        />
      </Stack>
      {paidIn !== order.currency && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
          {paidIn !== 'GEL' && rateField('payment_rate', paidIn)}
          {order.currency !== 'GEL' && rateField('sale_rate', order.currency)}
        </Stack>
      )}
      <FormTextField control={form.control} name="note" label={t('pay.note')} multiline minRows={2} />
    </FormDialog>
  );
}
