import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { isIsoDate, tbilisiToday } from '@shared/dates/date-formats';
import { CURRENCIES, toMinor, type Currency } from '@shared/money/money';
import {
  updatePaymentBody,
  type CalculatePaymentBody,
  type PayBody,
  type UpdatePaymentBody,
} from '@shared/payments/contracts';
import { PAYMENT_TYPES, type Payment, type SaleDetail } from '@shared/sales/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../app/api/api-client';
import { isApiError } from '../../../../app/api/api-error';
import { useSaveAndClose } from '../../../../components/form/use-save-and-close';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useBankAccounts, usePaymentTypes } from '../../sale-form/sale-lookups';
import { FormDateInput } from '../../../../components/form/form-date-input';
import { FormSelect } from '../../../../components/form/form-select';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MoneyText } from '../../../../components/money-text';
import { useCalculation, useRate } from '../api/payment-api';
import { useSaleMutation } from '../api/sale-api';

type Props = { sale: SaleDetail; payment: Payment | null; onClose: () => void };
type RateField = 'payment_rate' | 'sale_rate';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const RATE = /^\d{1,6}(\.\d{1,6})?$/;
const isRate = (value: unknown) => typeof value === 'string' && RATE.test(value.trim()) && Number(value) > 0;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(text) as T), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return debounced;
}

/**
 * Keeps one rate field filled with the official rate of the currency and day: the National Bank's rate
 * when there is one, otherwise 0 (spec §8), which the user must replace. A rate the user typed is kept
 * until the currency or the day changes. Answers the official rate (null when there is none).
 */
function useOfficialRate(
  form: UseFormReturn<UpdatePaymentBody>,
  field: RateField,
  currency: Currency,
  date: string,
  needed: boolean,
  initial: { key: string; official: string | null } | null,
) {
  const active = needed && currency !== 'GEL' && isIsoDate(date);
  const rate = useRate(currency, date, active);
  const [applied, setApplied] = useState<{ key: string; official: string | null; fetched: boolean } | null>(
    initial ? { ...initial, fetched: false } : null,
  );
  const key = `${currency}|${date}`;
  const settled = (rate.isSuccess || rate.isError) && !rate.isFetching;
  useEffect(() => {
    if (!active) {
      if (applied !== null) {
        setApplied(null);
        form.setValue(field, '');
      }
      return;
    }
    if (!settled || applied?.key === key) return;
    const available = rate.data?.available === true && isRate(rate.data.rate);
    const value = available && rate.data ? rate.data.rate : '0';
    setApplied({ key, official: available ? value : null, fetched: true });
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
  }, [active, settled, rate.data, key, applied, field, form]);
  const current = applied?.key === key ? applied : null;
  return {
    official: current?.official ?? null,
    loading: active && rate.isFetching,
    unavailable: active && current !== null && current.fetched && current.official === null,
  };
}

/** Records a payment (or changes one): amount in any currency, the rates, type, account and note. */
export function PaymentDialog({ sale, payment, onClose }: Props) {
  const { t, i18n } = useTranslation('payments');
  const saleCcy = sale.payment_ccy;
  const editing = payment !== null;
  const rateOf = (ccy: Currency, value: string) =>
    ccy === 'GEL' || payment?.currency === saleCcy ? '' : value;
  const form = useForm<UpdatePaymentBody, unknown, ReturnType<typeof updatePaymentBody.parse>>({
    resolver: zodResolver(updatePaymentBody),
    defaultValues: payment
      ? {
          amount: payment.original_amount,
          currency: payment.currency,
          payment_date: payment.payment_date,
          payment_rate: rateOf(payment.currency, payment.payment_rate),
          sale_rate: rateOf(saleCcy, payment.sale_rate),
          payment_type: payment.payment_type,
          bank_account_id: payment.bank_account_id ?? '',
          note: payment.note,
        }
      : {
          amount: '',
          currency: saleCcy,
          payment_date: tbilisiToday(),
          payment_rate: '',
          sale_rate: '',
          payment_type: 'bank_transfer',
          bank_account_id: '',
          note: '',
        },
  });
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
  const needsRates = currency !== saleCcy;
  const dateText = typeof date === 'string' ? date : '';
  // An existing payment keeps its rates: official ones are known as such, typed ones stay typed.
  const initial = (ccy: Currency, value: string) =>
    payment && payment.currency !== saleCcy && ccy !== 'GEL'
      ? { key: `${ccy}|${payment.payment_date}`, official: payment.rate_source === 'nbg' ? value : null }
      : null;
  const payRate = useOfficialRate(
    form,
    'payment_rate',
    currency,
    dateText,
    needsRates,
    payment ? initial(payment.currency, payment.payment_rate) : null,
  );
  const saleRateState = useOfficialRate(
    form,
    'sale_rate',
    saleCcy,
    dateText,
    needsRates,
    payment ? initial(saleCcy, payment.sale_rate) : null,
  );

  const types = usePaymentTypes(i18n.language);
  const typeOptions =
    types.data && types.data.length > 0
      ? types.data.map((o) => ({ value: o.value, label: o.title }))
      : PAYMENT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }));
  const accounts = useBankAccounts().data ?? [];
  const ownAccounts = accounts.filter((a) => a.building_id === sale.building_id || a.building_id === null);
  const accountOptions = (ownAccounts.length > 0 ? ownAccounts : accounts).map((a) => ({
    value: a.id,
    label: [a.bank_name, a.building_block ? t('block', { block: a.building_block }) : null, a.iban]
      .filter(Boolean)
      .join(' · '),
  }));

  /** What is sent for a rate: nothing when not needed or official (the server takes the official one). */
  const rateToSend = (field: RateField, ccy: Currency, value: unknown, official: string | null) => {
    if (!needsRates || ccy === 'GEL') return undefined;
    const text = typeof value === 'string' ? value.trim() : '';
    return official !== null && text === official ? undefined : text;
  };

  // The live preview: how the amount converts and which instalments it covers (new payments only).
  const ratesReady =
    !needsRates || ((currency === 'GEL' || isRate(paymentRate)) && (saleCcy === 'GEL' || isRate(saleRate)));
  const amountText = typeof amount === 'string' ? amount.trim() : String(amount ?? '');
  const preview = useDebounced<CalculatePaymentBody | null>(
    !editing && AMOUNT.test(amountText) && toMinor(amountText) > 0n && isIsoDate(dateText) && ratesReady
      ? {
          sale_id: sale.id,
          amount: amountText,
          currency,
          payment_date: dateText,
          payment_rate: rateToSend('payment_rate', currency, paymentRate, payRate.official),
          sale_rate: rateToSend('sale_rate', saleCcy, saleRate, saleRateState.official),
          payment_type: paymentType,
          bank_account_id: bankAccountId === '' ? null : (bankAccountId as number),
          note: '',
        }
      : null,
    400,
  );
  const calculation = useCalculation(preview);

  const save = useSaleMutation((body: PayBody | UpdatePaymentBody) =>
    payment ? api.put(`/payments/${payment.id}`, body) : api.post('/payments/pay', body),
  );

  const submit = useSaveAndClose(
    form,
    (values) => {
      const body = {
        ...values,
        payment_rate: rateToSend('payment_rate', currency, values.payment_rate, payRate.official),
        sale_rate: rateToSend('sale_rate', saleCcy, values.sale_rate, saleRateState.official),
      };
      return save.mutateAsync(payment ? body : { mode: 'sale', sale_id: sale.id, ...body });
    },
    onClose,
    payment ? t('updated') : t('saved'),
  );

  const rateField = (field: RateField, ccy: Currency, state: { loading: boolean; unavailable: boolean }) =>
    ccy === 'GEL' ? (
      <TextField fullWidth label={t('fields.rate_of', { currency: ccy })} value="1" disabled />
    ) : (
      <FormTextField
        name={field}
        control={control}
        label={t('fields.rate_of', { currency: ccy })}
        required
        fullWidth
        helperText={
          state.loading
            ? t('rate_loading')
            : state.unavailable
              ? t('payments.rate_required', { ns: 'messages' })
              : t('rate_hint', { currency: ccy })
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
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
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            name="amount"
            control={control}
            label={t('fields.amount')}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormSelect
            name="currency"
            control={control}
            label={t('fields.currency')}
            required
            fullWidth
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormDateInput
            name="payment_date"
            control={control}
            label={t('fields.payment_date')}
            required
            fullWidth
          />
        </Grid>
        {needsRates && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{rateField('payment_rate', currency, payRate)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{rateField('sale_rate', saleCcy, saleRateState)}</Grid>
            {(payRate.unavailable || saleRateState.unavailable) && (
              <Grid size={12}>
                <Alert severity="warning">{t('rate_unavailable_note')}</Alert>
              </Grid>
            )}
          </>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            name="payment_type"
            control={control}
            label={t('fields.payment_type')}
            required
            fullWidth
            options={typeOptions}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            name="bank_account_id"
            control={control}
            label={t('fields.bank_account')}
            allowEmpty
            fullWidth
            options={accountOptions}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="note"
            control={control}
            label={t('fields.note')}
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
      </Grid>
      {!editing && <CalculationPreview sale={sale} calculation={calculation} />}
    </FormDialog>
  );
}

function CalculationPreview({
  sale,
  calculation,
}: {
  sale: SaleDetail;
  calculation: ReturnType<typeof useCalculation>;
}) {
  const { t } = useTranslation('payments');
  const ccy = sale.payment_ccy;
  if (calculation.fetchStatus === 'idle' && !calculation.data && !calculation.isError)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('calc.hint')}
      </Typography>
    );
  if (calculation.isError)
    return (
      <Alert severity="info">
        {isApiError(calculation.error) ? calculation.error.message : t('calc.failed')}
      </Alert>
    );
  const c = calculation.data;
  return (
    <Stack component="section" aria-label={t('calc.title')} sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('calc.title')}
      </Typography>
      {calculation.isFetching && <LinearProgress aria-label={t('calc.loading')} />}
      {c && (
        <>
          <Typography role="status">
            {t('calc.converted')} <MoneyText value={c.amount} currency={c.sale_currency} />
            {c.currency !== c.sale_currency && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {t('calc.rates', {
                  currency: c.currency,
                  rate: c.payment_rate,
                  sale_currency: c.sale_currency,
                  sale_rate: c.sale_rate,
                })}
              </Typography>
            )}
          </Typography>
          {c.covers.length > 0 ? (
            <Stack component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('calc.covers')}>
              {c.covers.map((row) => (
                <Typography component="li" variant="body2" key={row.number}>
                  {t('calc.cover_row', { number: row.number, date: row.due_date })}{' '}
                  <MoneyText value={row.amount} currency={ccy} />
                </Typography>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('calc.covers_none')}
            </Typography>
          )}
          <Typography variant="body2">
            {t('calc.debt_after')} <MoneyText value={c.debt_after} currency={ccy} />
          </Typography>
          {toMinor(c.credit) > 0n && (
            <Typography variant="body2" color="success.main">
              {t('calc.credit')} <MoneyText value={c.credit} currency={ccy} />
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
