import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

export function UnreadFilter({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('notifications');
  return (
    <FormControlLabel
      sx={{ ml: 1 }}
      control={<Switch checked={value} onChange={(_event, checked) => onChange(checked)} />}
      label={t('only_unread')}
    />
  );
}
