import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = { value: number[]; onChange: (value: number[]) => void; error?: string };

const toIds = (items: string[]) => [
  ...new Set(items.map(Number).filter((id) => Number.isInteger(id) && id > 0)),
];

/**
 * Building ids typed as chips (Enter after each). Buildings arrive in a later feature; until then the
 * ids are entered by hand and anything that is not a positive whole number is dropped.
 */
export function BuildingIdsInput({ value, onChange, error }: Props) {
  const { t } = useTranslation('users');
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value.map(String)}
      onChange={(_event, items) => onChange(toIds(items))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.buildings')}
          error={error !== undefined}
          helperText={error ?? t('hints.buildings')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric' },
          }}
        />
      )}
    />
  );
}
