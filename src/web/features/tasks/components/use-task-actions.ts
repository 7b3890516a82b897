import type { Task } from '@shared/tasks/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useDeleteTask } from '../api/delete-task';
import { useSaveTask } from '../api/save-task';
import { toggledBody } from './task-form';

/** Done (or open again) with one click, and delete after confirming; failures are toasted. */
export function useTaskActions() {
  const { t } = useTranslation('tasks');
  const save = useSaveTask();
  const toast = useToast();
  const fail = useFailureHandler();
  const remove = useDeleteAction(useDeleteTask().mutateAsync);
  const toggle = (task: Task) =>
    save.mutateAsync(toggledBody(task)).then(
      (saved) => toast.success(saved.status === 'done' ? t('marked_done') : t('reopened')),
      (error: unknown) => fail(error),
    );
  return { toggle, remove: (task: Task) => remove(task.id), toggling: save.isPending };
}
