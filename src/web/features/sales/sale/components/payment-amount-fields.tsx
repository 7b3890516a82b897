import Grid from '@mui/material/Grid';
import { CURRENCIES } from '@shared/money/money';
import type { UpdatePaymentBody } from '@shared/payments/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../../components/form/form-date-input';
import { FormSelect } from '../../../../components/form/form-select';
import { FormTextField } from '../../../../components/form/form-text-field';

/** What was paid: the amount, its currency and the day. */
export function PaymentAmountFields({ control }: { control: Control<UpdatePaymentBody> }) {
  const { t } = useTranslation('payments');
  return (
    <>
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
    </>
  );
}
