import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { PropertyDetail, PropertyRow } from '@shared/properties/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useListParams } from '../../../components/data-table/use-list-params';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteProperty } from '../api/delete-property';
import { getProperties, useProperties, type PropertyFilters } from '../api/get-properties';
import { propertyQuery } from '../api/get-property';
import { useLookup } from '../../buildings';
import { BulkCreateDialog } from '../components/bulk-create-dialog';
import { PropertiesFilters } from '../components/properties-filters';
import { PropertyFormDialog } from '../components/property-form-dialog';
import { SplitDialog } from '../components/split-dialog';
import { StatusChip } from '../components/status-chip';

const noFilters: PropertyFilters = {
  building_id: '',
  block: '',
  floor_from: '',
  floor_to: '',
  number: '',
  type: '',
  state: '',
  status: '',
  view: '',
  rooms: '',
  area_from: '',
  area_to: '',
  price_from: '',
  price_to: '',
  currency: '',
  feature_id: '',
};

type Dialog =
  { kind: 'edit'; unit: PropertyDetail | null } | { kind: 'split'; unit: PropertyDetail } | { kind: 'bulk' };

export function PropertiesPage() {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('properties');
  const mayAct = useMayAct();
  const list = useListParams('properties', { filters: noFilters });
  const properties = useProperties({ page: list.page, perpage: list.perpage, ...list.filters });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const remove = useDeleteAction(useDeleteProperty().mutateAsync);
  const queryClient = useQueryClient();
  const fail = useFailureHandler();
  const type = useLookup('property-types').title;
  const state = useLookup('property-states').title;
  const status = useLookup('property-statuses').title;
  const view = useLookup('property-views').title;
  const canEdit = mayAct('edit_properties');
  const canDelete = mayAct('delete_properties');

  /** The dialogs work on the full record (features, parts); the row is only a summary. */
  const open = (id: number, kind: 'edit' | 'split') =>
    queryClient.fetchQuery(propertyQuery(id)).then((unit) => setDialog({ kind, unit }), fail);

  const columns: GridColDef<PropertyRow>[] = [
    { field: 'building_name', headerName: t('fields.building'), flex: 1, minWidth: 160 },
    { field: 'block', headerName: t('fields.block'), width: 70 },
    { field: 'floor', headerName: t('fields.floor'), width: 70 },
    { field: 'number', headerName: t('fields.number'), width: 90 },
    { field: 'type', headerName: t('fields.type'), width: 130, valueGetter: (value: string) => type(value) },
    {
      field: 'state',
      headerName: t('fields.state'),
      width: 140,
      valueGetter: (value: string) => state(value),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 140,
      valueGetter: (value: string) => status(value),
      renderCell: ({ row }) => <StatusChip status={row.status} label={status(row.status)} />,
    },
    {
      field: 'view',
      headerName: t('fields.view'),
      width: 110,
      valueGetter: (value: string | null) => view(value),
    },
    { field: 'rooms', headerName: t('fields.rooms'), width: 80 },
    {
      field: 'total_area',
      headerName: t('fields.total_area'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'price_per_m2',
      headerName: t('fields.price_per_m2'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.price_per_m2} currency={row.currency} />,
    },
    {
      field: 'total_price',
      headerName: t('fields.total_price'),
      width: 160,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.total_price} currency={row.currency} />,
    },
    { field: 'currency', headerName: t('fields.currency'), width: 90 },
  ];
  if (canEdit || canDelete) {
    columns.push(
      actionsColumn(
        (row) => (
          <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
            <RowActions
              label={row.number}
              onEdit={canEdit ? () => void open(row.id, 'edit') : undefined}
              onDelete={canDelete ? () => void remove(row.id) : undefined}
            />
            {canEdit && row.status === 'free' && (
              <Tooltip title={t('actions.split')}>
                <IconButton
                  size="small"
                  aria-label={`${t('actions.split')}: ${row.number}`}
                  onClick={() => void open(row.id, 'split')}
                >
                  <CallSplitOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
        140,
      ),
    );
  }

  const canCreate = mayAct('create_properties');
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canCreate && (
            <>
              <Button
                variant="outlined"
                startIcon={<LibraryAddOutlined />}
                onClick={() => setDialog({ kind: 'bulk' })}
              >
                {t('bulk.open')}
              </Button>
              <AddButton label={t('add')} onClick={() => setDialog({ kind: 'edit', unit: null })} />
            </>
          )
        }
      />
      <QueryTable<PropertyRow>
        query={properties}
        tableId="properties"
        columns={columns}
        rows={properties.data?.data ?? []}
        total={properties.data?.meta.total ?? 0}
        loading={properties.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<PropertiesFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getProperties({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {dialog?.kind === 'edit' && <PropertyFormDialog unit={dialog.unit} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'split' && <SplitDialog unit={dialog.unit} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'bulk' && <BulkCreateDialog onClose={() => setDialog(null)} />}
    </>
  );
}
