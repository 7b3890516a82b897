import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  isPeriodPreset,
  PERIOD_PRESETS,
  periodRange,
  todayIso,
  type PeriodPreset,
} from '@shared/dates/date-formats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './date-range-input';

export type PeriodFilterProps = {
  value: PeriodPreset | '';
  /** The chosen preset and its range up to today; '' and null for "any period". */
  onChange: (preset: PeriodPreset | '', range: DateRange | null) => void;
  label?: ReactNode;
  /** YYYY-MM-DD the presets count back from; defaults to today. */
  today?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
};

export function PeriodFilter({ value, onChange, label, today, fullWidth, size }: PeriodFilterProps) {
  const { t } = useTranslation('kit');
  return (
    <TextField
      select
      label={label ?? t('date.period')}
      value={value}
      onChange={(event) => {
        const preset = event.target.value;
        if (isPeriodPreset(preset)) onChange(preset, periodRange(preset, today ?? todayIso()));
        else onChange('', null);
      }}
      fullWidth={fullWidth}
      size={size}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('date.anyPeriod')}</MenuItem>
      {PERIOD_PRESETS.map((preset) => (
        <MenuItem key={preset} value={preset}>
          {t(`date.presets.${preset}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
