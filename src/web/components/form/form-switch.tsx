import Switch from '@mui/material/Switch';
import type { FieldValues } from 'react-hook-form';
import { FormBooleanField, type FormBooleanFieldProps } from './form-boolean-field';

export function FormSwitch<T extends FieldValues>(props: FormBooleanFieldProps<T>) {
  return <FormBooleanField {...props} renderToggle={(toggle) => <Switch {...toggle} />} />;
}
