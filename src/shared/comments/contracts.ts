import { z } from 'zod';
import { pathId } from '../errors';
import type { Permission } from '../permissions';

/** The records a comment can be left on, as the spec's `model` names them, and who may read each. */
export const COMMENT_MODELS = {
  customer: ['view_customers', 'view_only_own_customers'],
  agent: ['view_agents'],
  barter: ['view_barters'],
  booking: ['view_bookings'],
  sale: ['view_sales', 'view_only_own_sales'],
} as const satisfies Record<string, readonly Permission[]>;

export type CommentModel = keyof typeof COMMENT_MODELS;
export const commentModels = Object.keys(COMMENT_MODELS) as CommentModel[];

export const COMMENT_MAX_LENGTH = 5000;

export const commentBody = z.object({
  body: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(COMMENT_MAX_LENGTH, 'comments.too_long'),
});
export type CommentBody = z.infer<typeof commentBody>;

export const commentOwnerParams = z.object({
  model_id: pathId,
});

export const comment = z.object({
  id: z.number(),
  model: z.string(),
  model_id: z.number(),
  body: z.string(),
  user_id: z.number().nullable(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  /** The author or an admin may edit and delete it. */
  can_change: z.boolean(),
});
export type Comment = z.infer<typeof comment>;
