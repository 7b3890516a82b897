import { MAX_ALL_ROWS, PAGE_SIZES, type Paginated } from '@shared/pagination';
import type { PerPage } from '../../../../components/data-table/list-params';

const PAGE = PAGE_SIZES[PAGE_SIZES.length - 1] ?? 50;
const PARALLEL = 4;

/**
 * Every row of a filtered list, for the Excel export: `perpage=all` while the server allows it (up to
 * MAX_ALL_ROWS rows), beyond that page by page, a few requests at a time.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, perpage: PerPage) => Promise<Paginated<T>>,
): Promise<T[]> {
  const first = await fetchPage(1, PAGE);
  if (first.data.length >= first.meta.total) return first.data;
  if (first.meta.total <= MAX_ALL_ROWS) return (await fetchPage(1, 'all')).data;
  const rows = [...first.data];
  for (let start = 2; start <= first.meta.last_page; start += PARALLEL) {
    const pages = Array.from(
      { length: Math.min(PARALLEL, first.meta.last_page - start + 1) },
      (_, i) => start + i,
    );
    for (const answer of await Promise.all(pages.map((page) => fetchPage(page, PAGE))))
      rows.push(...answer.data);
  }
  return rows;
}
