import { z } from 'zod';
import { requiredText } from '../validation/rules';
import { bodyRecordId } from '../validation/ids';

export const role = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Its holders only read (unless another of their roles is admin or sales_manager). */
  view_only: z.boolean(),
  users_count: z.number(),
});
export type Role = z.infer<typeof role>;

export const saveRoleBody = z.object({
  id: bodyRecordId.optional(),
  name: requiredText(64),
  permissions: z.array(z.string()),
  /** Left out: false for a new role, unchanged for an existing one. */
  view_only: z.boolean().optional(),
});
export type SaveRoleBody = z.input<typeof saveRoleBody>;

export const permissionList = z.object({
  permissions: z.array(z.string()),
  groups: z.record(z.string(), z.array(z.string())),
});

export const saveRoleAnswer = z.object({ success: z.boolean(), role });
