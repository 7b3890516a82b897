import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { BARTER_ITEM_TYPES, BARTER_STATUSES, type BarterRow } from '@shared/barter/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { SearchField } from '../../../components/lists/search-field';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteBarter } from '../api/delete-barter';
import { getBarters, useBarters } from '../api/get-barters';
import { useBuildingOptions } from '../../buildings';
import { BarterDetailsDialog } from '../components/barter-details-dialog';
import { BarterFormDialog } from '../components/barter-form-dialog';
import { localizedName } from '@shared/i18n/locales';
import { formatDate } from '../../../components/format-date-time';

const noFilters = { search: '', status: '', item_type: '', building_id: '' };

export function BarterPage() {
  const actionsColumn = useActionsColumn();
  const { t, i18n } = useTranslation('barter');
  const mayAct = useMayAct();
  const list = useListParams('barter', { filters: noFilters });
  const deals = useBarters({ page: list.page, perpage: list.perpage, ...list.filters });
  const buildings = useBuildingOptions();
  const [editing, setEditing] = useState<BarterRow | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const remove = useDeleteAction(useDeleteBarter().mutateAsync);
  const canEdit = mayAct('edit_barters');
  const canDelete = mayAct('delete_barters');
  const f = list.filters;

  const columns: GridColDef<BarterRow>[] = [
    {
      field: 'id',
      headerName: '#',
      width: 80,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => setOpened(row.id)}>
          {`#${row.id}`}
        </Link>
      ),
    },
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 180 },
    {
      field: 'properties',
      headerName: t('fields.properties'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, row) =>
        row.properties
          .filter((p) => !p.released_at)
          .map((p) => `${p.building_name}, ${p.block ? `${p.block}-` : ''}${p.number}`)
          .join('; '),
    },
    {
      field: 'item_type',
      headerName: t('fields.item_type'),
      width: 160,
      valueGetter: (v: string) => t(`item_types.${v as 'land'}`),
    },
    {
      field: 'valuation',
      headerName: t('fields.valuation'),
      width: 150,
      renderCell: ({ row }) => <MoneyText value={row.valuation} currency={row.currency} />,
    },
    { field: 'deal_date', headerName: t('fields.deal_date'), width: 120, valueGetter: formatDate },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      valueGetter: (v: string) => t(`statuses.${v as 'active'}`),
    },
  ];
  if (canEdit || canDelete) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={`#${row.id}`}
          onEdit={canEdit && row.status !== 'canceled' ? () => setEditing(row) : undefined}
          onDelete={canDelete ? () => void remove(row.id) : undefined}
        />
      )),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={mayAct('create_barters') && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<BarterRow>
        query={deals}
        tableId="barter"
        columns={columns}
        rows={deals.data?.data ?? []}
        total={deals.data?.meta.total ?? 0}
        loading={deals.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', p: 1 }}>
            <SearchField value={f.search} onChange={(search) => list.setFilters({ search })} />
            <FilterSelect
              label={t('fields.status')}
              value={f.status}
              onChange={(status) => list.setFilters({ status })}
              options={BARTER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            />
            <FilterSelect
              label={t('fields.item_type')}
              value={f.item_type}
              onChange={(item_type) => list.setFilters({ item_type })}
              options={BARTER_ITEM_TYPES.map((value) => ({ value, label: t(`item_types.${value}`) }))}
            />
            <FilterSelect
              label={t('fields.building')}
              value={f.building_id}
              onChange={(building_id) => list.setFilters({ building_id })}
              options={(buildings.data ?? []).map((b) => ({
                value: String(b.id),
                label: localizedName(b, i18n.language),
              }))}
            />
          </Stack>
        }
        onExport={async () => (await getBarters({ ...f, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {editing && (
        <BarterFormDialog deal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {opened !== null && <BarterDetailsDialog dealId={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
