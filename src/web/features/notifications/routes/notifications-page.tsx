import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import type { Notification, NotificationMode } from '@shared/notifications/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { useNotifications } from '../api/get-notifications';
import { useMarkAsRead } from '../api/mark-as-read';
import { NotificationCards } from '../components/notification-cards';
import { NotificationText } from '../components/notification-text';
import { ReadStatus } from '../components/read-status';
import { UnreadFilter } from '../components/unread-filter';

/** /notifications: the user's own notices. */
export const NotificationsPage = () => <NotificationsList mode="client" />;

/** /manager/notifications: staff notices about the manager's complexes, with whom each was for. */
export const ManagerNotificationsPage = () => <NotificationsList mode="manager" />;

function NotificationsList({ mode }: { mode: NotificationMode }) {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('notifications');
  const manager = mode === 'manager';
  const list = useListParams<{ unread: boolean }>(manager ? 'manager-notifications' : 'notifications', {
    filters: { unread: false },
  });
  const query = useNotifications({
    page: list.page,
    perpage: list.perpage,
    unread: list.filters.unread,
    mode,
  });
  const markAsRead = useMarkAsRead();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const navigate = useNavigate();
  const fail = useFailureHandler();
  const mark = (id: number | 'all') => markAsRead.mutate(id, { onError: (error) => fail(error) });
  const open = (row: Notification) => {
    if (!manager && row.unread) mark(row.id);
    if (row.link) void navigate(row.link);
  };

  const rowActions = (row: Notification) => (
    <Stack direction="row">
      {row.link && (
        <Tooltip title={t('open')}>
          <IconButton size="small" aria-label={t('open')} onClick={() => open(row)}>
            <OpenInNewOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {!manager && row.unread && (
        <Tooltip title={t('mark_read')}>
          <IconButton
            size="small"
            aria-label={t('mark_read')}
            disabled={markAsRead.isPending}
            onClick={() => mark(row.id)}
          >
            <DoneOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  const columns: GridColDef<Notification>[] = [
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 160,
      valueGetter: (value: string) => formatDateTime(value),
    },
    ...(manager
      ? [
          {
            field: 'recipient_name',
            headerName: t('fields.recipient'),
            width: 190,
          } as GridColDef<Notification>,
        ]
      : []),
    {
      field: 'text',
      headerName: t('fields.text'),
      flex: 1,
      minWidth: 280,
      renderCell: ({ row }) => <NotificationText html={row.text} />,
    },
    {
      field: 'unread',
      headerName: t('fields.status'),
      width: 140,
      renderCell: ({ row }) => <ReadStatus unread={row.unread} />,
    },
    actionsColumn((row) => rowActions(row), 100),
  ];

  const unreadCount = query.data?.unread_count ?? 0;
  const toolbar = (
    <UnreadFilter value={list.filters.unread} onChange={(unread) => list.setFilters({ unread })} />
  );
  return (
    <>
      <PageHeader
        title={manager ? t('manager_title') : t('title')}
        actions={
          !manager && (
            <Button
              variant="outlined"
              startIcon={<DoneAllOutlined />}
              disabled={unreadCount === 0 || markAsRead.isPending}
              onClick={() => mark('all')}
            >
              {t('mark_all_read')}
            </Button>
          )
        }
      />
      {narrow ? (
        query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <NotificationCards
            rows={query.data?.data ?? []}
            loading={query.isFetching}
            page={list.page}
            lastPage={query.data?.meta.last_page ?? 1}
            onPageChange={list.setPage}
            actions={rowActions}
            toolbar={toolbar}
          />
        )
      ) : (
        <QueryTable<Notification>
          query={query}
          tableId={manager ? 'manager-notifications' : 'notifications'}
          columns={columns}
          rows={query.data?.data ?? []}
          total={query.data?.meta.total ?? 0}
          loading={query.isFetching}
          page={list.page}
          perpage={list.perpage}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
          toolbar={toolbar}
          gridProps={{
            getRowHeight: () => 'auto',
            sx: { border: 0, '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } },
          }}
        />
      )}
    </>
  );
}
