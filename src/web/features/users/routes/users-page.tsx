import type { GridColDef } from '@mui/x-data-grid';
import type { UserRow } from '@shared/users/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useRoleLabel } from '../../../i18n/use-role-label';
import { useDeleteUser } from '../api/delete-user';
import { getUsers, useUsers } from '../api/get-users';
import { ActiveChip } from '../components/active-chip';
import { UserFormDialog } from '../components/user-form-dialog';
import { UserNameCell } from '../components/user-name-cell';
import { UsersFilters, type UserFilters } from '../components/users-filters';

const noFilters: UserFilters = { search: '', role: '', active: '' };

export function UsersPage() {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const mayAct = useMayAct();
  const roleLabel = useRoleLabel();
  const list = useListParams('users', { filters: noFilters });
  const users = useUsers({ page: list.page, perpage: list.perpage, ...list.filters });
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteUser().mutateAsync);
  const canEdit = mayAct('edit_users');
  const canDelete = mayAct('delete_users');

  const columns: GridColDef<UserRow>[] = [
    {
      field: 'full_name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => <UserNameCell user={row} />,
    },
    { field: 'username', headerName: t('fields.username'), width: 140 },
    { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 180 },
    { field: 'phone', headerName: t('fields.phone'), width: 130 },
    {
      field: 'roles',
      headerName: t('fields.roles'),
      flex: 1,
      minWidth: 160,
      valueGetter: (value: string[]) => value.map(roleLabel).join(', '),
    },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 120,
      valueGetter: (value: boolean) => (value ? tc('labels.active') : tc('labels.inactive')),
      renderCell: ({ row }) => <ActiveChip active={row.active} />,
    },
  ];
  if (canEdit || canDelete) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={row.full_name}
          onEdit={canEdit ? () => setEditing(row) : undefined}
          onDelete={canDelete ? () => void remove(row.id) : undefined}
        />
      )),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={mayAct('create_users') && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<UserRow>
        query={users}
        tableId="users"
        columns={columns}
        rows={users.data?.data ?? []}
        total={users.data?.meta.total ?? 0}
        loading={users.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<UsersFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getUsers({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {editing && (
        <UserFormDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
