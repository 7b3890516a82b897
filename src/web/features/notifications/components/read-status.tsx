import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function ReadStatus({ unread }: { unread: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <Chip
      size="small"
      color={unread ? 'primary' : 'default'}
      variant={unread ? 'filled' : 'outlined'}
      label={unread ? t('status.unread') : t('status.read')}
    />
  );
}
