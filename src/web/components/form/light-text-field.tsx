import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { FieldLabel } from './field-label';
import { useErrorText } from './use-error-text';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  required?: boolean;
  /** react-hook-form rules; their messages are catalogue keys, as the zod rules' are. */
  rules?: RegisterOptions<T, FieldPath<T>>;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
};

/**
 * The outlined text field of FormTextField without MUI's TextField, which always brings Select, Menu and
 * Popover along. The signed-out pages use it to stay within their bundle budget.
 */
export function LightTextField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  rules,
  type = 'text',
  ...input
}: Props<T>) {
  const id = useId();
  const { field, fieldState } = useController({ name, control, rules });
  const error = useErrorText()(fieldState.error?.message);
  const labelNode = <FieldLabel label={label} required={required} />;
  return (
    <FormControl variant="outlined" fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id}>{labelNode}</InputLabel>
      <OutlinedInput
        id={id}
        label={labelNode}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={input.autoComplete}
        autoFocus={input.autoFocus}
        inputProps={{
          inputMode: input.inputMode,
          maxLength: input.maxLength,
          'aria-required': required || undefined,
        }}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
