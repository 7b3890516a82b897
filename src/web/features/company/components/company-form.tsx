import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { company, type Company, type CompanyInput } from '@shared/company/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveCompany } from '../api/save-company';

/** Read-only (fields disabled, no save button) for users without edit_general_company. */
export function CompanyForm({ values, readOnly }: { values: Company; readOnly: boolean }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation('common');
  const form = useForm<CompanyInput, unknown, Company>({
    resolver: zodResolver(company),
    defaultValues: values,
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
        {!readOnly && (
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {tc('actions.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
