import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../components/form/light-text-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { authRules } from './auth-rules';
import { useSignInForm } from './use-sign-in-form';
import { useSubmitError } from './use-submit-error';

export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const form = useSignInForm(
    { token, password: '', password_confirmation: '' },
    { password: authRules.newPassword, password_confirmation: authRules.sameAs('password') },
  );
  const { alert, handle } = useSubmitError(form.setError);
  const confirm = useConfirmPasswordReset();

  const submit = form.handleSubmit((values) => confirm.mutateAsync(values).then(onDone, handle));

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      {alert}
      <LightTextField
        {...form.field('password')}
        label={t('fields.new_password')}
        required
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <LightTextField
        {...form.field('password_confirmation')}
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
