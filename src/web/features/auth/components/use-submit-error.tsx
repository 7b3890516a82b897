import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { applyServerErrors, type SetFieldError } from '../../../components/form/apply-server-errors';

/** Signed-out forms show field errors on the fields and anything else (429, 500) in an alert above them. */
export function useSubmitError<F extends string>(setError: SetFieldError<F>) {
  const { t } = useTranslation('common');
  const [message, setMessage] = useState<string | null>(null);
  const handle = (error: unknown) => {
    if (isApiError(error) && applyServerErrors(setError, error.body)) return setMessage(null);
    setMessage(isApiError(error) ? error.message : t('toast.error'));
  };
  const alert = message ? (
    <Alert severity="error" onClose={() => setMessage(null)}>
      {message}
    </Alert>
  ) : null;
  return { alert, handle, clear: () => setMessage(null) };
}
