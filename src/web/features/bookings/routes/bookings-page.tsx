import BlockOutlined from '@mui/icons-material/BlockOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Booking } from '@shared/bookings/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { BookingFormDialog } from '../components/booking-form-dialog';
import { unitLabel } from '../components/unit-label';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useToast } from '../../../components/feedback/toast-context';
import { formatDate } from '../../../components/format-date-time';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page/page-header';
import { useCancelBooking } from '../api/cancel-booking';
import { useDeleteBooking } from '../api/delete-booking';
import { getBookings, useBookings, type BookingFilters } from '../api/get-bookings';
import { BookingDetailsDialog } from '../components/booking-details-dialog';
import { BookingStatusChip } from '../components/booking-status-chip';
import { BookingsFilters } from '../components/bookings-filters';

const noFilters: BookingFilters = {
  building_id: '',
  status: '',
  is_paid: '',
  date_from: '',
  date_to: '',
  operator_id: '',
  search: '',
};

type Dialog = { kind: 'edit'; booking: Booking | null } | { kind: 'details'; id: number };

export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const actionsColumn = useActionsColumn();
  const mayAct = useMayAct();
  const list = useListParams('bookings', { filters: noFilters });
  const bookings = useBookings({ page: list.page, perpage: list.perpage, ...list.filters });
  // ?booking=ID (a notice's or the chessboard's link) opens that booking's card over the list, also when the
  // page is already open (the link changes the address, not the page); closing it drops the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = Number(searchParams.get('booking'));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [shownLink, setShownLink] = useState(0);
  if (Number.isInteger(linked) && linked > 0 && linked !== shownLink) {
    setShownLink(linked);
    setDialog({ kind: 'details', id: linked });
  } else if (!linked && shownLink) setShownLink(0);
  const closeDialog = () => {
    setDialog(null);
    if (searchParams.has('booking'))
      setSearchParams(
        (current) => {
          current.delete('booking');
          return current;
        },
        { replace: true },
      );
  };
  const remove = useDeleteAction(useDeleteBooking().mutateAsync);
  const cancel = useCancelBooking();
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const canCreate = mayAct('create_bookings');
  const canEdit = mayAct('edit_bookings');
  const canDelete = mayAct('delete_bookings');

  const cancelBooking = async (booking: Booking) => {
    const ok = await confirm({
      message: t('cancel_confirm'),
      confirmLabel: t('actions.cancel'),
      confirmColor: 'primary',
    });
    if (!ok) return;
    cancel.mutateAsync(booking.id).then(() => toast.success(t('canceled')), fail);
  };

  const columns: GridColDef<Booking>[] = [
    { field: 'id', headerName: '№', width: 70 },
    // What a registrar looks for first: the state, then the unit and the buyer.
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 150,
      valueGetter: (value: Booking['status']) => t(`statuses.${value}`),
      renderCell: ({ row }) => <BookingStatusChip status={row.status} />,
    },
    {
      field: 'property',
      headerName: t('fields.property'),
      flex: 1,
      minWidth: 240,
      valueGetter: (_value, row) => unitLabel(t, row.property),
    },
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 170 },
    { field: 'operator_name', headerName: t('fields.operator'), width: 170 },
    { field: 'date_from', headerName: t('fields.date_from'), width: 120, valueGetter: formatDate },
    { field: 'date_to', headerName: t('fields.date_to'), width: 120, valueGetter: formatDate },
    {
      field: 'price',
      headerName: t('fields.price'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.price} currency={row.currency} />,
    },
    {
      field: 'is_paid',
      headerName: t('fields.paid'),
      width: 120,
      valueGetter: (value: boolean) => (value ? t('paid.yes') : t('paid.no')),
    },
    actionsColumn((row) => {
      const label = `№${row.id}`;
      const active = row.status === 'active';
      return (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <Tooltip title={t('actions.open')}>
            <IconButton
              size="small"
              aria-label={`${t('actions.open')}: ${label}`}
              onClick={() => setDialog({ kind: 'details', id: row.id })}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <RowActions
            label={label}
            onEdit={canEdit && active ? () => setDialog({ kind: 'edit', booking: row }) : undefined}
            onDelete={canDelete && row.status !== 'converted' ? () => void remove(row.id) : undefined}
          />
          {canEdit && active && (
            <Tooltip title={t('actions.cancel')}>
              <IconButton
                size="small"
                aria-label={`${t('actions.cancel')}: ${label}`}
                onClick={() => void cancelBooking(row)}
              >
                <BlockOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      );
    }, 170),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canCreate && (
            <AddButton label={t('add')} onClick={() => setDialog({ kind: 'edit', booking: null })} />
          )
        }
      />
      <QueryTable<Booking>
        query={bookings}
        tableId="bookings"
        columns={columns}
        rows={bookings.data?.data ?? []}
        total={bookings.data?.meta.total ?? 0}
        loading={bookings.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<BookingsFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getBookings({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
      />
      {dialog?.kind === 'edit' && <BookingFormDialog booking={dialog.booking} onClose={closeDialog} />}
      {dialog?.kind === 'details' && (
        <BookingDetailsDialog
          id={dialog.id}
          onClose={closeDialog}
          onEdit={canEdit ? (booking) => setDialog({ kind: 'edit', booking }) : undefined}
        />
      )}
    </>
  );
}
