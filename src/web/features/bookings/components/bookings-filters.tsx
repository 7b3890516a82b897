import Stack from '@mui/material/Stack';
import { BOOKING_STATUSES } from '@shared/bookings/contracts';
import { useTranslation } from 'react-i18next';
import { useBookingOperators } from '../api/get-booking-operators';
import { FilterSelect } from '../../../components/lists/filter-select';
import { SearchField } from '../../../components/lists/search-field';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { useBuildingOptions } from '../../buildings';
import type { BookingFilters } from '../api/get-bookings';
import { localizedName } from '@shared/i18n/locales';

type Props = { filters: BookingFilters; onChange: (partial: Partial<BookingFilters>) => void };

export function BookingsFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const buildings = useBuildingOptions().data ?? [];
  const operators = useBookingOperators().data ?? [];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
      <FilterSelect
        label={t('fields.building')}
        value={filters.building_id}
        onChange={(building_id) => onChange({ building_id })}
        options={buildings.map((b) => ({ value: String(b.id), label: localizedName(b, i18n.language) }))}
      />
      <FilterSelect
        label={t('fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
      <FilterSelect
        label={t('fields.paid')}
        value={filters.is_paid}
        onChange={(is_paid) => onChange({ is_paid })}
        options={[
          { value: 'true', label: t('paid.yes') },
          { value: 'false', label: t('paid.no') },
        ]}
      />
      <FilterSelect
        label={t('fields.operator')}
        value={filters.operator_id}
        onChange={(operator_id) => onChange({ operator_id })}
        options={operators.map((o) => ({ value: String(o.id), label: o.name }))}
      />
      <DateRangeInput
        value={{ from: filters.date_from, to: filters.date_to }}
        onChange={(range) => onChange({ date_from: range.from, date_to: range.to })}
      />
    </Stack>
  );
}
