import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { LightTextField } from '../../../components/form/light-text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { authRules } from '../components/auth-rules';
import { useSignInForm } from '../components/use-sign-in-form';
import { useSubmitError } from '../components/use-submit-error';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useSignInForm({ email: '' }, { email: authRules.email });
  const { alert, handle } = useSubmitError(form.setError);
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit((values) => request.mutateAsync(values).catch(handle));

  return (
    <AuthCard title={t('forgot_title')}>
      <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
        {request.data ? (
          <Alert severity="success">{request.data.message}</Alert>
        ) : (
          <Alert severity="info">{t('forgot_hint')}</Alert>
        )}
        {alert}
        <LightTextField
          {...form.field('email')}
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          {t('send_link')}
        </Button>
        <Link component={RouterLink} to={paths.auth.login.path} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('back_to_login')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
