import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../components/form/light-text-field';
import { useResendOtp } from '../api/resend-otp';
import type { Credentials } from '../api/pre-auth';
import { authRules } from './auth-rules';
import { useSignInForm } from './use-sign-in-form';
import { useSubmitError } from './use-submit-error';

type Props = { credentials: Credentials; onSubmit: (otp: string) => Promise<void>; onBack: () => void };

export function OtpForm({ credentials, onSubmit, onBack }: Props) {
  const { t } = useTranslation('auth');
  const form = useSignInForm({ otp: '' }, { otp: authRules.otp });
  const { alert, handle, clear } = useSubmitError(form.setError);
  const resend = useResendOtp();
  const [resent, setResent] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await onSubmit(otp.trim());
    } catch (error) {
      handle(error);
    }
  });

  const resendCode = () => {
    clear();
    resend.mutate(credentials, {
      onSuccess: (answer) => setResent(answer.message ?? t('otp_resent')),
      onError: handle,
    });
  };

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      <Alert severity="info">{t('otp_sent')}</Alert>
      {resent && <Alert severity="success">{resent}</Alert>}
      {alert}
      <LightTextField
        {...form.field('otp')}
        label={t('fields.otp')}
        required
        autoFocus
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <Button type="submit" variant="contained" size="large" loading={form.submitting}>
        {t('confirm')}
      </Button>
      <Stack sx={{ justifyContent: 'space-between' }} direction="row">
        <Button onClick={onBack}>{t('back')}</Button>
        <Button onClick={resendCode} loading={resend.isPending}>
          {t('resend')}
        </Button>
      </Stack>
    </Stack>
  );
}
