import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../components/feedback/toast-context';
import { useResetTokenCheck } from '../api/check-reset-token';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** The e-mailed link lands here: the token is checked before the new password is asked for. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useResetTokenCheck(token);
  const toast = useToast();
  const navigate = useNavigate();

  const done = () => {
    toast.success(t('password_changed'));
    void navigate(paths.auth.login.path, { replace: true });
  };

  const invalid = token === '' || check.isError;
  return (
    <AuthCard title={t('reset_title')}>
      {invalid ? (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="error">{t('link_invalid')}</Alert>
          <Link component={RouterLink} to={paths.auth.forgotPassword.path} sx={{ alignSelf: 'center' }}>
            {t('request_new_link')}
          </Link>
        </Stack>
      ) : check.isPending ? (
        <PageLoader />
      ) : (
        <NewPasswordForm token={token} onDone={done} />
      )}
    </AuthCard>
  );
}
