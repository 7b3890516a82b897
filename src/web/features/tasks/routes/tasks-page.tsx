import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { Task } from '@shared/tasks/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMayWrite } from '../../../lib/auth/permissions';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { AddButton } from '../../../components/lists/add-button';
import { QueryTable } from '../../../components/lists/query-table';
import { PageHeader } from '../../../components/page/page-header';
import { useTask } from '../api/get-task';
import { useTasks, type TaskFilters } from '../api/get-tasks';
import { DueText } from '../components/due-text';
import { PriorityChip } from '../components/priority-chip';
import { RecordLink } from '../components/record-link';
import { TaskDetailsDialog } from '../components/task-details-dialog';
import { TaskFormDialog } from '../components/task-form-dialog';
import { DoneToggle, TaskEditDelete } from '../components/task-row-actions';
import { TasksFilters } from '../components/tasks-filters';

/** Opening the page shows my open tasks; every filter stays in the URL. */
const defaultFilters: TaskFilters = { scope: 'mine', due: '', status: 'open', priority: '' };

/** The list's columns; edit and delete only for whoever may write. */
function useColumns(edit: ((task: Task) => void) | null): GridColDef<Task>[] {
  const { t } = useTranslation('tasks');
  const actionsColumn = useActionsColumn();
  const columns: GridColDef<Task>[] = [
    {
      field: 'status',
      headerName: '',
      width: 56,
      sortable: false,
      renderCell: ({ row }) => <DoneToggle task={row} />,
    },
    {
      field: 'title',
      headerName: t('fields.title'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box
          component="span"
          title={row.description || row.title}
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            ...(row.status === 'done' ? { textDecoration: 'line-through', color: 'text.secondary' } : {}),
          }}
        >
          {row.title}
        </Box>
      ),
    },
    {
      field: 'due_date',
      headerName: t('fields.due_date'),
      width: 210,
      renderCell: ({ row }) => <DueText task={row} />,
    },
    {
      field: 'priority',
      headerName: t('fields.priority'),
      width: 130,
      valueGetter: (value: Task['priority']) => t(`priorities.${value}`),
      renderCell: ({ row }) => <PriorityChip priority={row.priority} />,
    },
    {
      field: 'assignee',
      headerName: t('fields.assignee'),
      width: 170,
      valueGetter: (value: Task['assignee']) => value?.name ?? '',
    },
    {
      field: 'creator',
      headerName: t('fields.creator'),
      width: 170,
      valueGetter: (value: Task['creator']) => value?.name ?? t('system'),
    },
    {
      field: 'model',
      headerName: t('fields.record'),
      width: 200,
      renderCell: ({ row }) => <RecordLink task={row} />,
    },
    {
      field: 'done_at',
      headerName: t('fields.done_at'),
      width: 140,
      valueGetter: (value: string | null) => (value ? formatDateTime(value) : ''),
    },
  ];
  return edit
    ? [...columns, actionsColumn((row) => <TaskEditDelete task={row} onEdit={edit} />, 100)]
    : columns;
}

/** A task a bell notice links to (`/tasks?task=12`) opens in the dialog once loaded. */
function useLinkedTask(open: (task: Task) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = Number(searchParams.get('task')) || null;
  const linked = useTask(linkedId);
  useEffect(() => {
    if (!linked.data) return;
    open(linked.data);
    setSearchParams(
      (current) => {
        current.delete('task');
        return current;
      },
      { replace: true },
    );
  }, [linked.data, open, setSearchParams]);
}

/**
 * /tasks: my tasks and those I gave (everybody's with view_all_tasks), done with one click. A view-only user
 * (spec §6) reads them: no add, done, edit or delete, and a task opens to read instead of in the form.
 */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation('common');
  const list = useListParams('tasks', { filters: defaultFilters });
  const tasks = useTasks({ page: list.page, perpage: list.perpage, ...list.filters });
  const canWrite = useMayWrite();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  useLinkedTask(setEditing);
  const columns = useColumns(canWrite ? setEditing : null);

  return (
    <>
      <PageHeader
        title={tc('nav.tasks')}
        actions={canWrite && <AddButton label={t('add')} onClick={() => setEditing('new')} />}
      />
      <QueryTable<Task>
        query={tasks}
        tableId="tasks"
        columns={columns}
        rows={tasks.data?.data ?? []}
        total={tasks.data?.meta.total ?? 0}
        loading={tasks.isFetching}
        page={list.page}
        perpage={list.perpage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        toolbar={<TasksFilters filters={list.filters} onChange={list.setFilters} />}
        gridProps={{ onRowDoubleClick: ({ row }) => setEditing(row) }}
      />
      {editing &&
        (canWrite ? (
          <TaskFormDialog task={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : (
          editing !== 'new' && <TaskDetailsDialog task={editing} onClose={() => setEditing(null)} />
        ))}
    </>
  );
}
