import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabel } from './field-label';
import type { SelectOption } from './form-select';
import { useErrorText } from './use-error-text';

export type FormMultiSelectProps<T extends FieldValues> = Omit<
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
  | 'slotProps'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
};

/** Several choices from a list, shown as chips; the field holds an array of option values. */
export function FormMultiSelect<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  helperText,
  ...rest
}: FormMultiSelectProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText()(fieldState.error?.message);
  const selected: unknown[] = Array.isArray(field.value) ? field.value : [];
  const labelOf = (value: unknown) =>
    options.find((option) => option.value === value)?.label ?? String(value);
  return (
    <TextField
      {...rest}
      select
      label={<FieldLabel label={label} required={required} />}
      name={field.name}
      value={selected}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled ?? rest.disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (values) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(values as unknown[]).map((value) => (
                <Chip key={String(value)} size="small" label={labelOf(value)} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
