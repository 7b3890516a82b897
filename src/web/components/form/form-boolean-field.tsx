import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactElement, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from './use-error-text';

export type FormBooleanFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  disabled?: boolean;
  helperText?: ReactNode;
};

type ToggleProps = {
  checked: boolean;
  onChange: (event: unknown, checked: boolean) => void;
  onBlur: () => void;
  name: string;
  // MUI 9 takes the input's ref through slotProps; react-hook-form focuses it on a server error.
  slotProps: { input: { ref: (element: HTMLInputElement | null) => void } };
};

/** Shared by FormCheckbox and FormSwitch: a true/false field with its label and error. */
export function FormBooleanField<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  helperText,
  renderToggle,
}: FormBooleanFieldProps<T> & { renderToggle: (props: ToggleProps) => ReactElement }) {
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <FormControl error={error !== undefined} disabled={field.disabled ?? disabled}>
      <FormControlLabel
        label={label}
        control={renderToggle({
          checked: field.value === true,
          onChange: (_event, checked) => field.onChange(checked),
          onBlur: field.onBlur,
          name: field.name,
          slotProps: { input: { ref: field.ref } },
        })}
      />
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
