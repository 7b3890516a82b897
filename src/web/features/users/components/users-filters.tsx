import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/lists/filter-select';
import { SearchField } from '../../../components/lists/search-field';
import { useRoleLabel } from '../../../i18n/use-role-label';
import { useAssignablePermissions } from '../api/get-assignable-permissions';

export type UserFilters = { search: string; role: string; active: string };

type Props = { filters: UserFilters; onChange: (partial: Partial<UserFilters>) => void };

export function UsersFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const roleLabel = useRoleLabel();
  const roles = useAssignablePermissions().data?.roles ?? [];
  return (
    <Stack sx={{ flexWrap: 'wrap', gap: 1 }} direction="row">
      <SearchField value={filters.search} onChange={(search) => onChange({ search })} />
      <FilterSelect
        label={t('fields.roles')}
        value={filters.role}
        onChange={(role) => onChange({ role })}
        options={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
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
