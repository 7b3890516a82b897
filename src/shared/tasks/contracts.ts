import { z } from 'zod';
import { isIsoDate } from '../dates/date-formats';
import { pageQuery, paginated } from '../pagination';
import { MAX_RECORD_ID, bodyRecordId, recordId } from '../validation/ids';

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The records a task may be about. */
export const TASK_MODELS = ['sale', 'customer', 'booking', 'property'] as const;
export type TaskModel = (typeof TASK_MODELS)[number];

/** mine: assigned to me; created: I created them; all: everybody's (view_all_tasks). */
export const TASK_SCOPES = ['mine', 'created', 'all'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

/** overdue: open and past due; today: due today; week: due today or in the next 7 days (Tbilisi time). */
export const TASK_DUE_FILTERS = ['overdue', 'today', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;

/** A due date, `YYYY-MM-DD` or with a Tbilisi time of day, `YYYY-MM-DDTHH:mm`. */
const DUE_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d))?$/;

export function splitDue(due: string): { date: string; time: string | null } | null {
  const match = DUE_PATTERN.exec(due);
  if (!match || !isIsoDate(match[1]!)) return null;
  return { date: match[1]!, time: match[2] === undefined ? null : `${match[2]}:${match[3]}` };
}

const id = z
  .number({ error: 'validation.required' })
  .int()
  .positive('validation.invalid_value')
  .max(MAX_RECORD_ID, 'validation.invalid_value');

/** POST /api/tasks: creates, or updates the task named by `id`. */
export const saveTaskBody = z
  .object({
    id: bodyRecordId.optional(),
    title: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(TASK_TITLE_MAX, 'validation.too_long'),
    description: z
      .string()
      .trim()
      .max(TASK_DESCRIPTION_MAX, 'validation.too_long')
      .nullable()
      .optional()
      .transform((text) => text ?? ''),
    priority: z.enum(TASK_PRIORITIES, { error: 'validation.invalid_value' }).optional().default('normal'),
    due_date: z
      .string()
      .nullable()
      .optional()
      .refine((due) => !due || splitDue(due) !== null, 'tasks.due_date_invalid')
      .transform((due) => due || null),
    status: z.enum(TASK_STATUSES, { error: 'validation.invalid_value' }).optional().default('open'),
    assignee_id: id,
    model: z.enum(TASK_MODELS, { error: 'validation.invalid_value' }).nullable().optional(),
    model_id: bodyRecordId.nullable().optional(),
  })
  .superRefine((task, ctx) => {
    if (task.model && !task.model_id)
      ctx.addIssue({ code: 'custom', path: ['model_id'], message: 'validation.required' });
    if (!task.model && task.model_id)
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'validation.required' });
  });
export type SaveTaskInput = z.input<typeof saveTaskBody>;
export type SaveTaskBody = z.output<typeof saveTaskBody>;

export const taskListQuery = pageQuery.extend({
  scope: z.enum(TASK_SCOPES, { error: 'validation.invalid_value' }).optional(),
  status: z.enum(TASK_STATUSES, { error: 'validation.invalid_value' }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: 'validation.invalid_value' }).optional(),
  due: z.enum(TASK_DUE_FILTERS, { error: 'validation.invalid_value' }).optional(),
  model: z.enum(TASK_MODELS, { error: 'validation.invalid_value' }).optional(),
  model_id: recordId.optional(),
});
export type TaskListQuery = z.output<typeof taskListQuery>;

const person = z.object({ id: z.number(), name: z.string() });

export const task = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` in Tbilisi time; null when the task has no deadline. */
  due_date: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  assignee_id: z.number(),
  assignee: person.nullable(),
  /** Null for a task the system created (a notification rule). */
  created_by: z.number().nullable(),
  creator: person.nullable(),
  model: z.enum(TASK_MODELS).nullable(),
  model_id: z.number().nullable(),
  /** How the linked record reads in a list: a contract number, a customer's name, a unit. */
  model_label: z.string().nullable(),
  /** Open and past its due moment, in Tbilisi time. */
  overdue: z.boolean(),
  /** Due today in Tbilisi. */
  due_today: z.boolean(),
  /** Whether the reader may delete it: its creator, or manage_tasks. */
  can_delete: z.boolean(),
  created_at: z.string(),
  modified_at: z.string(),
  done_at: z.string().nullable(),
});
export type Task = z.infer<typeof task>;

export const taskList = paginated(task);
export type TaskList = z.infer<typeof taskList>;

/** GET /api/tasks/actual: my open tasks due today or earlier. */
export const actualTasks = z.object({ count: z.number() });
export type ActualTasks = z.infer<typeof actualTasks>;

/** GET /api/tasks/assignees: the active employees a task can be given to. */
export const taskAssignees = z.object({ data: z.array(person) });
export type TaskAssignee = z.infer<typeof person>;
