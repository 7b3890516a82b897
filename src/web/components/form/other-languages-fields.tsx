import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

/**
 * The English and Russian forms of a record's Georgian values, English beside Russian, under one heading
 * that says where they are printed (bilingual contracts) and that an empty one prints the Georgian.
 */
export function OtherLanguagesFields<T extends FieldValues>({
  control,
  fields,
}: {
  control: Control<T>;
  /** In pairs: each value's English form, then its Russian one. */
  fields: { name: FieldPath<T>; label: string }[];
}) {
  const { t } = useTranslation('common');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        {t('other_languages.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('other_languages.hint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <FormTextField key={field.name} name={field.name} control={control} label={field.label} />
        ))}
      </Box>
    </Box>
  );
}
