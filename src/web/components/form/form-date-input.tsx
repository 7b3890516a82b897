import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date/date-input';

export type FormDateInputProps<T extends FieldValues> = Pick<
  DateInputProps,
  'helperText' | 'disabled' | 'fullWidth' | 'size'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  required?: boolean;
};

/** A DateInput bound to react-hook-form; pair it with the shared isoDate rule in the schema. */
export function FormDateInput<T extends FieldValues>({
  name,
  control,
  disabled,
  ...rest
}: FormDateInputProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled ?? disabled}
      error={fieldState.error?.message}
    />
  );
}
