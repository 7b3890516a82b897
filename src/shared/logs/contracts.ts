import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { swapReversedDateRanges } from '../validation/date-ranges';
import { isoDate } from '../validation/rules';
import { recordId } from '../validation/ids';

export const LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'logout',
  'password_change',
  'password_reset',
  'expire',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const logEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  ip: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntry>;
export const logList = paginated(logEntry);

/** POST /api/logs body: filters and paging. A body, so the querystring swap of reversed ranges is done here. */
export const logQuery = pageQuery
  .extend({
    user_id: recordId.optional(),
    action: z.enum(LOG_ACTIONS).optional(),
    entity_type: z.string().trim().max(64).optional(),
    entity_id: z.string().trim().max(64).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
  })
  .transform(swapReversedDateRanges);

export const logTypes = z.object({ actions: z.array(z.string()), entity_types: z.array(z.string()) });
