import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { company, type Company, type CompanyInput } from '@shared/company/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { OtherLanguagesFields } from '../../../components/form/other-languages-fields';
import { useSaveCompany } from '../api/save-company';

/** The event notices to buyers the company switches on (§4 reasons); each is off until switched on. */
const NOTICE_SWITCHES = [
  'notify_payment_adding',
  'notify_payment_change',
  'notify_sale_cancellation',
] as const;

const TRANSLATED = [
  'company_name_en',
  'company_name_ru',
  'company_director_en',
  'company_director_ru',
] as const;

/** Read-only (fields disabled, no save button) for users without edit_general_company. */
export function CompanyForm({ values, readOnly }: { values: Company; readOnly: boolean }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation('common');
  const form = useForm<CompanyInput, unknown, Company>({
    resolver: zodResolver(company),
    defaultValues: {
      notify_payment_adding: false,
      notify_payment_change: false,
      notify_sale_cancellation: false,
      ...values,
    },
    disabled: readOnly,
  });
  const save = useSaveCompany();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit((body) =>
    save.mutateAsync(body).then(
      (saved) => {
        form.reset(saved);
        toast.success('records.updated');
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
        <FormTextField name="company_name" control={form.control} label={t('fields.company_name')} required />
        <FormTextField name="company_id" control={form.control} label={t('fields.company_id')} />
        <FormTextField name="company_director" control={form.control} label={t('fields.company_director')} />
        <FormTextField
          name="company_phone"
          control={form.control}
          label={t('fields.company_phone')}
          type="tel"
        />
        <FormTextField
          name="company_email"
          control={form.control}
          label={t('fields.company_email')}
          type="email"
        />
        <OtherLanguagesFields
          control={form.control}
          fields={TRANSLATED.map((name) => ({ name, label: t(`fields.${name}`) }))}
        />
        <Divider />
        <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, gap: 1 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
            {t('notices.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notices.intro')}
          </Typography>
          {NOTICE_SWITCHES.map((name) => (
            <FormSwitch
              key={name}
              name={name}
              control={form.control}
              label={t(`notices.${name}`)}
              helperText={t(`notices.${name}_hint`)}
            />
          ))}
        </Stack>
        {!readOnly && (
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {tc('actions.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
