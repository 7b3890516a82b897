import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DELAY_MS = 400;

type Option = { value: string; label: string };

/** A labelled text filter that reports after typing pauses, so the list is not refetched on every key. */
export function TextFilter({
  label,
  value,
  onChange,
  width = 180,
  type = 'search',
  placeholder,
  valid = () => true,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: number | string;
  type?: 'search' | 'number' | 'text';
  placeholder?: string;
  /** Text that cannot be a filter value yet is kept in the box but not reported. */
  valid?: (text: string) => boolean;
  inputMode?: 'numeric' | 'text';
}) {
  const [text, setText] = useState(value);
  const report = useRef(onChange);
  report.current = onChange;
  const check = useRef(valid);
  check.current = valid;

  // A reset from outside (clearing the filters) shows here too.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value || !check.current(trimmed)) return;
    const timer = setTimeout(() => report.current(trimmed), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const invalid = text.trim() !== '' && !valid(text.trim());
  return (
    <TextField
      type={type}
      label={label}
      value={text}
      placeholder={placeholder}
      error={invalid}
      onChange={(event) => setText(event.target.value)}
      fullWidth={false}
      sx={{ width }}
      slotProps={{ htmlInput: inputMode ? { inputMode } : undefined, inputLabel: { shrink: true } }}
    />
  );
}

/** Several values of a list filter; nothing chosen means all. */
export function MultiSelectFilter({
  label,
  value,
  onChange,
  options,
  width = 220,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: readonly Option[];
  width?: number | string;
}) {
  const { t } = useTranslation('common');
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(typeof next === 'string' ? next.split(',').filter(Boolean) : (next as string[]));
      }}
      fullWidth={false}
      sx={{ width }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const values = selected as string[];
            if (values.length === 0) return <Box sx={{ color: 'text.secondary' }}>{t('labels.all')}</Box>;
            return (
              <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.5, overflow: 'hidden' }}>
                {values.map((v) => (
                  <Chip key={v} size="small" label={labelOf(v)} />
                ))}
              </Box>
            );
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One value of a list filter: "All" (the empty value) followed by the options. */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  width = 180,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  width?: number | string;
}) {
  const { t } = useTranslation('common');
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ width }}
    >
      <MenuItem value="">{t('labels.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A yes / no filter; "All" leaves it unset. */
export function YesNoFilter({
  label,
  value,
  onChange,
  width,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: number | string;
}) {
  const { t } = useTranslation('common');
  return (
    <SelectFilter
      label={label}
      value={value}
      onChange={onChange}
      width={width}
      options={[
        { value: 'true', label: t('labels.yes') },
        { value: 'false', label: t('labels.no') },
      ]}
    />
  );
}

/** One of a list of named records (agents), chosen by typing part of the name. */
export function NamedOptionFilter({
  label,
  value,
  onChange,
  options,
  loading,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  options: readonly { id: number; name: string }[];
  loading?: boolean;
}) {
  const selected = options.find((o) => String(o.id) === value) ?? null;
  return (
    <Autocomplete<{ id: number; name: string }>
      options={options}
      value={selected}
      loading={loading}
      onChange={(_, o) => onChange(o ? String(o.id) : '')}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** "DD.MM" as the office writes a birthday, "MM-DD" as the API reads it. */
export function birthdayToQuery(text: string): string | null {
  const match = /^(\d{1,2})[./-](\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (!days || day < 1 || day > days) return null;
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function birthdayFromQuery(value: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}.${match[1]}` : value;
}

export function BirthdayFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextFilter
      label={label}
      type="text"
      placeholder={placeholder}
      width="100%"
      value={birthdayFromQuery(value)}
      valid={(text) => text === '' || birthdayToQuery(text) !== null}
      onChange={(text) => onChange(text === '' ? '' : (birthdayToQuery(text) ?? ''))}
    />
  );
}
