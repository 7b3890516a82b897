import { z } from 'zod';
import { okBody } from '../errors';
import { pageQuery, paginated } from '../pagination';
import {
  email,
  formBoolean,
  formList,
  optionalText,
  password,
  requiredText,
  username,
} from '../validation/rules';
import { recordId } from '../validation/ids';

export const userRow = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  active: z.boolean(),
  is_admin: z.boolean(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  buildings: z.array(z.number()),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRow>;
export const userList = paginated(userRow);

export const userListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: z.string().trim().max(64).optional(),
  active: z.enum(['true', 'false']).optional(),
  onlyLatest: z.coerce.number().int().min(1).max(50).optional(),
});

/** Fields of the employee form (POST /api/users as multipart; the avatar travels beside them). */
const userFields = {
  username,
  email,
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: optionalText(50),
  active: formBoolean.default(true),
  is_admin: formBoolean.default(true),
  roles: formList(z.string()),
  buildings: formList(recordId),
  permissions: formList(z.string()),
};

export const createUserBody = z.object({ ...userFields, password });
export const updateUserBody = z.object({
  ...userFields,
  password: z
    .union([z.literal(''), password])
    .optional()
    .default(''),
});
export type CreateUserBody = z.input<typeof createUserBody>;
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const updateProfileBody = z.object({
  email,
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: optionalText(50),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const userPermissionsAnswer = z.object({
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
});

/** A user who has done anything is deactivated instead of deleted, so the history keeps its author. */
export const deleteUserAnswer = okBody.extend({ deactivated: z.boolean() });
