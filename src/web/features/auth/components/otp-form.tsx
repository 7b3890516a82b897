import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginBody } from '@shared/auth/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useResendOtp } from '../api/resend-otp';
import type { Credentials } from '../api/pre-auth';
import { useSubmitError } from './use-submit-error';

/** The contract's 6-digit rule, with its own message for an empty field. */
const otpSchema = z.object({
  otp: z.string().trim().min(1, 'validation.otp_required').pipe(loginBody.shape.otp.unwrap()),
});
type OtpValues = z.infer<typeof otpSchema>;

type Props = { credentials: Credentials; onSubmit: (otp: string) => Promise<void>; onBack: () => void };

export function OtpForm({ credentials, onSubmit, onBack }: Props) {
  const { t } = useTranslation('auth');
  const form = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const { alert, handle, clear } = useSubmitError(form.setError);
  const resend = useResendOtp();
  const [resent, setResent] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await onSubmit(otp);
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
      <FormTextField
        name="otp"
        control={form.control}
        label={t('fields.otp')}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
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
