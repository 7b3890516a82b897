import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';

type Option<V> = { value: V; label: string };

export type CheckboxGroupProps<V extends string | number> = {
  label: ReactNode;
  options: readonly Option<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  error?: string;
  disabled?: boolean;
};

/** A labelled set of checkboxes holding the list of ticked values, in the options' order. */
export function CheckboxGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
}: CheckboxGroupProps<V>) {
  const toggle = (option: V, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <FormControl component="fieldset" variant="standard" error={error !== undefined} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                checked={value.includes(option.value)}
                onChange={(_event, on) => toggle(option.value, on)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
