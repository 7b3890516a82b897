import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import type { PropertyRow } from '@shared/properties/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unitLabel, type UnitSummary } from '../../bookings';
import { FieldLabel } from '../../../components/form/field-label';
import { PickerInput } from '../../../components/form/picker-input';
import { useDebounced } from '../../../lib/use-debounced';
import { useUnitSearch, type UnitSearch } from '../../buildings';

/** Units a sale may take: free or booked ones (a sale closes the booking). */
const SELLABLE: UnitSearch = { statuses: ['free', 'booked'], limit: 20 };

/** A unit as the sale forms hold it: what the label needs, its price and whether it is booked. */
export type SaleUnitOption = UnitSummary & { status: string };

export const toSaleUnit = (u: Omit<PropertyRow, 'cad_code'> | PropertyRow): SaleUnitOption => ({
  id: u.id,
  building_name: u.building_name,
  block: u.block,
  floor: u.floor,
  number: u.number,
  total_price: u.total_price,
  currency: u.currency,
  status: u.status,
});

type Props = {
  value: SaleUnitOption[];
  onChange: (units: SaleUnitOption[]) => void;
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
};

/** Chooses one or more free or booked units by typing part of their number. */
export function SaleUnitsPicker({ value, onChange, label, required, error, helperText, disabled }: Props) {
  const { t } = useTranslation('bookings');
  const { t: ts } = useTranslation('sale');
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim(), 250);
  const found = useUnitSearch(term, SELLABLE, !disabled);
  const units = (found.data?.data ?? []).map(toSaleUnit);
  const options = [...value.filter((v) => !units.some((u) => u.id === v.id)), ...units];
  const labelOf = (unit: SaleUnitOption) =>
    unit.status === 'booked' ? `${unitLabel(t, unit)} (${ts('units.booked')})` : unitLabel(t, unit);
  return (
    <Autocomplete<SaleUnitOption, true, false, false>
      multiple
      value={value}
      options={options}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
        if (reason === 'selectOption' || reason === 'reset') setInput('');
      }}
      loading={found.isFetching}
      disabled={disabled}
      noOptionsText={ts('units.nothing_found')}
      loadingText={t('picker.loading')}
      renderValue={(picked, getItemProps) =>
        picked.map((unit, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`№${unit.number}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <PickerInput
          params={params}
          loading={found.isFetching}
          label={<FieldLabel label={label} required={required} />}
          error={error}
          helperText={helperText}
          placeholder={t('picker.placeholder')}
        />
      )}
    />
  );
}
