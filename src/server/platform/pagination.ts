import type { FastifyRequest } from 'fastify';
import { MAX_ALL_ROWS, type PageQuery, type Paginated } from '@shared/pagination';
import { ValidationFailed } from './errors';

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Runs a counted, windowed query and answers the product's list shape. `rows` receives the window;
 * `perpage=all` is allowed up to MAX_ALL_ROWS rows and refused beyond, so nobody loads a table whole.
 */
export async function paginate<T>(
  request: FastifyRequest,
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
      prev: page > 1 ? pageLink(request, page - 1) : null,
      next: page < lastPage ? pageLink(request, page + 1) : null,
    },
  };
}

function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}
