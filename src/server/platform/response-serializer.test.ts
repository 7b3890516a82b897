import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginated } from '@shared/pagination';
import { responseSerializerCompiler } from './response-serializer';

const row = z.object({
  id: z.number(),
  status: z.enum(['active', 'closed']),
  note: z.string().nullable(),
  amount: z.string(),
  due: z.string().optional(),
});
const page = paginated(row);
const pageOrOptions = z.union([page, z.object({ data: z.array(z.object({ id: z.number() })) })]);

const writerFor = (schema: z.ZodType, checkAgainstZod = false) =>
  responseSerializerCompiler({ checkAgainstZod })({ schema, method: 'GET', url: '/t', httpStatus: '200' });

const aPage = {
  data: [
    { id: 1, status: 'active', note: null, amount: '10.00', secret: 'hash', due: '2026-01-05' },
    { id: 2, status: 'closed', note: 'ნოტა "ციტატა"', amount: '0.50' },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 'all', from: 1, to: 2, total: 2 },
  links: { prev: null, next: null },
};

describe('response writers compiled from the zod contracts', () => {
  it('write the declared fields only, as zod would', () => {
    const written = JSON.parse(writerFor(page)(aPage));
    expect(written.data[0]).toEqual({
      id: 1,
      status: 'active',
      note: null,
      amount: '10.00',
      due: '2026-01-05',
    });
    expect(written.data[1]).toEqual({ id: 2, status: 'closed', note: 'ნოტა "ციტატა"', amount: '0.50' });
    expect(written.meta.per_page).toBe('all');
    expect(written).toEqual(JSON.parse(JSON.stringify(page.parse(aPage))));
  });

  it('write a page or a picker list, whichever the value is', () => {
    const write = writerFor(pageOrOptions, true);
    expect(JSON.parse(write(aPage)).meta.total).toBe(2);
    expect(JSON.parse(write({ data: [{ id: 7, name: 'left out' }] }))).toEqual({ data: [{ id: 7 }] });
  });

  it('leave a union of objects below the top level to zod', () => {
    const nested = z.object({
      result: z.union([z.object({ url: z.string() }), z.object({ error: z.string() })]),
    });
    expect(writerFor(nested)({ result: { error: 'too big', extra: 1 } })).toBe(
      '{"result":{"error":"too big"}}',
    );
  });

  it('in the test suite, refuse a value outside the contract as zod does', () => {
    expect(() => writerFor(page, true)({ ...aPage, data: [{ ...aPage.data[0], id: '1' }] })).toThrow(
      "Response doesn't match the schema",
    );
  });
});
