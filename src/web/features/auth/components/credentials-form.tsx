import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LightTextField } from '../../../components/form/light-text-field';
import { paths } from '../../../lib/routing/paths';
import type { Credentials } from '../api/pre-auth';
import { authRules } from './auth-rules';
import { useSignInForm } from './use-sign-in-form';
import { useSubmitError } from './use-submit-error';

type Props = { defaultValues: Credentials; onSubmit: (values: Credentials) => Promise<void> };

export function CredentialsForm({ defaultValues, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const form = useSignInForm(defaultValues, { login: authRules.required, password: authRules.required });
  const { alert, handle } = useSubmitError(form.setError);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      handle(error);
    }
  });

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      {alert}
      <LightTextField
        {...form.field('login')}
        label={t('fields.login')}
        required
        autoComplete="username"
        autoFocus
      />
      <LightTextField
        {...form.field('password')}
        label={t('fields.password')}
        required
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.submitting}>
        {t('sign_in')}
      </Button>
      <Link
        component={RouterLink}
        to={paths.auth.forgotPassword.path}
        variant="body2"
        sx={{ alignSelf: 'center' }}
      >
        {t('forgot_password')}
      </Link>
    </Stack>
  );
}
