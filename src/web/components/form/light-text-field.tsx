import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { FieldLabel } from './field-label';
import { useErrorText } from './use-error-text';

type Props = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  /** A catalogue key or a text, shown translated. */
  error?: string | undefined;
  label: ReactNode;
  required?: boolean;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
};

/**
 * The outlined text field of FormTextField without MUI's TextField (which always brings Select, Menu and
 * Popover) and without react-hook-form: the signed-out pages use it to stay within their bundle budget.
 */
export function LightTextField({
  label,
  required,
  error,
  type = 'text',
  inputRef,
  maxLength,
  inputMode,
  ...input
}: Props) {
  const id = useId();
  const errorText = useErrorText()(error);
  const labelNode = <FieldLabel label={label} required={required} />;
  return (
    <FormControl variant="outlined" fullWidth error={errorText !== undefined}>
      <InputLabel htmlFor={id}>{labelNode}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={labelNode}
        type={type}
        inputRef={inputRef}
        inputProps={{ inputMode, maxLength, 'aria-required': required || undefined }}
        aria-describedby={errorText ? `${id}-error` : undefined}
      />
      {errorText && <FormHelperText id={`${id}-error`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
