import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { GEORGIA } from '@shared/countries/codes';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import {
  CUSTOMER_TYPES,
  GENDERS,
  saveCustomerBody,
  type Customer,
  type CustomerValues,
  type SaveCustomerBody,
} from '@shared/customers/contracts';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useSaveCustomer } from '../api/save-customer';
import { CountryField } from './country-field';

type Form = {
  [K in keyof SaveCustomerBody]-?: K extends 'type' ? 'individual' | 'company' : string;
} & {
  /** The language reminders and letters are written in; '' follows the sale's contract language. */
  locale: '' | Locale;
};

const empty: Form = {
  type: 'individual',
  first_name: '',
  last_name: '',
  first_name_en: '',
  last_name_en: '',
  first_name_ru: '',
  last_name_ru: '',
  company_name: '',
  company_name_en: '',
  company_name_ru: '',
  personal_id: '',
  company_id: '',
  gender: '',
  birth_date: '',
  citizenship: GEORGIA,
  country: GEORGIA,
  address: '',
  email: '',
  phone: '',
  delegate_name: '',
  delegate_personal_id: '',
  delegate_position: '',
  locale: '',
};

const toForm = (c: Customer): Form => {
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof Form)[]) {
    const v = c[key as keyof Customer];
    (values as Record<string, string>)[key] = v === null || v === undefined ? '' : String(v);
  }
  return values;
};

function CountryController({
  control,
  name,
  label,
  required,
}: {
  control: Control<Form>;
  name: 'country' | 'citizenship';
  label: string;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return (
    <CountryField
      name={name}
      label={label}
      value={field.value}
      onChange={field.onChange}
      required={required}
      error={errorText(fieldState.error?.message)}
    />
  );
}

/** Adds a customer, or edits the one given: a person or a company, each with its own fields. */
export function CustomerFormDialog({
  customer,
  onClose,
  onSaved,
}: {
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (saved: Customer) => void;
}) {
  const { t } = useTranslation('customers');
  const form = useForm<Form, unknown, CustomerValues>({
    resolver: zodResolver(saveCustomerBody) as never,
    defaultValues: customer ? toForm(customer) : empty,
  });
  // The fields work on the typed values; the zod output (nulls, E.164 phone) only reaches the submit handler.
  const control = form.control as unknown as Control<Form>;
  const type = useWatch({ control, name: 'type' });
  const citizenship = useWatch({ control, name: 'citizenship' });
  const country = useWatch({ control, name: 'country' });
  const save = useSaveCustomer();
  const toast = useToast();
  const fail = useFailureHandler();
  const typeField = useController({ control, name: 'type' }).field;

  const submit = form.handleSubmit((body) =>
    save.mutateAsync({ id: customer?.id ?? null, body }).then(
      (saved) => {
        toast.success(customer ? 'records.updated' : 'records.created');
        onSaved?.(saved);
        onClose();
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );

  const person = type === 'individual';
  const text = (name: keyof Form, label: string, extra: { required?: boolean; helperText?: string } = {}) => (
    <FormTextField name={name} control={control} label={label} {...extra} />
  );
  const pair = (a: React.ReactNode, b: React.ReactNode) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      {a}
      {b}
    </Stack>
  );

  return (
    <FormDialog
      open
      title={customer ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={type}
        aria-label={t('fields.type')}
        onChange={(_, value: Form['type'] | null) => value && typeField.onChange(value)}
      >
        {CUSTOMER_TYPES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`types.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {person ? (
        <>
          {pair(
            text('first_name', t('fields.first_name'), { required: true }),
            text('last_name', t('fields.last_name'), { required: true }),
          )}
          {pair(
            <CountryController
              control={control}
              name="citizenship"
              label={t('fields.citizenship')}
              required
            />,
            text('personal_id', citizenship === GEORGIA ? t('fields.personal_id') : t('fields.passport'), {
              required: true,
              ...(citizenship === GEORGIA ? { helperText: t('hints.personal_id') } : {}),
            }),
          )}
          {pair(
            <FormSelect
              name="gender"
              control={control}
              label={t('fields.gender')}
              allowEmpty
              options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
            />,
            <FormDateInput name="birth_date" control={control} label={t('fields.birth_date')} fullWidth />,
          )}
          <Typography variant="subtitle2">{t('sections.names_en')}</Typography>
          {pair(
            text('first_name_en', t('fields.first_name_en')),
            text('last_name_en', t('fields.last_name_en')),
          )}
          <Typography variant="subtitle2">{t('sections.names_ru')}</Typography>
          {pair(
            text('first_name_ru', t('fields.first_name_ru')),
            text('last_name_ru', t('fields.last_name_ru')),
          )}
        </>
      ) : (
        <>
          {text('company_name', t('fields.company_name'), { required: true })}
          {pair(
            text('company_name_en', t('fields.company_name_en')),
            text('company_name_ru', t('fields.company_name_ru')),
          )}
          {text('company_id', t('fields.company_id'), {
            required: true,
            ...(country === GEORGIA ? { helperText: t('hints.company_id') } : {}),
          })}
        </>
      )}

      <Divider />
      {pair(
        <CountryController control={control} name="country" label={t('fields.country')} required={!person} />,
        text('address', t('fields.address')),
      )}
      {pair(
        text('phone', t('fields.phone'), { helperText: t('hints.phone') }),
        text('email', t('fields.email')),
      )}
      <FormSelect
        name="locale"
        control={control}
        label={t('fields.locale')}
        allowEmpty={t('locales.by_contract')}
        helperText={t('hints.locale')}
        options={LOCALES.map((value) => ({ value, label: t(`locales.${value}`) }))}
      />

      {!person && (
        <>
          <Typography variant="subtitle2">{t('sections.delegate')}</Typography>
          {pair(
            text('delegate_name', t('fields.delegate_name')),
            text('delegate_position', t('fields.delegate_position')),
          )}
          {text('delegate_personal_id', t('fields.delegate_personal_id'))}
        </>
      )}
    </FormDialog>
  );
}
