import type { GridColDef } from '@mui/x-data-grid';
import type { Role } from '@shared/roles/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { clientPaging } from '../../../components/lists/client-page';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useRoleLabel } from '../../../i18n/use-role-label';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleFormDialog } from '../components/role-form-dialog';

export function RolesPage() {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('roles');
  const mayAct = useMayAct();
  const roleLabel = useRoleLabel();
  const list = useListParams('roles');
  const roles = useRoles();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteRole().mutateAsync);
  const canEdit = mayAct('edit_role_permissions');
  const canDelete = mayAct('delete_role_permissions');

  const columns: GridColDef<Role>[] = [
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 220,
      valueGetter: (value: string) => roleLabel(value),
    },
    {
      field: 'permissions',
      headerName: t('fields.permissions_count'),
      width: 170,
      valueGetter: (value: string[]) => value.length,
    },
    { field: 'users_count', headerName: t('fields.users_count'), width: 170 },
    { field: 'view_only', headerName: t('fields.view_only'), width: 170, type: 'boolean' },
  ];
  if (canEdit || canDelete) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={roleLabel(row.name)}
          onEdit={canEdit ? () => setEditing(row) : undefined}
          onDelete={canDelete ? () => void remove(row.id) : undefined}
        />
      )),
    );
  }

  const rows = roles.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={canEdit && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<Role>
        query={roles}
        tableId="roles"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={roles.isPending}
      />
      {editing && (
        <RoleFormDialog role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
