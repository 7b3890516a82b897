import Stack from '@mui/material/Stack';
import { swapIfReversed } from '@shared/dates/date-formats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './date-input';

export type DateRange = { from: string; to: string };

export type DateRangeInputProps = {
  value: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel?: ReactNode;
  toLabel?: ReactNode;
  required?: boolean;
  errors?: { from?: string; to?: string };
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/**
 * Two dates; a range entered back to front is swapped (spec §5) once focus leaves both fields, not while
 * a year is still being typed.
 */
export function DateRangeInput({
  value,
  onChange,
  fromLabel,
  toLabel,
  required,
  errors,
  disabled,
  size,
}: DateRangeInputProps) {
  const { t } = useTranslation('kit');
  return (
    <Stack
      direction="row"
      // On a phone the second date goes under the first instead of past the screen's edge.
      sx={{ gap: 1, flexWrap: 'wrap' }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        const swapped = swapIfReversed(value.from, value.to);
        if (swapped.from !== value.from) onChange(swapped);
      }}
    >
      <DateInput
        label={fromLabel ?? t('date.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        required={required}
        error={errors?.from}
        disabled={disabled}
        size={size}
      />
      <DateInput
        label={toLabel ?? t('date.to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        required={required}
        error={errors?.to}
        disabled={disabled}
        size={size}
      />
    </Stack>
  );
}
