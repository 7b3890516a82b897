import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BonusSchema } from '@shared/bonuses/contracts';
import { useTranslation } from 'react-i18next';

/** Picks one of the schemas (the calculator's and the simulator's first choice). */
export function SchemaSelect({
  schemas,
  value,
  onChange,
}: {
  schemas: BonusSchema[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('bonuses');
  return (
    <TextField
      select
      size="small"
      label={t('calculator.schema')}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 260, maxWidth: { md: 420 }, flex: { md: 1 } }}
    >
      {schemas.length === 0 && (
        <MenuItem value="" disabled>
          {t('empty')}
        </MenuItem>
      )}
      {schemas.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
