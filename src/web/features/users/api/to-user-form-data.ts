import type { updateUserBody } from '@shared/users/contracts';
import type { z } from 'zod';

/** Validated form values (password '' keeps the current one on edit) plus the optional new avatar. */
export type UserInput = z.output<typeof updateUserBody> & { avatar: File | null };

/** The employee form travels as multipart (the avatar beside the fields); lists repeat their key. */
export function toUserFormData({ avatar, ...fields }: UserInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, String(item));
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (avatar) form.append('avatar', avatar);
  return form;
}
