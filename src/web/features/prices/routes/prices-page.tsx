import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { formatIsoDate } from '@shared/dates/date-formats';
import type { PriceListDetail, PriceListRow } from '@shared/prices/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { clientPaging } from '../../../components/lists/client-page';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useDeletePriceList } from '../api/delete-price-list';
import { useBuildingOptions } from '../../buildings';
import { usePriceLists, type PriceListFilters } from '../api/get-price-lists';
import { localizedName } from '@shared/i18n/locales';
import { PriceListDialog } from '../components/price-list-dialog';
import { PriceListFormDialog } from '../components/price-list-form-dialog';
import { PriceListStatusChip } from '../components/price-list-status-chip';

const noFilters: PriceListFilters = { building_id: '' };

type Dialog = { kind: 'view'; id: number } | { kind: 'edit'; list: PriceListDetail | null };

/** The complexes' price lists, newest first; the complex filter stays in the URL (?building_id=). */
export function PricesPage() {
  const actionsColumn = useActionsColumn();
  const { t, i18n } = useTranslation('prices');
  const mayAct = useMayAct();
  const canEdit = mayAct('edit_properties');
  const list = useListParams('prices', { filters: noFilters });
  const lists = usePriceLists(list.filters);
  const buildings = useBuildingOptions().data ?? [];
  const names = new Map(buildings.map((building) => [building.id, localizedName(building, i18n.language)]));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const remove = useDeleteAction(useDeletePriceList().mutateAsync);

  const columns: GridColDef<PriceListRow>[] = [
    {
      field: 'building_name',
      headerName: t('fields.building'),
      flex: 1,
      minWidth: 180,
      valueGetter: (value: string, row) => names.get(row.building_id) ?? value,
    },
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 180 },
    {
      field: 'valid_from',
      headerName: t('fields.valid_from'),
      width: 170,
      valueGetter: (value: string) => formatIsoDate(value.slice(0, 10), 'DD.MM.YYYY'),
    },
    {
      field: 'source',
      headerName: t('fields.source'),
      width: 130,
      valueGetter: (value: PriceListRow['source']) => t(`sources.${value}`),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      valueGetter: (value: PriceListRow['status']) => t(`statuses.${value}`),
      renderCell: ({ row }) => <PriceListStatusChip status={row.status} />,
    },
    {
      field: 'items_count',
      headerName: t('fields.items_count'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 150,
      valueGetter: (value: string) => formatDateTime(value),
    },
    {
      field: 'applied_at',
      headerName: t('fields.applied_at'),
      width: 150,
      valueGetter: (value: string | null) => (value ? formatDateTime(value) : ''),
    },
    actionsColumn(
      (row) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <Tooltip title={t('open')}>
            <IconButton
              size="small"
              aria-label={`${t('open')}: ${row.title}`}
              onClick={() => setDialog({ kind: 'view', id: row.id })}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {canEdit && row.status === 'draft' && (
            <RowActions label={row.title} onDelete={() => void remove(row.id)} />
          )}
        </Stack>
      ),
      110,
    ),
  ];

  const rows = lists.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canEdit && <AddButton label={t('add')} onClick={() => setDialog({ kind: 'edit', list: null })} />
        }
      />
      <QueryTable<PriceListRow>
        query={lists}
        tableId="prices"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={lists.isFetching}
        toolbar={
          <FilterSelect
            label={t('fields.building')}
            value={list.filters.building_id}
            onChange={(building_id) => list.setFilters({ building_id })}
            options={buildings.map((building) => ({
              value: String(building.id),
              label: localizedName(building, i18n.language),
            }))}
          />
        }
        onExport={async () => rows}
        exportFileName={t('title')}
        gridProps={{ onRowDoubleClick: ({ row }) => setDialog({ kind: 'view', id: row.id }) }}
      />
      {dialog?.kind === 'view' && (
        <PriceListDialog
          id={dialog.id}
          canEdit={canEdit}
          onEdit={(detail) => setDialog({ kind: 'edit', list: detail })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <PriceListFormDialog
          list={dialog.list}
          buildingId={list.filters.building_id}
          onClose={() => setDialog(null)}
          onSaved={(saved) => setDialog({ kind: 'view', id: saved.id })}
        />
      )}
    </>
  );
}
