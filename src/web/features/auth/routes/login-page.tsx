import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { forgetIdleSignOut, idleSignOutMinutes } from '../../../lib/auth/idle-sign-out';
import { login } from '../api/login';
import { preAuth, type Credentials } from '../api/pre-auth';
import { AuthCard } from '../components/auth-card';
import { CredentialsForm } from '../components/credentials-form';
import { OtpForm } from '../components/otp-form';

/**
 * Two steps: the credentials are checked first (pre-auth); when the server asks for a one-time code
 * the second step sends them again with it. Signing in leaves this page through the anonymous-only guard.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const [credentials, setCredentials] = useState<Credentials>({ login: '', password: '' });
  const [otpStep, setOtpStep] = useState(false);
  // Said once: the note is read on the first render and forgotten, so a reload no longer shows it.
  const [idleMinutes] = useState(idleSignOutMinutes);
  useEffect(forgetIdleSignOut, []);

  const checkCredentials = async (values: Credentials) => {
    setCredentials(values);
    const answer = await preAuth(values);
    if (answer.otp_required) setOtpStep(true);
    else signIn(await login(values));
  };

  return (
    <AuthCard title={otpStep ? t('otp_title') : t('title')}>
      {idleMinutes !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('idle_signed_out', { minutes: idleMinutes })}
        </Alert>
      )}
      {otpStep ? (
        <OtpForm
          credentials={credentials}
          onSubmit={async (otp) => signIn(await login({ ...credentials, otp }))}
          onBack={() => setOtpStep(false)}
        />
      ) : (
        <CredentialsForm defaultValues={credentials} onSubmit={checkCredentials} />
      )}
    </AuthCard>
  );
}
