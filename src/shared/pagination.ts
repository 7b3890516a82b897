import { z } from 'zod';

export const PAGE_SIZES = [5, 10, 15, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** `perpage=all` answers every row up to this many; beyond it the client must filter (422). */
export const MAX_ALL_ROWS = 1000;

/** A page past every row a list could hold at the smallest page size. */
const MAX_PAGE = 1_000_000;

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid_value' })
    .int('validation.invalid_value')
    .min(0, 'validation.invalid_value')
    .max(MAX_PAGE, 'validation.invalid_value')
    .optional()
    .transform((p) => (p ? p : 1)),
  perpage: z
    .union([z.literal('all'), z.coerce.number({ error: 'validation.invalid_value' })])
    .optional()
    .default(DEFAULT_PAGE_SIZE)
    .refine((v) => v === 'all' || (PAGE_SIZES as readonly number[]).includes(v), 'validation.invalid_value'),
});
export type PageQuery = z.output<typeof pageQuery>;

export const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.union([z.number(), z.literal('all')]),
  from: z.number().nullable(),
  to: z.number().nullable(),
  total: z.number(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const pageLinks = z.object({ prev: z.string().nullable(), next: z.string().nullable() });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta, links: pageLinks });
export type Paginated<T> = { data: T[]; meta: PageMeta; links: { prev: string | null; next: string | null } };
