import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerInput } from '../../../components/form/picker-input';
import { useDebounced } from '../../../lib/use-debounced';
import { useUnitSearch, type UnitSearch } from '../../buildings';
import { unitLabel, type UnitSummary } from './unit-label';

type Props = {
  /** The unit picked so far (the booking's own unit when editing, which is not free). */
  value: UnitSummary | null;
  onChange: (unit: UnitSummary | null) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
};

const FREE_UNITS: UnitSearch = { statuses: ['free'], limit: 20 };

/** Chooses a free unit by typing part of its number (GET /api/properties?status=free&number=). */
export function PropertyPicker({ value, onChange, label, error, helperText, required, disabled }: Props) {
  const { t } = useTranslation('bookings');
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim(), 250);
  const found = useUnitSearch(term, FREE_UNITS, !disabled);
  const units: UnitSummary[] = (found.data?.data ?? []).map((u) => ({
    id: u.id,
    building_name: u.building_name,
    block: u.block,
    floor: u.floor,
    number: u.number,
    total_price: u.total_price,
    currency: u.currency,
  }));
  const options = value && !units.some((u) => u.id === value.id) ? [value, ...units] : units;
  return (
    <Autocomplete<UnitSummary, false, false, false>
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(unit) => unitLabel(t, unit)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, unit) => onChange(unit)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      loading={found.isFetching}
      disabled={disabled}
      noOptionsText={t('picker.nothing_found')}
      loadingText={t('picker.loading')}
      renderInput={(params) => (
        <PickerInput
          params={params}
          loading={found.isFetching}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          placeholder={t('picker.placeholder')}
        />
      )}
    />
  );
}
