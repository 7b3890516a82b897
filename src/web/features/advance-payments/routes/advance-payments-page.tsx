import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdvancePayment } from '@shared/advance-payments/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteAdvancePayment } from '../api/delete-advance-payment';
import { getAdvancePayments, useAdvancePayments, type AdvanceFilters } from '../api/get-advance-payments';
import { AdvancePaymentFormDialog } from '../components/advance-payment-form-dialog';
import { AdvancePaymentsFilters } from '../components/advance-payments-filters';
import { formatDate } from '../../../components/format-date-time';

const noFilters: AdvanceFilters = { customer_id: '', currency: '', date_from: '', date_to: '' };

export function AdvancePaymentsPage() {
  const { t } = useTranslation('advancePayments');
  const actionsColumn = useActionsColumn();
  const canEdit = useMayAct()('edit_advanced_payments');
  const list = useListParams('advance-payments', { filters: noFilters });
  const advances = useAdvancePayments({ page: list.page, perpage: list.perpage, ...list.filters });
  const [editing, setEditing] = useState<AdvancePayment | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteAdvancePayment().mutateAsync);

  const columns: GridColDef<AdvancePayment>[] = [
    { field: 'paid_at', headerName: t('fields.paid_at'), width: 130, valueGetter: formatDate },
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 180 },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      width: 160,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.amount} currency={row.currency} />,
    },
    { field: 'currency', headerName: t('fields.currency'), width: 90 },
    {
      field: 'property',
      headerName: t('fields.property'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) =>
        row.property
          ? [row.property.building_name, row.property.block, `№${row.property.number}`]
              .filter(Boolean)
              .join(', ')
          : t('no_property'),
    },
    { field: 'bank_account', headerName: t('fields.bank_account'), flex: 1, minWidth: 200 },
    { field: 'note', headerName: t('fields.note'), flex: 1, minWidth: 150 },
  ];
  if (canEdit) {
    columns.push(
      actionsColumn((row) =>
        row.sale_id === null ? (
          <RowActions
            label={`${row.customer_name} ${row.amount}`}
            onEdit={() => setEditing(row)}
            onDelete={() => void remove(row.id)}
          />
        ) : (
          <Typography variant="caption">{t('applied')}</Typography>
        ),
      ),
    );
  }

  const totals = advances.data?.totals ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={canEdit && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<AdvancePayment>
        query={advances}
        tableId="advance-payments"
        columns={columns}
        rows={advances.data?.data ?? []}
        total={advances.data?.meta.total ?? 0}
        loading={advances.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<AdvancePaymentsFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getAdvancePayments({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {totals.length > 0 && (
        <Stack
          direction="row"
          sx={{ gap: 1, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
          aria-label={t('totals')}
        >
          <Typography variant="subtitle2">{t('totals')}:</Typography>
          {totals.map((total) => (
            <Chip
              key={total.currency}
              label={<MoneyText value={total.total} currency={total.currency} />}
              variant="outlined"
            />
          ))}
        </Stack>
      )}
      {editing && (
        <AdvancePaymentFormDialog
          advance={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
