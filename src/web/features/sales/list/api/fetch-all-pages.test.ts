import type { Paginated } from '@shared/pagination';
import { describe, expect, it, vi } from 'vitest';
import type { PerPage } from '../../../../components/data-table/list-params';
import { fetchAllPages } from './fetch-all-pages';

/** A server over `total` numbered rows that, like the real one, refuses perpage=all beyond 1000 rows. */
function server(total: number) {
  const rows = Array.from({ length: total }, (_, i) => i + 1);
  return vi.fn(async (page: number, perpage: PerPage): Promise<Paginated<number>> => {
    if (perpage === 'all' && total > 1000) throw new Error('422 too many rows');
    const size = perpage === 'all' ? Math.max(total, 1) : perpage;
    const data = rows.slice((page - 1) * size, page * size);
    return {
      data,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / size)),
        per_page: perpage,
        from: data.length ? (page - 1) * size + 1 : null,
        to: data.length ? (page - 1) * size + data.length : null,
        total,
      },
      links: { prev: null, next: null },
    };
  });
}

describe('fetchAllPages (Excel export of a whole filtered list)', () => {
  it('needs one request when everything fits on the first page', async () => {
    const fetchPage = server(30);
    expect(await fetchAllPages(fetchPage)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks for perpage=all up to the server’s limit', async () => {
    const fetchPage = server(1000);
    expect(await fetchAllPages(fetchPage)).toHaveLength(1000);
    expect(fetchPage.mock.calls.map(([page, perpage]) => `${page}/${perpage}`)).toEqual(['1/50', '1/all']);
  });

  it('pages through beyond the limit and keeps the order', async () => {
    const fetchPage = server(1234);
    const rows = await fetchAllPages(fetchPage);
    expect(rows).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(fetchPage).toHaveBeenCalledTimes(25);
    expect(fetchPage.mock.calls.every(([, perpage]) => perpage === 50)).toBe(true);
  });
});
