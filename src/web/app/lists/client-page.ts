import type { PerPage } from '../../components/data-table/list-params';

/** One page of a list the server answers whole (banks, roles), for the shared table's paginator. */
export function clientPage<T>(rows: readonly T[], page: number, perpage: PerPage): T[] {
  return perpage === 'all' ? [...rows] : rows.slice((page - 1) * perpage, page * perpage);
}
