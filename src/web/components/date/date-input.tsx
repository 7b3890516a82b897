import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { formatIsoDate, isIsoDate, parseTypedDate, type TypedDateFormat } from '@shared/dates/date-formats';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode, type Ref } from 'react';
import { FieldLabel } from '../form/field-label';
import { useErrorText } from '../form/use-error-text';
import { useDateFormat } from './use-date-format';

export type DateInputProps = {
  /** YYYY-MM-DD, or '' / null for no date. */
  value: string | null;
  /**
   * Receives YYYY-MM-DD, '' when cleared, or, while what was typed is not a date, that text as it is: the
   * form's isoDate rule then reports 'invalid format' instead of silently keeping the previous date.
   */
  onChange: (value: string) => void;
  label: ReactNode;
  required?: boolean;
  /** A message key or text, e.g. the form field's error; wins over the input's own check. */
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
};

/** A date typed or picked the way the user chose in their date-format setting (spec §9). */
export function DateInput(props: DateInputProps) {
  const [format] = useDateFormat();
  return format === 'picker' ? (
    <PickerDateInput {...props} />
  ) : (
    <TypedDateInput key={format} format={format} {...props} />
  );
}

function TypedDateInput({
  format,
  value,
  onChange,
  label,
  required,
  error,
  helperText,
  disabled,
  name,
  onBlur,
  inputRef,
  fullWidth,
  size,
}: DateInputProps & { format: TypedDateFormat }) {
  const errorText = useErrorText();
  const current = value ?? '';
  // The text stays as typed; it is only rewritten when the value changes from outside (a form reset).
  const [draft, setDraft] = useState({ value: current, text: formatIsoDate(current, format) });
  const [touched, setTouched] = useState(false);
  if (draft.value !== current) setDraft({ value: current, text: formatIsoDate(current, format) });

  const parsed = parseTypedDate(draft.text, format);
  const ownError =
    parsed.ok || (parsed.error === 'validation.required' && !required) ? undefined : parsed.error;
  const shownError = errorText(error ?? (touched ? ownError : undefined));

  return (
    <TextField
      label={<FieldLabel label={label} required={required} />}
      placeholder={format}
      value={draft.text}
      onChange={(event) => {
        const text = event.target.value;
        const result = parseTypedDate(text, format);
        const next = result.ok ? result.iso : text.trim();
        setDraft({ value: next, text });
        if (next !== current) onChange(next);
      }}
      onBlur={() => {
        setTouched(true);
        onBlur?.();
      }}
      error={shownError !== undefined}
      helperText={shownError ?? helperText}
      disabled={disabled}
      name={name}
      inputRef={inputRef}
      fullWidth={fullWidth}
      size={size}
      autoComplete="off"
    />
  );
}

function PickerDateInput({
  value,
  onChange,
  label,
  required,
  error,
  helperText,
  disabled,
  name,
  onBlur,
  inputRef,
  fullWidth,
  size,
}: DateInputProps) {
  const errorText = useErrorText();
  const current = value ?? '';
  // The picker keeps its half-typed (invalid) date here; handing it back null would wipe what is being typed.
  const [draft, setDraft] = useState<{ value: string; date: Dayjs | null }>({
    value: current,
    date: isIsoDate(current) ? dayjs(current) : null,
  });
  const [invalid, setInvalid] = useState(false);
  const [touched, setTouched] = useState(false);
  if (draft.value !== current) setDraft({ value: current, date: isIsoDate(current) ? dayjs(current) : null });

  const ownError = invalid
    ? 'validation.invalid_format'
    : required && current === ''
      ? 'validation.required'
      : undefined;
  const shownError = errorText(error ?? (touched ? ownError : undefined));

  return (
    <DatePicker
      label={<FieldLabel label={label} required={required} />}
      value={draft.date}
      onChange={(date) => {
        const next = date === null ? '' : date.isValid() ? date.format('YYYY-MM-DD') : date.format();
        setDraft({ value: next, date });
        if (next !== current) onChange(next);
      }}
      onError={(reason) => setInvalid(reason !== null)}
      disabled={disabled}
      inputRef={inputRef}
      slotProps={{
        textField: {
          name,
          onBlur: () => {
            setTouched(true);
            onBlur?.();
          },
          fullWidth,
          size,
          error: shownError !== undefined,
          helperText: shownError ?? helperText,
        },
      }}
    />
  );
}
