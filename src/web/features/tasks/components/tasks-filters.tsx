import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { TASK_DUE_FILTERS, TASK_PRIORITIES, TASK_SCOPES, TASK_STATUSES } from '@shared/tasks/contracts';
import { useTranslation } from 'react-i18next';
import { useMaySee } from '../../../lib/auth/permissions';
import { FilterSelect } from '../../../components/lists/filter-select';
import type { TaskFilters } from '../api/get-tasks';

type Props = { filters: TaskFilters; onChange: (partial: Partial<TaskFilters>) => void };

/** Quick filters one click away (whose, when due), then status and priority. */
export function TasksFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('tasks');
  // A question of reading, so a view-only user holding view_all_tasks has it too.
  const seesAll = useMaySee()('view_all_tasks');
  const scopes = TASK_SCOPES.filter((scope) => scope !== 'all' || seesAll);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" role="group" aria-label={t('filters.scope')} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {scopes.map((scope) => (
          <Chip
            key={scope}
            label={t(`scopes.${scope}`)}
            color={filters.scope === scope ? 'primary' : 'default'}
            variant={filters.scope === scope ? 'filled' : 'outlined'}
            aria-pressed={filters.scope === scope}
            onClick={() => onChange({ scope })}
          />
        ))}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {TASK_DUE_FILTERS.map((due) => (
          <Chip
            key={due}
            label={t(`due.${due}`)}
            color={
              filters.due === due
                ? due === 'overdue'
                  ? 'error'
                  : due === 'today'
                    ? 'warning'
                    : 'primary'
                : 'default'
            }
            variant={filters.due === due ? 'filled' : 'outlined'}
            aria-pressed={filters.due === due}
            onClick={() => onChange({ due: filters.due === due ? '' : due })}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        sx={{
          gap: 1,
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          '& .MuiTextField-root': { minWidth: { xs: 0, sm: 180 } },
        }}
      >
        <FilterSelect
          label={t('fields.status')}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          options={TASK_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        <FilterSelect
          label={t('fields.priority')}
          value={filters.priority}
          onChange={(priority) => onChange({ priority })}
          options={TASK_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
        />
      </Stack>
    </Stack>
  );
}
