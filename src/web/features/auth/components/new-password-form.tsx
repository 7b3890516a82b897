import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ResetPasswordConfirmBody } from '@shared/auth/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../components/form/light-text-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { authRules } from './auth-rules';
import { useSubmitError } from './use-submit-error';

export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<ResetPasswordConfirmBody>({
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { alert, handle } = useSubmitError(form.setError);
  const confirm = useConfirmPasswordReset();

  const submit = form.handleSubmit((values) => confirm.mutateAsync(values).then(onDone, handle));

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      {alert}
      <LightTextField
        name="password"
        control={form.control}
        label={t('fields.new_password')}
        required
        rules={authRules.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <LightTextField
        name="password_confirmation"
        control={form.control}
        label={t('fields.password_confirmation')}
        required
        rules={{
          validate: (value, values) => value === values.password || 'validation.passwords_do_not_match',
        }}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
        {t('set_password')}
      </Button>
    </Stack>
  );
}
