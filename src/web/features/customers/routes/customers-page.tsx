import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Customer } from '@shared/customers/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayAct, useMaySee } from '../../../lib/auth/permissions';
import { paths, pathTo } from '../../../lib/routing/paths';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteCustomer } from '../api/delete-customer';
import { useBuildingOptions } from '../../buildings';
import { useCountries } from '../api/get-countries';
import { getCustomers, useCustomers, type CustomerFilters } from '../api/get-customers';
import { countryLabel } from '../components/country-field';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { CustomersFilters } from '../components/customers-filters';

const noFilters: CustomerFilters = {
  search: '',
  type: '',
  country: '',
  citizenship: '',
  gender: '',
  birth_date_from: '',
  birth_date_to: '',
  has_phone: '',
  has_email: '',
  building_id: '',
  created_from: '',
  created_to: '',
};

export function CustomersPage() {
  const actionsColumn = useActionsColumn();
  const { t, i18n } = useTranslation('customers');
  const mayAct = useMayAct();
  const list = useListParams('customers', { filters: noFilters });
  const customers = useCustomers({ page: list.page, perpage: list.perpage, ...list.filters });
  const countries = useCountries().data ?? [];
  const buildings = useBuildingOptions(useMaySee()('view_buildings')).data ?? [];
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteCustomer().mutateAsync);
  const canEdit = mayAct('edit_customers');
  const canDelete = mayAct('delete_customers');
  const country = (code: string | null) => {
    const found = code ? countries.find((c) => c.code_iso2 === code) : undefined;
    return found ? countryLabel(found, i18n.language) : (code ?? '');
  };

  const columns: GridColDef<Customer>[] = [
    { field: 'id', headerName: t('fields.id'), width: 80 },
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={pathTo(paths.customers.detail, { id: row.id })}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'type',
      headerName: t('fields.type'),
      width: 140,
      valueGetter: (value: Customer['type']) => t(`types.${value}`),
    },
    {
      field: 'personal_id',
      headerName: t('fields.identification'),
      width: 140,
      valueGetter: (_value, row) => (row.type === 'company' ? row.company_id : row.personal_id),
    },
    { field: 'phone', headerName: t('fields.phone'), width: 150 },
    { field: 'email', headerName: t('fields.email'), width: 200 },
    {
      field: 'citizenship',
      headerName: t('fields.citizenship'),
      width: 140,
      valueGetter: (value: string | null) => country(value),
    },
    {
      field: 'country',
      headerName: t('fields.country'),
      width: 140,
      valueGetter: (value: string | null) => country(value),
    },
    {
      field: 'gender',
      headerName: t('fields.gender'),
      width: 110,
      valueGetter: (value: Customer['gender']) => (value ? t(`genders.${value}`) : ''),
    },
    { field: 'birth_date', headerName: t('fields.birth_date'), width: 120 },
    { field: 'address', headerName: t('fields.address'), width: 200 },
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 120,
      valueGetter: (value: string) => value.slice(0, 10),
    },
  ];
  if (canEdit || canDelete) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={row.name}
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
        actions={canEdit && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<Customer>
        query={customers}
        tableId="customers"
        columns={columns}
        rows={customers.data?.data ?? []}
        total={customers.data?.meta.total ?? 0}
        loading={customers.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<CustomersFilters filters={list.filters} onChange={list.setFilters} buildings={buildings} />}
        onExport={async () => (await getCustomers({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {editing && (
        <CustomerFormDialog customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
