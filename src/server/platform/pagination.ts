import { MAX_ALL_ROWS, type PageQuery, type Paginated } from '@shared/pagination';
import { ValidationFailed } from './errors';

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Runs a counted, windowed query and answers the product's list shape, its prev/next links being `url`
 * with another page (a route passes its request's URL; services take it from their route, never the request). `rows` receives the
 * window; `perpage=all` is allowed up to MAX_ALL_ROWS rows and refused beyond, so nobody loads a table whole.
 */
export async function paginateAt<T>(
  url: string,
  query: PageQuery,
  count: () => Promise<number>,
  rows: (window: PageWindow) => Promise<T[]>,
): Promise<Paginated<T>> {
  const total = await count();
  if (query.perpage === 'all' && total > MAX_ALL_ROWS)
    throw new ValidationFailed({ perpage: ['validation.perpage_all_too_many'] });
  const size = query.perpage === 'all' ? Math.max(total, 1) : query.perpage;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const page = query.page;
  const offset = (page - 1) * size;
  const data = total === 0 || offset >= total ? [] : await rows({ limit: size, offset });
  return {
    data,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: query.perpage,
      from: data.length ? offset + 1 : null,
      to: data.length ? offset + data.length : null,
      total,
    },
    links: {
      prev: page > 1 ? pageLink(url, page - 1) : null,
      next: page < lastPage ? pageLink(url, page + 1) : null,
    },
  };
}

function pageLink(url: string, page: number): string {
  const link = new URL(url, 'http://local');
  link.searchParams.set('page', String(page));
  return `${link.pathname}${link.search}`;
}
