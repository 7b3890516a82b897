import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../app/api/api-error';

/** 403 and 404 will answer the same however often they are asked: no retry, only a way back. */
const isFinal = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

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
  if (isFinal(error))
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
