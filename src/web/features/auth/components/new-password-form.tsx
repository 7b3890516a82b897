import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { resetPasswordConfirmBody } from '@shared/auth/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useSubmitError } from './use-submit-error';

export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof resetPasswordConfirmBody>>({
    resolver: zodResolver(resetPasswordConfirmBody),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { alert, handle } = useSubmitError(form.setError);
  const confirm = useConfirmPasswordReset();

  const submit = form.handleSubmit((values) => confirm.mutateAsync(values).then(onDone, handle));

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      {alert}
      <FormTextField
        name="password"
        control={form.control}
        label={t('fields.new_password')}
        required
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <FormTextField
        name="password_confirmation"
        control={form.control}
        label={t('fields.password_confirmation')}
        required
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
        {t('set_password')}
      </Button>
    </Stack>
  );
}
