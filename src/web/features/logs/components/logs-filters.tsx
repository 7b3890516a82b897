import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useMaySee } from '../../../lib/auth/permissions';
import { FilterSelect } from '../../../components/lists/filter-select';
import { DateRangeInput } from '../../../components/date/date-range-input';
import { useLogTypes } from '../api/get-log-types';
import { useUserOptions } from '../../users';
import { useLogLabels } from './use-log-labels';

export type LogFilters = {
  user_id: string;
  action: string;
  entity_type: string;
  date_from: string;
  date_to: string;
};

type Props = { filters: LogFilters; onChange: (partial: Partial<LogFilters>) => void };

export function LogsFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('logs');
  const maySee = useMaySee();
  // Only someone who reads everyone's entries and may list employees gets to pick whose to see.
  const pickUser = maySee('view_all_logs') && maySee('view_users');
  const users = useUserOptions(pickUser).data ?? [];
  const types = useLogTypes().data;
  const labels = useLogLabels();

  return (
    <Stack sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }} direction="row">
      {pickUser && (
        <FilterSelect
          label={t('fields.user')}
          value={filters.user_id}
          onChange={(user_id) => onChange({ user_id })}
          options={users.map((user) => ({ value: String(user.id), label: user.full_name }))}
        />
      )}
      <FilterSelect
        label={t('fields.action')}
        value={filters.action}
        onChange={(action) => onChange({ action })}
        options={(types?.actions ?? []).map((action) => ({ value: action, label: labels.action(action) }))}
      />
      <FilterSelect
        label={t('fields.entity_type')}
        value={filters.entity_type}
        onChange={(entity_type) => onChange({ entity_type })}
        options={(types?.entity_types ?? []).map((entity) => ({
          value: entity,
          label: labels.entity(entity),
        }))}
      />
      <DateRangeInput
        size="small"
        value={{ from: filters.date_from, to: filters.date_to }}
        onChange={({ from, to }) => onChange({ date_from: from, date_to: to })}
      />
    </Stack>
  );
}
