import { expect, it } from 'vitest';
import { clientPaging } from './client-page';

const list = (page: number, perpage: 10 | 'all') => ({
  page,
  perpage,
  setPage: () => {},
  setPerPage: () => {},
});
const rows = Array.from({ length: 23 }, (_, i) => i + 1);

it('cuts the whole list into the asked page and keeps the total', () => {
  expect(clientPaging(rows, list(3, 10))).toMatchObject({ rows: [21, 22, 23], total: 23, page: 3 });
  expect(clientPaging(rows, list(1, 'all')).rows).toHaveLength(23);
  expect(clientPaging(rows, list(4, 10)).rows).toEqual([]);
});
