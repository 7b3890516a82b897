import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TicketRow } from '@shared/tickets/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { paths, pathTo } from '../../../lib/routing/paths';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { PageHeader } from '../../../components/page/page-header';
import { useDeleteTicket } from '../api/delete-ticket';
import { useTickets, type TicketFilters } from '../api/get-tickets';
import { CategoriesDialog } from '../components/categories-dialog';
import { CreateTicketDialog } from '../components/create-ticket-dialog';
import { RatingStars } from '../components/rating-stars';
import { LateChip, TicketStatusChip } from '../components/ticket-status-chip';
import { TicketsFilters } from '../components/tickets-filters';

const noFilters: TicketFilters = { mode: 'client', status: '', category_id: '', late: '', search: '' };

function useColumns(): GridColDef<TicketRow>[] {
  const { t } = useTranslation('tickets');
  const actionsColumn = useActionsColumn();
  const mayAct = useMayAct();
  const remove = useDeleteTicket();
  const onDelete = useDeleteAction((id: number) => remove.mutateAsync(id));
  return [
    {
      field: 'ticket_id',
      headerName: t('fields.ticket_id'),
      width: 130,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={pathTo(paths.tickets.detail, { id: row.id })}>
          {row.ticket_id}
        </Link>
      ),
    },
    { field: 'subject', headerName: t('fields.subject'), flex: 1, minWidth: 200 },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 260,
      valueGetter: (value: TicketRow['status']) => t(`statuses.${value}`),
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
          <TicketStatusChip status={row.status} />
          {row.late && <LateChip />}
        </Stack>
      ),
    },
    {
      field: 'category_name',
      headerName: t('fields.category'),
      width: 170,
      valueGetter: (value: string | null) => value ?? t('no_category'),
    },
    {
      field: 'requester_name',
      headerName: t('fields.requester'),
      width: 190,
      valueGetter: (value: string | null, row) =>
        `${value ?? '—'} (${t(`requester_types.${row.requester_type}`)})`,
    },
    {
      field: 'priority',
      headerName: t('fields.priority'),
      width: 120,
      valueGetter: (value: TicketRow['priority']) => t(`priorities.${value}`),
    },
    {
      field: 'assignee_name',
      headerName: t('fields.assignee'),
      width: 170,
      valueGetter: (value: string | null) => value ?? t('no_assignee'),
    },
    {
      field: 'rating',
      headerName: t('fields.rating'),
      width: 130,
      renderCell: ({ row }) =>
        row.rating ? (
          <Stack sx={{ height: '100%', justifyContent: 'center' }}>
            <RatingStars value={row.rating} />
          </Stack>
        ) : null,
    },
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 140,
      valueGetter: (value: string) => formatDateTime(value),
    },
    actionsColumn(
      (row) => (
        <>
          <Tooltip title={t('open_ticket')}>
            <IconButton
              size="small"
              aria-label={t('open_ticket')}
              component={RouterLink}
              to={pathTo(paths.tickets.detail, { id: row.id })}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {mayAct('manage_tickets') && (
            <Tooltip title={t('category_dialog.delete')}>
              <IconButton
                size="small"
                aria-label={t('category_dialog.delete')}
                onClick={() => void onDelete(row.id)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
      100,
    ),
  ];
}

/** /tickets: requests I opened or those to handle, with status, lateness, category and rating. */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation('common');
  const mayAct = useMayAct();
  const navigate = useNavigate();
  const list = useListParams('tickets', { filters: noFilters });
  const tickets = useTickets({ page: list.page, perpage: list.perpage, ...list.filters });
  const [creating, setCreating] = useState(false);
  const [categories, setCategories] = useState(false);
  const columns = useColumns();
  return (
    <>
      <PageHeader
        title={tc('nav.tickets')}
        actions={
          <>
            {mayAct('manage_tickets') && (
              <Button variant="outlined" startIcon={<CategoryOutlined />} onClick={() => setCategories(true)}>
                {t('categories')}
              </Button>
            )}
            {mayAct('view_tickets', 'manage_tickets') && (
              <AddButton label={t('add')} onClick={() => setCreating(true)} />
            )}
          </>
        }
      />
      <QueryTable<TicketRow>
        query={tickets}
        tableId="tickets"
        columns={columns}
        rows={tickets.data?.data ?? []}
        total={tickets.data?.meta.total ?? 0}
        loading={tickets.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<TicketsFilters filters={list.filters} onChange={list.setFilters} />}
        gridProps={{
          onRowDoubleClick: ({ row }) => void navigate(pathTo(paths.tickets.detail, { id: row.id })),
        }}
      />
      {creating && <CreateTicketDialog onClose={() => setCreating(false)} />}
      {categories && <CategoriesDialog onClose={() => setCategories(false)} />}
    </>
  );
}
