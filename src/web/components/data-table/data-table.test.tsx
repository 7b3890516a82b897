import type { GridColDef } from '@mui/x-data-grid';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadExcel, type ExcelExport } from '../../lib/excel-export';
import { LocationProbe, renderWithKit } from '../testing/kit-test-utils';
import { DataTable } from './data-table';
import { useListParams } from './use-list-params';

vi.mock('../../lib/excel-export', () => ({ downloadExcel: vi.fn(async () => {}) }));

type Person = { id: number; name: string; phone: string; city: { name: string } };

const people: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  phone: `555-00${i + 1}`,
  city: { name: i % 2 ? 'Batumi' : 'Tbilisi' },
}));

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'city', headerName: 'City', valueGetter: (_value, row) => row.city.name },
  { field: 'actions', type: 'actions', headerName: 'Actions', getActions: () => [] },
];

/** A list page as a feature would write it, with the "server" answering from the array above. */
function PeopleList({
  onExport,
  loading = false,
}: {
  onExport?: () => Promise<Person[]>;
  loading?: boolean;
}) {
  const { page, perpage, filters, setPage, setPerPage, setFilters } = useListParams('people', {
    filters: { search: '' },
  });
  const matching = people.filter((person) => person.name.includes(filters.search));
  const rows = perpage === 'all' ? matching : matching.slice((page - 1) * perpage, page * perpage);
  return (
    <>
      <DataTable
        tableId="people"
        columns={columns}
        rows={loading ? [] : rows}
        total={loading ? 0 : matching.length}
        loading={loading}
        page={page}
        perpage={perpage}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
        onExport={onExport}
        exportFileName="people"
        gridProps={{ disableVirtualization: true }}
        toolbar={
          <input
            aria-label="Search"
            value={filters.search}
            onChange={(event) => setFilters({ search: event.target.value })}
          />
        }
      />
      <LocationProbe />
    </>
  );
}

const url = () => screen.getByRole('status', { name: 'current url' }).textContent;
const columnHeaders = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('DataTable with useListParams', () => {
  beforeEach(() => vi.mocked(downloadExcel).mockClear());

  it('shows the page the URL names and moves through pages', async () => {
    const user = userEvent.setup();
    renderWithKit(<PeopleList />, { route: '/people?page=2' });

    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(screen.queryByText('Person 10')).not.toBeInTheDocument();
    expect(screen.getByText('11–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByText('Person 41')).toBeInTheDocument();
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(url()).toBe('/people?page=5');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    expect(url()).toBe('/people');
  });

  it('moves back to the last page when the one asked for no longer exists', async () => {
    renderWithKit(<PeopleList />, { route: '/people?page=9' });
    expect(await screen.findByText('Person 41')).toBeInTheDocument();
    expect(url()).toBe('/people?page=5');
  });

  it('changes the page size and goes back to the first page', async () => {
    const user = userEvent.setup();
    renderWithKit(<PeopleList />, { route: '/people?page=3' });

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '50' }));

    expect(url()).toBe('/people?perpage=50');
    expect(screen.getByText('1–45 of 45')).toBeInTheDocument();
    expect(screen.getByText('Person 45')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(url()).toBe('/people?perpage=all');
  });

  it('keeps filters in the URL and restores them when the list is opened again without any', async () => {
    const user = userEvent.setup();
    const first = renderWithKit(<PeopleList />, { route: '/people?page=2' });

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Person 4');
    expect(url()).toBe('/people?search=Person+4');
    expect(screen.getByText('1–7 of 7')).toBeInTheDocument();
    first.unmount();

    renderWithKit(<PeopleList />, { route: '/people' });
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('Person 4');
    expect(url()).toBe('/people?search=Person+4');
    expect(screen.getByText('Person 40')).toBeInTheDocument();
  });

  it('puts the row actions first, lets the user hide a column and remembers it', async () => {
    const user = userEvent.setup();
    const first = renderWithKit(<PeopleList />, { route: '/people' });
    expect(columnHeaders()).toEqual(['Actions', 'Name', 'Phone', 'City']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Phone' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Phone' })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');
    expect(columnHeaders()).toEqual(['Actions', 'Name', 'City']);
    first.unmount();

    renderWithKit(<PeopleList />, { route: '/people' });
    expect(columnHeaders()).toEqual(['Actions', 'Name', 'City']);
  });

  it('exports every matching row with the visible columns', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn(async () => people.slice(0, 2));
    renderWithKit(<PeopleList onExport={onExport} />, { route: '/people' });

    await user.click(screen.getByRole('button', { name: 'Excel' }));

    expect(onExport).toHaveBeenCalledTimes(1);
    expect(downloadExcel).toHaveBeenCalledTimes(1);
    const [{ fileName, columns: exported, rows }] = vi.mocked(downloadExcel).mock.calls[0] as [
      ExcelExport<Person>,
    ];
    expect(fileName).toBe('people');
    expect(exported.map((column) => column.header)).toEqual(['Name', 'Phone', 'City']);
    expect(rows.map((row) => exported.map((column) => column.value(row)))).toEqual([
      ['Person 1', '555-001', 'Tbilisi'],
      ['Person 2', '555-002', 'Batumi'],
    ]);
  });

  it('tells the user when the export fails', async () => {
    const user = userEvent.setup();
    renderWithKit(<PeopleList onExport={() => Promise.reject(new Error('offline'))} />, { route: '/people' });

    await user.click(screen.getByRole('button', { name: 'Excel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download the file');
    expect(downloadExcel).not.toHaveBeenCalled();
  });

  it('shows "No records" for an empty list and a spinner while loading', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithKit(<PeopleList />, { route: '/people' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    expect(within(screen.getByRole('grid')).getByText('No records')).toBeInTheDocument();

    rerender(<PeopleList loading />);
    expect(within(screen.getByRole('grid')).getByRole('progressbar')).toBeInTheDocument();
  });
});
