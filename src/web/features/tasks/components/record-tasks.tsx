import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task, TaskModel } from '@shared/tasks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayWrite } from '../../../lib/auth/permissions';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useTasks } from '../api/get-tasks';
import { TaskFormDialog } from './task-form-dialog';
import { TaskItems } from './task-items';

/** A record's tasks the reader may see, at most this many (a record rarely has more). */
const RECORD_TASKS = 50;

function Panel({ model, modelId }: { model: TaskModel; modelId: number }) {
  const { t } = useTranslation('tasks');
  const tasks = useTasks({ model, model_id: modelId, perpage: RECORD_TASKS, page: 1 });
  const canWrite = useMayWrite();
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  return (
    <Stack component="section" aria-label={t('record_title')} sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('record_title')}
        </Typography>
        {canWrite && (
          <Button size="small" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )}
      </Stack>
      {tasks.isPending ? (
        <PageLoader />
      ) : tasks.isError ? (
        <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <TaskItems tasks={tasks.data.data} onEdit={canWrite ? setEditing : undefined} />
      )}
      {editing && (
        <TaskFormDialog
          task={editing === 'new' ? null : editing}
          record={{ model, modelId }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/**
 * "Add task" and the tasks about one record (a sale, customer or booking), for the record's page; nothing
 * with the tasks module off. A view-only user (spec §6) gets the list without add, done, edit or delete.
 */
export function RecordTasks({ model, modelId }: { model: TaskModel; modelId: number }) {
  return useAppConfig().modules.tasks ? <Panel model={model} modelId={modelId} /> : null;
}
