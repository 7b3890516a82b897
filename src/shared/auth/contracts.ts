import { z } from 'zod';
import { OTP_PATTERN } from '../validation/checks';
import { email, password, requiredText } from '../validation/rules';

export const credentials = z.object({
  login: requiredText(255),
  password: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(200, 'validation.too_long'),
});

export const loginBody = credentials.extend({
  otp: z.string().trim().regex(OTP_PATTERN, 'validation.otp_invalid').optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const preAuthAnswer = z.object({ otp_required: z.boolean(), message: z.string().optional() });

export const currentUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  buildings: z.array(z.number()),
  is_admin: z.boolean(),
  active: z.boolean(),
  view_only: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginAnswer = z.object({ token: z.string(), user: currentUser });

export const resetPasswordBody = z.object({ email });
export const resetTokenBody = z.object({ token: requiredText(200) });
export const resetPasswordConfirmBody = z
  .object({ token: requiredText(200), password, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwords_do_not_match',
  });
export type ResetPasswordConfirmBody = z.infer<typeof resetPasswordConfirmBody>;

export const updatePasswordBody = z
  .object({
    current_password: z.string().min(1, 'validation.required'),
    password,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwords_do_not_match',
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;
