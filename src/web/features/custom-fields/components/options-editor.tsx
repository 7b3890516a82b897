import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../../components/form/field-label';

type Props = {
  value: readonly string[];
  onChange: (options: string[]) => void;
  /** The list's own error (none given, repeated). */
  error?: string;
  /** Errors of single options by index. */
  itemErrors?: readonly (string | undefined)[];
};

/** The choices of a "select" field: one text box each, added and removed with buttons. */
export function OptionsEditor({ value, onChange, error, itemErrors = [] }: Props) {
  const { t } = useTranslation('templates');
  const change = (index: number, text: string) => onChange(value.map((v, i) => (i === index ? text : v)));
  return (
    <Stack sx={{ gap: 1 }} role="group" aria-label={t('custom.fields.options')}>
      <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
        <FieldLabel label={t('custom.fields.options')} required />
      </Typography>
      {value.map((option, index) => (
        <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('custom.option', { n: index + 1 })}
            value={option}
            onChange={(event) => change(index, event.target.value)}
            error={itemErrors[index] !== undefined}
            helperText={itemErrors[index]}
            size="small"
            fullWidth
          />
          <IconButton
            aria-label={t('custom.remove_option', { n: index + 1 })}
            onClick={() => onChange(value.filter((_v, i) => i !== index))}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => onChange([...value, ''])}>
          {t('custom.add_option')}
        </Button>
      </div>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
