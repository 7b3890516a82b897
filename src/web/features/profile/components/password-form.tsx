import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { updatePasswordBody, type UpdatePasswordBody } from '@shared/auth/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUpdatePassword } from '../api/update-password';

const empty: UpdatePasswordBody = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const { t } = useTranslation('profile');
  const form = useForm<UpdatePasswordBody>({
    resolver: zodResolver(updatePasswordBody),
    defaultValues: empty,
  });
  const update = useUpdatePassword();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        form.reset(empty);
        toast.success('records.updated');
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      <FormTextField
        name="current_password"
        control={form.control}
        label={t('fields.current_password')}
        required
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        name="password"
        control={form.control}
        label={t('fields.new_password')}
        required
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        name="password_confirmation"
        control={form.control}
        label={t('fields.password_confirmation')}
        required
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('change_password')}
      </Button>
    </Stack>
  );
}
