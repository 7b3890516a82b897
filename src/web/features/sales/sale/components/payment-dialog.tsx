import Grid from '@mui/material/Grid';
import { CURRENCIES, type Currency } from '@shared/money/money';
import type { Payment, SaleDetail } from '@shared/sales/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveAndClose } from '../../../../components/form/use-save-and-close';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useSavePayment } from '../api/save-payment';
import { CalculationPreview } from './calculation-preview';
import { PaymentAccountFields } from './payment-account-fields';
import { PaymentAmountFields } from './payment-amount-fields';
import { PaymentRateFields } from './payment-rate-fields';
import { usePaymentForm } from './use-payment-form';
import { usePaymentPreview } from './use-payment-preview';
import { usePaymentRates } from './use-payment-rates';

type Props = { sale: SaleDetail; payment: Payment | null; onClose: () => void };

/** Records a payment (or changes one): amount in any currency, the rates, type, account and note. */
export function PaymentDialog({ sale, payment, onClose }: Props) {
  const { t } = useTranslation('payments');
  const saleCcy = sale.payment_ccy;
  const editing = payment !== null;
  const form = usePaymentForm(sale, payment);
  const control = form.control;
  const [amount, currencyValue, date, paymentRate, saleRate, paymentType, bankAccountId] = useWatch({
    control,
    name: [
      'amount',
      'currency',
      'payment_date',
      'payment_rate',
      'sale_rate',
      'payment_type',
      'bank_account_id',
    ],
  });
  const currency: Currency = CURRENCIES.includes(currencyValue) ? currencyValue : saleCcy;
  const dateText = typeof date === 'string' ? date : '';
  const rates = usePaymentRates(form, sale, payment, currency, dateText);

  const ratesReady = rates.ready(paymentRate, saleRate);
  const calculation = usePaymentPreview(sale.id, !editing, {
    amount,
    currency,
    payment_date: dateText,
    payment_type: paymentType,
    bank_account_id: bankAccountId,
    rates: rates.ratesToSend(paymentRate, saleRate),
    ratesReady,
  });

  const save = useSavePayment(sale.id, payment);

  const submit = useSaveAndClose(
    form,
    (values) => {
      const body = { ...values, ...rates.ratesToSend(values.payment_rate, values.sale_rate) };
      return save.mutateAsync(body);
    },
    onClose,
    payment ? t('updated') : t('saved'),
  );

  return (
    <FormDialog
      open
      title={payment ? t('edit_title') : t('add_title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <PaymentAmountFields control={control} />
        {rates.needsRates && (
          <PaymentRateFields
            control={control}
            currency={currency}
            saleCurrency={saleCcy}
            paymentRate={rates.paymentRate}
            saleRate={rates.saleRate}
          />
        )}
        <PaymentAccountFields control={control} sale={sale} />
      </Grid>
      {!editing && (
        <CalculationPreview
          sale={sale}
          calculation={calculation}
          rate={
            ratesReady ? 'ready' : rates.paymentRate.loading || rates.saleRate.loading ? 'loading' : 'needed'
          }
        />
      )}
    </FormDialog>
  );
}
