import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { LogEntry } from '@shared/logs/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { QueryTable } from '../../../components/lists/query-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page/page-header';
import { getLogs, useLogs } from '../api/get-logs';
import { LogChangesDialog } from '../components/log-changes-dialog';
import { LogsFilters, type LogFilters } from '../components/logs-filters';
import { useLogLabels } from '../components/use-log-labels';

const noFilters: LogFilters = { user_id: '', action: '', entity_type: '', date_from: '', date_to: '' };

export function LogsPage() {
  const actionsColumn = useActionsColumn();
  const { t } = useTranslation('logs');
  const { t: tc } = useTranslation('common');
  const labels = useLogLabels();
  const list = useListParams('logs', { filters: noFilters });
  const logs = useLogs({ page: list.page, perpage: list.perpage, ...list.filters });
  const [open, setOpen] = useState<LogEntry | null>(null);

  const columns: GridColDef<LogEntry>[] = [
    {
      field: 'created_at',
      headerName: t('fields.created_at'),
      width: 160,
      valueGetter: (value: string) => formatDateTime(value),
    },
    {
      field: 'user_name',
      headerName: t('fields.user'),
      flex: 1,
      minWidth: 180,
      valueGetter: (value: string | null) => value ?? t('system_user'),
    },
    {
      field: 'action',
      headerName: t('fields.action'),
      width: 170,
      valueGetter: (value: string) => labels.action(value),
    },
    {
      field: 'entity_type',
      headerName: t('fields.entity_type'),
      width: 150,
      valueGetter: (value: string) => labels.entity(value),
    },
    { field: 'entity_id', headerName: t('fields.entity_id'), width: 100 },
    {
      field: 'changes',
      headerName: t('fields.changes'),
      flex: 1,
      minWidth: 200,
      valueGetter: (value: LogEntry['changes'], row) =>
        Object.keys(value)
          .map((field) => labels.field(row.entity_type, field))
          .join(', '),
    },
    { field: 'ip', headerName: t('fields.ip'), width: 140 },
    actionsColumn(
      (row) => (
        <Tooltip title={tc('actions.details')}>
          <IconButton size="small" aria-label={tc('actions.details')} onClick={() => setOpen(row)}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
      90,
    ),
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <QueryTable<LogEntry>
        query={logs}
        tableId="logs"
        columns={columns}
        rows={logs.data?.data ?? []}
        total={logs.data?.meta.total ?? 0}
        loading={logs.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<LogsFilters filters={list.filters} onChange={list.setFilters} />}
        onExport={async () => (await getLogs({ ...list.filters, page: 1, perpage: 'all' })).data}
        exportFileName={t('title')}
        gridProps={{ onRowDoubleClick: ({ row }) => setOpen(row) }}
      />
      {open && <LogChangesDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
