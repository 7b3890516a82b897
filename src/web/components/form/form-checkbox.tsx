import Checkbox from '@mui/material/Checkbox';
import type { FieldValues } from 'react-hook-form';
import { FormBooleanField, type FormBooleanFieldProps } from './form-boolean-field';

export function FormCheckbox<T extends FieldValues>(props: FormBooleanFieldProps<T>) {
  return <FormBooleanField {...props} renderToggle={(toggle) => <Checkbox {...toggle} />} />;
}
