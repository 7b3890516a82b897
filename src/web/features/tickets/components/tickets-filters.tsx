import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TICKET_MODES, TICKET_STATUSES } from '@shared/tickets/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/lists/filter-select';
import { SearchField } from '../../../components/lists/search-field';
import { useTicketCategories } from '../api/get-ticket-categories';
import type { TicketFilters } from '../api/get-tickets';

type Props = { filters: TicketFilters; onChange: (partial: Partial<TicketFilters>) => void };

export function TicketsFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('tickets');
  const categories = useTicketCategories();
  return (
    <Stack
      direction="row"
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: '1fr 1fr',
        '& .MuiTextField-root': { minWidth: { xs: 0, sm: 180 } },
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filters.mode}
        onChange={(_, mode: TicketFilters['mode'] | null) => mode && onChange({ mode })}
        sx={{ gridColumn: '1 / -1' }}
      >
        {TICKET_MODES.map((mode) => (
          <ToggleButton key={mode} value={mode}>
            {t(`modes.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FilterSelect
        label={t('fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={TICKET_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
      />
      <FilterSelect
        label={t('fields.category')}
        value={filters.category_id}
        onChange={(category_id) => onChange({ category_id })}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FilterSelect
        label={t('fields.late')}
        value={filters.late}
        onChange={(late) => onChange({ late })}
        options={(['true', 'false'] as const).map((value) => ({ value, label: t(`late_filter.${value}`) }))}
      />
      <Stack sx={{ gridColumn: '1 / -1' }}>
        <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
      </Stack>
    </Stack>
  );
}
