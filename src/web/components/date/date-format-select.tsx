import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATE_FORMATS, formatIsoDate, isDateFormat, todayIso } from '@shared/dates/date-formats';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from './use-date-format';

export type DateFormatSelectProps = { fullWidth?: boolean; size?: 'small' | 'medium' };

/** Lets the user choose how dates are entered; every DateInput follows the choice at once. */
export function DateFormatSelect({ fullWidth, size }: DateFormatSelectProps) {
  const { t } = useTranslation('kit');
  const [format, setFormat] = useDateFormat();
  const today = todayIso();
  return (
    <TextField
      select
      label={t('date.format')}
      value={format}
      onChange={(event) => isDateFormat(event.target.value) && setFormat(event.target.value)}
      fullWidth={fullWidth}
      size={size}
    >
      {DATE_FORMATS.map((option) => (
        <MenuItem key={option} value={option}>
          {option === 'picker' ? t('date.picker') : `${option} (${formatIsoDate(today, option)})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
