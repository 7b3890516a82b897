import Stack from '@mui/material/Stack';
import { CURRENCIES } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/lists/filter-select';
import { CustomerPicker } from '../../customers';
import { DateRangeInput } from '../../../components/date/date-range-input';
import type { AdvanceFilters } from '../api/get-advance-payments';

type Props = { filters: AdvanceFilters; onChange: (partial: Partial<AdvanceFilters>) => void };

export function AdvancePaymentsFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('advancePayments');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Stack sx={{ minWidth: 260 }}>
        <CustomerPicker
          label={t('fields.customer')}
          value={filters.customer_id ? Number(filters.customer_id) : null}
          onChange={(id) => onChange({ customer_id: id === null ? '' : String(id) })}
        />
      </Stack>
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
