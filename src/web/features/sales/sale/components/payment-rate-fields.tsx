import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Currency } from '@shared/money/money';
import type { UpdatePaymentBody } from '@shared/payments/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { OfficialRate, RateField } from './use-official-rate';

type Props = {
  control: Control<UpdatePaymentBody>;
  currency: Currency;
  saleCurrency: Currency;
  paymentRate: OfficialRate;
  saleRate: OfficialRate;
};

/** The rates of the paid currency and of the sale's (lari is always 1), and a note when one is missing. */
export function PaymentRateFields({ control, currency, saleCurrency, paymentRate, saleRate }: Props) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RateInput control={control} field="payment_rate" currency={currency} state={paymentRate} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RateInput control={control} field="sale_rate" currency={saleCurrency} state={saleRate} />
      </Grid>
      {(paymentRate.unavailable || saleRate.unavailable) && (
        <Grid size={12}>
          <Alert severity="warning">{t('rate_unavailable_note')}</Alert>
        </Grid>
      )}
    </>
  );
}

type RateInputProps = {
  control: Control<UpdatePaymentBody>;
  field: RateField;
  currency: Currency;
  state: OfficialRate;
};

function RateInput({ control, field, currency, state }: RateInputProps) {
  const { t } = useTranslation('payments');
  return currency === 'GEL' ? (
    <TextField fullWidth label={t('fields.rate_of', { currency })} value="1" disabled />
  ) : (
    <FormTextField
      name={field}
      control={control}
      label={t('fields.rate_of', { currency })}
      required
      fullWidth
      helperText={
        state.loading
          ? t('rate_loading')
          : state.unavailable
            ? t('payments.rate_required', { ns: 'messages' })
            : t('rate_hint', { currency })
      }
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
