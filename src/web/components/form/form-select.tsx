import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { useErrorText } from './use-error-text';

export type SelectOption = { value: string | number; label: ReactNode; disabled?: boolean };

export type FormSelectProps<T extends FieldValues> = Omit<
  TextFieldProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'error'
  | 'required'
  | 'label'
  | 'inputRef'
  | 'select'
  | 'children'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  /** Adds a first choice with the value '' ("Not selected" unless a label is given). */
  allowEmpty?: boolean | ReactNode;
};

export function FormSelect<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  allowEmpty,
  helperText,
  ...rest
}: FormSelectProps<T>) {
  const { t } = useTranslation('kit');
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <TextField
      {...rest}
      select
      label={<FieldLabel label={label} required={required} />}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled ?? rest.disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
    >
      {allowEmpty && (
        <MenuItem value="">
          <em>{allowEmpty === true ? t('form.none') : allowEmpty}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
