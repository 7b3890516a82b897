import Stack from '@mui/material/Stack';
import { CUSTOMER_TYPES, GENDERS } from '@shared/customers/contracts';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { FilterSelect } from '../../../components/lists/filter-select';
import { SearchField } from '../../../components/lists/search-field';
import type { CustomerFilters } from '../api/get-customers';
import { CountryField } from './country-field';
import { localizedName } from '@shared/i18n/locales';

type Props = {
  filters: CustomerFilters;
  onChange: (partial: Partial<CustomerFilters>) => void;
  buildings: { id: number; name: string; name_en: string; name_ru: string }[];
};

/** Every filter of the customers list; the values live in the URL (useListParams). */
export function CustomersFilters({ filters, onChange, buildings }: Props) {
  const { t, i18n } = useTranslation('customers');
  const yesNo = [
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];
  const range = (from: 'birth_date_from' | 'created_from', to: 'birth_date_to' | 'created_to') => (
    <DateRangeInput
      value={{ from: filters[from], to: filters[to] }}
      onChange={(next) => onChange({ [from]: next.from, [to]: next.to })}
      fromLabel={t(`filters.${from}`)}
      toLabel={t(`filters.${to}`)}
    />
  );
  return (
    <Stack sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }} direction="row">
      <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
      <FilterSelect
        label={t('fields.type')}
        value={filters.type}
        onChange={(type) => onChange({ type })}
        options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <CountryField
        label={t('fields.country')}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        width={200}
      />
      <CountryField
        label={t('fields.citizenship')}
        value={filters.citizenship}
        onChange={(citizenship) => onChange({ citizenship })}
        width={200}
      />
      <FilterSelect
        label={t('fields.gender')}
        value={filters.gender}
        onChange={(gender) => onChange({ gender })}
        options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
      />
      {range('birth_date_from', 'birth_date_to')}
      <FilterSelect
        label={t('filters.has_phone')}
        value={filters.has_phone}
        onChange={(has_phone) => onChange({ has_phone })}
        options={yesNo}
      />
      <FilterSelect
        label={t('filters.has_email')}
        value={filters.has_email}
        onChange={(has_email) => onChange({ has_email })}
        options={yesNo}
      />
      {buildings.length > 0 && (
        <FilterSelect
          label={t('filters.building')}
          value={filters.building_id}
          onChange={(building_id) => onChange({ building_id })}
          options={buildings.map((b) => ({ value: String(b.id), label: localizedName(b, i18n.language) }))}
        />
      )}
      {range('created_from', 'created_to')}
    </Stack>
  );
}
