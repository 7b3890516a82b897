import Grid from '@mui/material/Grid';
import type { UpdatePaymentBody } from '@shared/payments/contracts';
import { PAYMENT_TYPES, type SaleDetail } from '@shared/sales/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/form/form-select';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useBankAccounts } from '../../../bank-accounts';
import { usePaymentTypes } from '../../sale-form/api/sale-lookups';

type Props = { control: Control<UpdatePaymentBody>; sale: SaleDetail };

/** How it was paid: the payment type, the account it reached (the sale's building's first) and a note. */
export function PaymentAccountFields({ control, sale }: Props) {
  const { t, i18n } = useTranslation('payments');
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
  return (
    <>
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
    </>
  );
}
