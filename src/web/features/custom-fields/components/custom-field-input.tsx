import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CustomFieldRow, CustomFieldValue } from '@shared/templates/contracts';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date/date-input';
import { FieldLabel } from '../../../components/form/field-label';
import { useErrorText } from '../../../components/form/use-error-text';

type Props = {
  field: CustomFieldRow;
  label: string;
  value: CustomFieldValue | undefined;
  onChange: (value: CustomFieldValue) => void;
  /** A message key (the shared catalogue's) or text. */
  error?: string;
};

const asText = (value: CustomFieldValue | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The input that fits a custom field's type. */
export function CustomFieldInput({ field, label, value, onChange, error }: Props) {
  const { t } = useTranslation('kit');
  const errorText = useErrorText()(error);
  const common = {
    label: <FieldLabel label={label} required={field.required} />,
    error: errorText !== undefined,
    helperText: errorText,
    fullWidth: true,
    size: 'small' as const,
  };
  switch (field.type) {
    case 'boolean':
      return (
        <FormControl error={errorText !== undefined}>
          <FormControlLabel
            control={
              <Checkbox
                checked={value === true || value === 'true'}
                onChange={(e) => onChange(e.target.checked)}
              />
            }
            label={common.label}
          />
          {errorText && <FormHelperText>{errorText}</FormHelperText>}
        </FormControl>
      );
    case 'date':
      return (
        <DateInput
          label={label}
          required={field.required}
          value={asText(value)}
          onChange={onChange}
          error={error}
          fullWidth
          size="small"
        />
      );
    case 'select':
      return (
        <TextField {...common} select value={asText(value)} onChange={(e) => onChange(e.target.value)}>
          <MenuItem value="">
            <em>{t('form.none')}</em>
          </MenuItem>
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          {...common}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      );
    case 'text':
      return (
        <TextField
          {...common}
          multiline
          maxRows={4}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
