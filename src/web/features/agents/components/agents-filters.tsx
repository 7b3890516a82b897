import Stack from '@mui/material/Stack';
import { AGENT_TYPES } from '@shared/agents/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/lists/filter-select';
import { SearchField } from '../../../components/lists/search-field';

export type AgentFilters = { search: string; type: string; active: string };

export function AgentsFilters({
  filters,
  onChange,
}: {
  filters: AgentFilters;
  onChange: (partial: Partial<AgentFilters>) => void;
}) {
  const { t } = useTranslation('agents');
  const { t: tc } = useTranslation('common');
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', p: 1 }}>
      <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
      <FilterSelect
        label={t('fields.type')}
        value={filters.type}
        onChange={(type) => onChange({ type })}
        options={AGENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <FilterSelect
        label={t('fields.active')}
        value={filters.active}
        onChange={(active) => onChange({ active })}
        options={[
          { value: 'true', label: tc('labels.active') },
          { value: 'false', label: tc('labels.inactive') },
        ]}
      />
    </Stack>
  );
}
