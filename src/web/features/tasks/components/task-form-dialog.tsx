import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { TASK_PRIORITIES, TASK_STATUSES, type Task } from '@shared/tasks/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useTaskAssignees } from '../api/get-assignees';
import { useSaveTask } from '../api/save-task';
import { formValues, saveBody, taskForm, type TaskFormValues, type TaskRecordLink } from './task-form';

type Props = {
  /** The task to edit; null adds one. */
  task: Task | null;
  /** The record a new task is about (the page it is added from). */
  record?: TaskRecordLink | null;
  onClose: () => void;
};

/** Adds a task or edits one: what, for whom, by when, how urgent. */
export function TaskFormDialog({ task, record = null, onClose }: Props) {
  const { t } = useTranslation('tasks');
  const user = useCurrentUser();
  const assignees = useTaskAssignees();
  const form = useForm<TaskFormValues, unknown, z.output<typeof taskForm>>({
    resolver: zodResolver(taskForm),
    defaultValues: formValues(task, user.id),
  });
  const save = useSaveTask();
  const submit = useSaveAndClose(
    form,
    (values) => save.mutateAsync(saveBody(values, task, record)),
    onClose,
    task ? 'records.updated' : 'records.created',
  );
  const people = assignees.data ?? [];
  // The assignee may have left since; the list still names them.
  const options = [
    ...people.map((p) => ({ value: p.id, label: p.name })),
    ...(task?.assignee && !people.some((p) => p.id === task.assignee_id)
      ? [{ value: task.assignee_id, label: task.assignee.name }]
      : []),
  ];
  return (
    <FormDialog
      open
      title={task ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormTextField name="title" control={form.control} label={t('fields.title')} required autoFocus />
      <FormTextField
        name="description"
        control={form.control}
        label={t('fields.description')}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormDateInput name="due_on" control={form.control} label={t('fields.due_date')} />
        <FormTextField
          name="due_time"
          control={form.control}
          label={t('fields.due_time')}
          type="time"
          helperText={t('hints.due_time')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormSelect
          name="priority"
          control={form.control}
          label={t('fields.priority')}
          options={TASK_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
        />
        {task && (
          <FormSelect
            name="status"
            control={form.control}
            label={t('fields.status')}
            options={TASK_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          />
        )}
      </Stack>
      <FormSelect
        name="assignee_id"
        control={form.control}
        label={t('fields.assignee')}
        required
        options={options}
        disabled={assignees.isPending}
      />
    </FormDialog>
  );
}
