import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CONTAINER_STATUSES,
  RENOVATION_STATUSES,
  type ServiceOrder,
  type ServiceOrderKind,
} from '@shared/services/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useListParams } from '../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { MoneyText } from '../../../components/money-text';
import { useServiceOrders } from '../api/get-service-orders';
import { OrderDrawer } from './order-drawer';
import { OrderFormDialog } from './order-form-dialog';

function useColumns(): GridColDef<ServiceOrder>[] {
  const { t } = useTranslation('services');
  const money = (field: 'total' | 'paid' | 'debt') => ({
    field,
    headerName: t(`fields.${field}`),
    width: 130,
    renderCell: ({ row }: { row: ServiceOrder }) => <MoneyText value={row[field]} currency={row.currency} />,
  });
  return [
    { field: 'contract_no', headerName: t('fields.sale'), width: 150 },
    { field: 'buyers', headerName: t('fields.buyers'), flex: 1, minWidth: 180 },
    { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 160 },
    money('total'),
    money('paid'),
    money('debt'),
    { field: 'overdue_days', headerName: t('fields.overdue_days'), width: 190, type: 'number' },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 140,
      valueGetter: (value: string) => t(`statuses.${value}`),
    },
  ];
}

/** The renovations or containers: the list with its status filter, the drawer of one, and "add". */
export function OrdersList({ kind }: { kind: ServiceOrderKind }) {
  const { t } = useTranslation('services');
  const mayAct = useMayAct();
  const tableId = kind === 'renovation' ? 'renovations' : 'service-containers';
  const list = useListParams(tableId, { filters: { status: '', sale_id: '' } });
  const orders = useServiceOrders(kind, { page: list.page, perpage: list.perpage, ...list.filters });
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const statuses = kind === 'renovation' ? RENOVATION_STATUSES : CONTAINER_STATUSES;
  const columns = useColumns();
  return (
    <>
      <QueryTable<ServiceOrder>
        query={orders}
        tableId={tableId}
        columns={columns}
        rows={orders.data?.data ?? []}
        total={orders.data?.meta.total ?? 0}
        loading={orders.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: 1 }}>
            <FilterSelect
              label={t('fields.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
            {mayAct(kind === 'renovation' ? 'edit_services' : 'edit_service_containers') && (
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
                {t(`${kind}.add`)}
              </Button>
            )}
          </Stack>
        }
        gridProps={{ onRowClick: ({ row }) => setOpen(row.id) }}
      />
      {open !== null && <OrderDrawer kind={kind} id={open} onClose={() => setOpen(null)} />}
      {adding && <OrderFormDialog kind={kind} order={null} onClose={() => setAdding(false)} />}
    </>
  );
}
