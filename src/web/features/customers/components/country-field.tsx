import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country } from '@shared/countries/contracts';
import { localized, toLocale } from '@shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries';

export const countryLabel = (c: Country, language: string) =>
  localized(toLocale(language), c.name_ka, c.name_en, c.name_ru);

type Props = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
  error?: string | undefined;
  name?: string;
  width?: number;
};

/** A country chosen by typing its name (in the interface language) or its code; the value is ISO alpha-2. */
export function CountryField({ label, value, onChange, required, error, name, width }: Props) {
  const { i18n } = useTranslation();
  const countries = useCountries().data ?? [];
  const sorted = [...countries].sort((a, b) =>
    countryLabel(a, i18n.language).localeCompare(countryLabel(b, i18n.language), i18n.language),
  );
  const selected = countries.find((c) => c.code_iso2 === value) ?? null;
  return (
    <Autocomplete<Country>
      options={sorted}
      value={selected}
      onChange={(_, c) => onChange(c?.code_iso2 ?? '')}
      getOptionLabel={(c) => countryLabel(c, i18n.language)}
      isOptionEqualToValue={(a, b) => a.code_iso2 === b.code_iso2}
      filterOptions={(options, state) => {
        const q = state.inputValue.trim().toLowerCase();
        if (!q) return options;
        return options.filter(
          (c) =>
            c.code_iso2.toLowerCase() === q ||
            [c.name_ka, c.name_en, c.name_ru].some((n) => n.toLowerCase().includes(q)),
        );
      }}
      // It fills its place (a given width, or its share of the form's row): unstretched it shrinks to "ს…".
      fullWidth
      sx={width ? { width } : undefined}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
