import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { NotificationLog } from '@shared/notifications/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { paths, pathTo } from '../../../lib/routing/paths';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { QueryTable } from '../../../components/lists/query-table';
import { PageHeader } from '../../../components/page/page-header';
import { useExportNotificationLogs } from '../api/export-notification-logs';
import { useNotificationLogs, type NotificationLogFilters } from '../api/get-notification-logs';
import { LogDetailDialog } from '../components/log-detail-dialog';
import { MessageStatusChip } from '../components/message-status-chip';
import { NotificationLogsFilters } from '../components/notification-logs-filters';
import { useResend } from '../components/use-resend';

const noFilters: NotificationLogFilters = {
  sale_id: '',
  customer_id: '',
  notification_channel: '',
  notification_type: '',
  status: '',
  trigger: '',
  date_from: '',
  date_to: '',
};

function useColumns(open: (row: NotificationLog) => void): GridColDef<NotificationLog>[] {
  const { t } = useTranslation('notificationLogs');
  const actionsColumn = useActionsColumn();
  const mayAct = useMayAct();
  const resend = useResend();
  return [
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 135,
      valueGetter: (value: string) => formatDateTime(value),
    },
    {
      field: 'contract_no',
      headerName: t('fields.contract_no'),
      width: 140,
      renderCell: ({ row }) =>
        row.sale_id !== null && row.contract_no ? (
          <Link
            component={RouterLink}
            to={pathTo(paths.sales.detail, { id: row.sale_id })}
            onClick={(event) => event.stopPropagation()}
          >
            {row.contract_no}
          </Link>
        ) : null,
    },
    { field: 'customer_name', headerName: t('fields.customer'), flex: 1, minWidth: 160 },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 140,
      valueGetter: (value: NotificationLog['status']) => t(`statuses.${value}`),
      renderCell: ({ row }) => <MessageStatusChip status={row.status} />,
    },
    {
      field: 'notification_type',
      headerName: t('fields.type'),
      width: 160,
      valueGetter: (value: NotificationLog['notification_type']) => t(`types.${value}`),
    },
    {
      field: 'notification_channel',
      headerName: t('fields.channel'),
      width: 90,
      valueGetter: (value: NotificationLog['notification_channel']) => t(`channels.${value}`),
    },
    { field: 'recipient', headerName: t('fields.recipient'), width: 160 },
    {
      field: 'trigger',
      headerName: t('fields.trigger'),
      width: 110,
      valueGetter: (value: NotificationLog['trigger']) => t(`triggers.${value}`),
    },
    {
      field: 'sender',
      headerName: t('fields.sender'),
      width: 160,
      valueGetter: (value: NotificationLog['sender']) => value?.name ?? t('system'),
    },
    { field: 'attempts', headerName: t('fields.attempts'), width: 90, type: 'number' },
    {
      field: 'segments',
      headerName: t('fields.segments'),
      width: 90,
      type: 'number',
      valueGetter: (value: number, row) => (row.notification_channel === 'sms' ? value : null),
    },
    { field: 'error_message', headerName: t('fields.error'), flex: 1, minWidth: 200 },
    actionsColumn(
      (row) => (
        <>
          <Tooltip title={t('details')}>
            <IconButton size="small" aria-label={t('details')} onClick={() => open(row)}>
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {row.status === 'failed' && mayAct('send_notifications') && (
            <Tooltip title={t('resend.action')}>
              <IconButton size="small" aria-label={t('resend.action')} onClick={() => void resend(row)}>
                <ReplayOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
      100,
    ),
  ];
}

/** /notification-logs: every message to buyers, with its state, the notes on it, resend and export. */
export function NotificationLogsPage() {
  const { t } = useTranslation('notificationLogs');
  const { t: tc } = useTranslation('common');
  const title = tc('nav.notification_logs');
  const list = useListParams('notification-logs', { filters: noFilters });
  const logs = useNotificationLogs({ page: list.page, perpage: list.perpage, ...list.filters });
  const [open, setOpen] = useState<NotificationLog | null>(null);
  const exporting = useExportNotificationLogs();
  const fail = useFailureHandler();
  const columns = useColumns(setOpen);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate({ filters: list.filters, fileName: title }, { onError: (e) => fail(e) })
            }
          >
            {t('export')}
          </Button>
        }
      />
      <QueryTable<NotificationLog>
        query={logs}
        tableId="notification-logs"
        columns={columns}
        rows={logs.data?.data ?? []}
        total={logs.data?.meta.total ?? 0}
        loading={logs.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<NotificationLogsFilters filters={list.filters} onChange={list.setFilters} />}
        gridProps={{ onRowDoubleClick: ({ row }) => setOpen(row) }}
      />
      {open && <LogDetailDialog row={open} onChange={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
