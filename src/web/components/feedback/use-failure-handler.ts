import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../form/apply-server-errors';
import { useToast } from './toast-context';
import { isApiError } from '../../lib/api/api-error';

/**
 * The failure side of every save and delete: a 422 puts its messages on the form's fields and toasts
 * 'Error'; any other answer toasts the server's (already translated) message.
 */
export function useFailureHandler() {
  const toast = useToast();
  const { t } = useTranslation('common');
  return <T extends FieldValues>(error: unknown, setError?: UseFormSetError<T>) => {
    if (setError && isApiError(error) && applyServerErrors(setError, error.body)) {
      toast.error(t('toast.error'));
      return;
    }
    toast.error(isApiError(error) && error.message ? error.message : t('toast.error'));
  };
}
