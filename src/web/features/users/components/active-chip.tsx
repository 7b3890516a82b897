import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant="outlined"
      label={active ? t('labels.active') : t('labels.inactive')}
    />
  );
}
