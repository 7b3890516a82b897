import { tbilisiToday } from '@shared/dates/date-formats';
import {
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  type SaveTaskInput,
  type Task,
  type TaskModel,
} from '@shared/tasks/contracts';
import { z } from 'zod';

/** The record a new task is about, when it is added from the record's page. */
export type TaskRecordLink = { model: TaskModel; modelId: number };

/** The dialog's fields: the deadline as a date and an optional time of day, typed apart. */
export const taskForm = z
  .object({
    title: z.string().trim().min(1, 'validation.required').max(TASK_TITLE_MAX, 'validation.too_long'),
    description: z.string().trim().max(TASK_DESCRIPTION_MAX, 'validation.too_long'),
    priority: z.enum(TASK_PRIORITIES),
    status: z.enum(TASK_STATUSES),
    due_on: z.string(),
    due_time: z
      .string()
      .trim()
      .refine((time) => time === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(time), 'tasks.time_invalid'),
    assignee_id: z.union([z.number(), z.literal('')]).refine((id) => id !== '', 'validation.required'),
  })
  .superRefine((form, ctx) => {
    if (form.due_time && !form.due_on)
      ctx.addIssue({ code: 'custom', path: ['due_time'], message: 'tasks.time_without_date' });
  });
export type TaskFormValues = z.input<typeof taskForm>;

export function formValues(task: Task | null, userId: number): TaskFormValues {
  if (!task)
    return {
      title: '',
      description: '',
      priority: 'normal',
      status: 'open',
      due_on: tbilisiToday(),
      due_time: '',
      assignee_id: userId,
    };
  const [date = '', time = ''] = task.due_date?.split('T') ?? [];
  return {
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    due_on: date,
    due_time: time,
    assignee_id: task.assignee_id,
  };
}

/** What POST /api/tasks gets from the dialog; a task keeps its record, a new one takes the page's. */
export function saveBody(
  values: z.output<typeof taskForm>,
  task: Task | null,
  record: TaskRecordLink | null,
): SaveTaskInput {
  const link = task
    ? { model: task.model, model_id: task.model_id }
    : { model: record?.model ?? null, model_id: record?.modelId ?? null };
  return {
    ...(task ? { id: task.id } : {}),
    title: values.title,
    description: values.description,
    priority: values.priority,
    status: values.status,
    due_date: values.due_on
      ? values.due_time
        ? `${values.due_on}T${values.due_time}`
        : values.due_on
      : null,
    assignee_id: values.assignee_id as number,
    ...link,
  };
}

/** The same task with its status switched: the one-click "done" and "reopen". */
export const toggledBody = (task: Task): SaveTaskInput => ({
  id: task.id,
  title: task.title,
  description: task.description,
  priority: task.priority,
  due_date: task.due_date,
  status: task.status === 'open' ? 'done' : 'open',
  assignee_id: task.assignee_id,
  model: task.model,
  model_id: task.model_id,
});
