import { z } from 'zod';

/** Spec §9: a complex's blocks are lettered A to G. */
export const BLOCKS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Block = (typeof BLOCKS)[number];

export const block = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(BLOCKS, { error: 'validation.block' }));
