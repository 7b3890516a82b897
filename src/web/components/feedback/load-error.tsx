import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/api-error';

/**
 * A missing record (404), or one out of reach on a record page (403 with `backTo`), answers the same however
 * often it is asked: no retry, only a way back. A list refused with 403 keeps the server's message.
 */
const isFinal = (error: unknown, onRecordPage: boolean) =>
  isApiError(error) && (error.status === 404 || (error.status === 403 && onRecordPage));

/**
 * A list or record that failed to load: the server's message and a way to try again; a record that is
 * missing or out of the user's reach says so and offers the way back (`backTo`, else the previous page).
 */
export function LoadError({
  error,
  onRetry,
  backTo,
}: {
  error: unknown;
  onRetry: () => void;
  backTo?: string;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  if (isFinal(error, backTo !== undefined))
    return (
      <Alert
        severity="warning"
        action={
          backTo ? (
            <Button color="inherit" size="small" component={RouterLink} to={backTo}>
              {t('actions.back')}
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => void navigate(-1)}>
              {t('actions.back')}
            </Button>
          )
        }
      >
        {t('unavailable')}
      </Alert>
    );
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {isApiError(error) ? error.message : t('load_failed')}
    </Alert>
  );
}
