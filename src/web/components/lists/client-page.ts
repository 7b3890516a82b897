import type { PerPage } from '../data-table/list-params';

type Paginator = {
  page: number;
  perpage: PerPage;
  setPage: (page: number) => void;
  setPerPage: (perpage: PerPage) => void;
};

/**
 * The shared table's paging props for a list the server answers whole (banks, roles, templates): the
 * current page of rows, the total, and the list's page state — spread onto QueryTable.
 */
export function clientPaging<T>(rows: readonly T[], list: Paginator) {
  const { page, perpage } = list;
  return {
    rows: perpage === 'all' ? [...rows] : rows.slice((page - 1) * perpage, page * perpage),
    total: rows.length,
    page,
    perpage,
    onPageChange: list.setPage,
    onPerPageChange: list.setPerPage,
  };
}
