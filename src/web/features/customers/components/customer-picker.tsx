import Autocomplete from '@mui/material/Autocomplete';
import { QUICK_SEARCH_MIN_LENGTH, type CustomerOption } from '@shared/customers/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerInput } from '../../../components/form/picker-input';
import { useDebounced } from '../../../lib/use-debounced';
import { useCustomerOption } from '../api/get-customer-option';
import { useCustomerSearch } from '../api/search-customers';

export interface CustomerPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

const DEBOUNCE_MS = 250;

/**
 * Chooses a customer by typing part of a name, ID, phone or e-mail (GET /api/customers?query=, from two
 * characters, 250 ms after the last key); an initial value is shown by loading that customer.
 */
export function CustomerPicker({
  value,
  onChange,
  label,
  error,
  helperText,
  required,
  disabled,
}: CustomerPickerProps) {
  const { t } = useTranslation('customers');
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<CustomerOption | null>(null);
  const term = useDebounced(input.trim(), DEBOUNCE_MS);
  const searching = term.length >= QUICK_SEARCH_MIN_LENGTH;

  const initial = useCustomerOption(value, value !== null && picked?.id !== value);
  const found = useCustomerSearch(term, searching);

  const selected = value === null ? null : picked?.id === value ? picked : (initial.data ?? null);
  const options = searching ? (found.data?.data ?? []) : [];

  return (
    <Autocomplete<CustomerOption, false, false, false>
      value={selected}
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, option) => {
        setPicked(option);
        onChange(option?.id ?? null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      loading={(searching && found.isFetching) || initial.isFetching}
      disabled={disabled}
      noOptionsText={searching ? t('picker.nothing_found') : t('picker.type_more')}
      loadingText={t('picker.loading')}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              {o.name}
              <br />
              <small style={{ opacity: 0.7 }}>
                {[o.identification, o.phone].filter(Boolean).join(' · ')}
              </small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <PickerInput
          params={params}
          loading={found.isFetching || initial.isFetching}
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
