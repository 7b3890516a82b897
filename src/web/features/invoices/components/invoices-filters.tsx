import Stack from '@mui/material/Stack';
import { tbilisiToday } from '@shared/dates/date-formats';
import { CURRENCIES } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { useMaySee } from '../../../lib/auth/permissions';
import { FilterSelect } from '../../../components/lists/filter-select';
import { SearchField } from '../../../components/lists/search-field';
import { CustomerPicker } from '../../customers';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { useBuildingOptions } from '../../buildings';
import type { InvoiceFilters } from '../api/get-invoices';
import { localizedName } from '@shared/i18n/locales';

type Props = { filters: InvoiceFilters; onChange: (partial: Partial<InvoiceFilters>) => void };

/** Years offered in the filter: this one and the five before it. */
const YEARS = 6;

export function InvoicesFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('invoices');
  const buildings = useBuildingOptions(useMaySee()('view_buildings')).data ?? [];
  const thisYear = Number(tbilisiToday().slice(0, 4));
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
      <Stack sx={{ minWidth: 260 }}>
        <CustomerPicker
          label={t('fields.customer')}
          value={filters.customer_id ? Number(filters.customer_id) : null}
          onChange={(id) => onChange({ customer_id: id === null ? '' : String(id) })}
        />
      </Stack>
      {buildings.length > 0 && (
        <FilterSelect
          label={t('fields.building')}
          value={filters.building_id}
          onChange={(building_id) => onChange({ building_id })}
          options={buildings.map((b) => ({
            value: String(b.id),
            label: localizedName(b, i18n.language),
          }))}
        />
      )}
      <FilterSelect
        label={t('fields.year')}
        value={filters.year}
        onChange={(year) => onChange({ year })}
        options={Array.from({ length: YEARS }, (_, i) => String(thisYear - i)).map((y) => ({
          value: y,
          label: y,
        }))}
      />
      <FilterSelect
        label={t('fields.currency')}
        value={filters.currency}
        onChange={(currency) => onChange({ currency })}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <DateRangeInput
        value={{ from: filters.date_from, to: filters.date_to }}
        onChange={(range) => onChange({ date_from: range.from, date_to: range.to })}
      />
    </Stack>
  );
}
