import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PropertyRow } from '@shared/properties/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useUnitSearch, type UnitSearch } from '../../buildings';

/** After-sales requests concern units already sold, booked or bartered, but any unit may be chosen. */
const ANY_UNIT: UnitSearch = { statuses: ['sold', 'booked', 'barter', 'free', 'not_for_sale'], limit: 20 };

const unitLabel = (unit: PropertyRow) => `${unit.building_name}, №${unit.number}`;

/** The unit a ticket concerns, found by its number. */
export function UnitPicker({ onChange }: { onChange: (id: number | null) => void }) {
  const { t } = useTranslation('tickets');
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<PropertyRow | null>(null);
  const term = useDebounced(input.trim(), 250);
  const found = useUnitSearch(term, ANY_UNIT, term.length > 0);
  return (
    <Autocomplete<PropertyRow, false, false, false>
      value={picked}
      options={term ? (found.data?.data ?? []) : []}
      filterOptions={(all) => all}
      getOptionLabel={unitLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, unit) => {
        setPicked(unit);
        onChange(unit?.id ?? null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      loading={found.isFetching}
      renderInput={(params) => <TextField {...params} label={t('fields.unit')} />}
    />
  );
}
