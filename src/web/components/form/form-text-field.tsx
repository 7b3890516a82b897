import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { useErrorText } from './use-error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<
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
> & {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  /** Shows the red asterisk; the rule itself lives in the form's zod schema. */
  required?: boolean;
};

/** A text field bound to react-hook-form that shows its error translated. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  helperText,
  slotProps,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText()(fieldState.error?.message);
  const htmlInput = slotProps?.htmlInput;
  return (
    <TextField
      {...rest}
      label={<FieldLabel label={label} required={required} />}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled ?? rest.disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput:
          typeof htmlInput === 'function'
            ? htmlInput
            : { ...htmlInput, 'aria-required': required || undefined },
      }}
    />
  );
}
