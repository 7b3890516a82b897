import { zodResolver } from '@hookform/resolvers/zod';
import {
  saveAdvancePaymentBody,
  type AdvancePayment,
  type SaveAdvancePaymentBody,
  type SaveAdvancePaymentInput,
} from '@shared/advance-payments/contracts';
import { todayIso } from '@shared/dates/date-formats';
import { CURRENCIES } from '@shared/money/money';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PropertyPicker } from '../../bookings';
import type { UnitSummary } from '../../bookings';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { CustomerPicker } from '../../customers';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useBankAccounts } from '../../bank-accounts';
import { useSaveAdvancePayment } from '../api/save-advance-payment';

const defaults = (a: AdvancePayment | null): SaveAdvancePaymentBody =>
  a
    ? {
        customer_id: a.customer_id,
        amount: a.amount,
        currency: a.currency,
        paid_at: a.paid_at,
        property_id: a.property_id,
        bank_account_id: a.bank_account_id ?? '',
        note: a.note,
      }
    : {
        customer_id: null,
        amount: '',
        currency: 'GEL',
        paid_at: todayIso(),
        property_id: null,
        bank_account_id: '',
        note: '',
      };

/** Adds an advance payment, or edits the one given. */
export function AdvancePaymentFormDialog({
  advance,
  onClose,
}: {
  advance: AdvancePayment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('advancePayments');
  const form = useForm<SaveAdvancePaymentBody, unknown, SaveAdvancePaymentInput>({
    resolver: zodResolver(saveAdvancePaymentBody),
    defaultValues: defaults(advance),
  });
  const customer = useController({ name: 'customer_id', control: form.control });
  const property = useController({ name: 'property_id', control: form.control });
  const [unit, setUnit] = useState<UnitSummary | null>(null);
  const errorText = useErrorText();
  const accounts = useBankAccounts().data ?? [];
  const save = useSaveAdvancePayment();

  const submit = useSaveAndClose(
    form,
    (body) => save.mutateAsync({ id: advance?.id ?? null, body }),
    onClose,
  );
  const customerError = errorText(customer.fieldState.error?.message);
  const propertyError = errorText(property.fieldState.error?.message);
  return (
    <FormDialog
      open
      title={advance ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <CustomerPicker
        label={t('fields.customer')}
        required
        value={typeof customer.field.value === 'number' ? customer.field.value : null}
        onChange={(id) => customer.field.onChange(id)}
        error={customerError !== undefined}
        helperText={customerError}
      />
      <FormTextField
        name="amount"
        control={form.control}
        label={t('fields.amount')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormSelect
        name="currency"
        control={form.control}
        label={t('fields.currency')}
        required
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <FormDateInput name="paid_at" control={form.control} label={t('fields.paid_at')} required />
      <PropertyPicker
        label={t('fields.property')}
        value={unit}
        error={propertyError !== undefined}
        helperText={
          propertyError ??
          (advance?.property && !unit
            ? `${advance.property.building_name}, №${advance.property.number}`
            : undefined)
        }
        onChange={(picked) => {
          setUnit(picked);
          property.field.onChange(picked?.id ?? null);
        }}
      />
      <FormSelect
        name="bank_account_id"
        control={form.control}
        label={t('fields.bank_account')}
        allowEmpty
        options={accounts.map((a) => ({ value: a.id, label: `${a.bank_name} ${a.iban}`.trim() }))}
      />
      <FormTextField name="note" control={form.control} label={t('fields.note')} multiline minRows={2} />
    </FormDialog>
  );
}
