import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply, type FakeRequest } from '../../../test/fake-api';
import { makeBuilding, makeConfig, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { DATE_FORMAT_STORAGE_KEY } from '../../../components/date/use-date-format';
import { downloadExcel, type ExcelExport } from '../../../lib/excel-export';
import { pageOf, saleRow, totalsFixture } from './test-fixtures';

vi.mock('../../../lib/excel-export', () => ({ downloadExcel: vi.fn(async () => {}) }));

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const rows = [
  saleRow(),
  saleRow({
    id: 8,
    contract_no: 'VP-2024/016',
    status: 'active',
    payment_ccy: 'GEL',
    total_price: '180000.00',
    paid: '180000.00',
    debt: '0.00',
    overdue_days: 0,
    customer_name: 'Levan Abashidze',
    agent_name: null,
  }),
];

const buildings = [
  makeBuilding({ id: 4, name: 'Vake Park', name_en: '', name_ru: '' }),
  makeBuilding({ id: 6, name: 'Saburtalo Towers', name_en: '', name_ru: '' }),
];

function openSales(
  path = '/sales',
  options: { permissions?: string[]; routes?: Record<string, unknown> } = {},
) {
  const user = userEvent.setup();
  const app = renderApp(path, {
    user: makeUser({ permissions: options.permissions ?? ['view_sales', 'view_buildings'] }),
    routes: {
      'GET /api/sales': pageOf(rows),
      'GET /api/sales/totals': totalsFixture,
      'GET /api/buildings': buildings,
      'GET /api/sales/responsible-users': [{ id: 3, name: 'Giorgi Kapanadze' }],
      ...options.routes,
    },
  });
  return { user, ...app };
}

const lastQuery = (calls: FakeRequest[]) => calls.at(-1)?.query ?? new URLSearchParams();
const grid = () => screen.getByRole('grid');
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('sales list', () => {
  it('sends the filters of the URL with the list and the totals, and puts chosen filters in the URL', async () => {
    const { user, api } = openSales('/sales?building_ids=4&sale_statuses=overdue&overdue=true');
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 30_000 })).toBeInTheDocument();

    const list = lastQuery(api.calls('GET', '/api/sales'));
    expect(list.getAll('building_ids')).toEqual(['4']);
    expect(list.getAll('sale_statuses')).toEqual(['overdue']);
    expect(list.get('overdue')).toBe('true');
    expect(list.get('page')).toBe('1');
    const totals = lastQuery(api.calls('GET', '/api/sales/totals'));
    expect(totals.getAll('building_ids')).toEqual(['4']);
    expect(totals.get('overdue')).toBe('true');
    expect(totals.has('page')).toBe(false);
    expect(screen.getByRole('switch', { name: 'Overdue only' })).toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Contract №' }), 'VP-2024');
    await waitFor(() => expect(lastQuery(api.calls('GET', '/api/sales')).get('contract_no')).toBe('VP-2024'));
    expect(lastQuery(api.calls('GET', '/api/sales/totals')).get('contract_no')).toBe('VP-2024');

    await user.click(screen.getByRole('combobox', { name: 'Complexes' }));
    await user.click(await screen.findByRole('option', { name: 'Saburtalo Towers' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(lastQuery(api.calls('GET', '/api/sales')).getAll('building_ids')).toEqual(['4', '6']),
    );

    const remembered = new URLSearchParams(localStorage.getItem('list-params:sales') ?? '');
    expect(remembered.getAll('building_ids')).toEqual(['4', '6']);
    expect(remembered.get('contract_no')).toBe('VP-2024');
    expect(remembered.get('overdue')).toBe('true');
  }, 45_000);

  it('applies the filters of the "all filters" panel and keeps them in the URL', async () => {
    const { user, api } = openSales('/sales');
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 30_000 })).toBeInTheDocument();

    // "Paid less than X%" takes the default 10, then a typed value.
    await user.click(screen.getByRole('button', { name: 'All filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    await user.click(within(drawer).getByRole('combobox', { name: 'Payments' }));
    await user.click(await screen.findByRole('option', { name: 'Paid less than 10%' }));
    await waitFor(() => {
      const query = lastQuery(api.calls('GET', '/api/sales'));
      expect(query.get('has_payments')).toBe('below_percent');
      expect(query.get('payment_percent')).toBe('10');
    });
    await user.clear(within(drawer).getByRole('textbox', { name: 'Percent' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Percent' }), '25');
    await waitFor(() => expect(lastQuery(api.calls('GET', '/api/sales')).get('payment_percent')).toBe('25'));

    await user.click(within(drawer).getByRole('combobox', { name: 'Phone given' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Buyer’s birthday' }), '5.3');
    await waitFor(() => {
      const query = lastQuery(api.calls('GET', '/api/sales'));
      expect(query.get('customer_has_phone')).toBe('true');
      expect(query.get('customer_birth_date')).toBe('03-05');
    });
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'All filters' })).not.toBeInTheDocument(),
    );

    // The button counts the panel's filters in use; the URL (remembered for the next visit) holds them.
    expect(screen.getByRole('button', { name: 'All filters' }).parentElement).toHaveTextContent('3');
    const remembered = new URLSearchParams(localStorage.getItem('list-params:sales') ?? '');
    expect(remembered.get('has_payments')).toBe('below_percent');
    expect(remembered.get('payment_percent')).toBe('25');
    expect(remembered.get('customer_birth_date')).toBe('03-05');
  }, 45_000);

  it('filters by unpaid instalments due in a range, from the address and the panel', async () => {
    localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'D/M/YYYY');
    const { user, api } = openSales('/sales?due_from=2026-11-27&due_to=2026-11-27');
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const first = lastQuery(api.calls('GET', '/api/sales'));
    expect([first.get('due_from'), first.get('due_to')]).toEqual(['2026-11-27', '2026-11-27']);
    expect(lastQuery(api.calls('GET', '/api/sales/totals')).get('due_from')).toBe('2026-11-27');

    await user.click(screen.getByRole('button', { name: 'All filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    expect(within(drawer).getByRole('textbox', { name: 'Unpaid instalment due from' })).toHaveValue(
      '27/11/2026',
    );
    const to = within(drawer).getByRole('textbox', { name: 'Unpaid instalment due to' });
    await user.clear(to);
    await user.type(to, '3/12/2026');
    await waitFor(() => expect(lastQuery(api.calls('GET', '/api/sales')).get('due_to')).toBe('2026-12-03'));
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'All filters' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'All filters' }).parentElement).toHaveTextContent('2');
    const remembered = new URLSearchParams(localStorage.getItem('list-params:sales') ?? '');
    expect([remembered.get('due_from'), remembered.get('due_to')]).toEqual(['2026-11-27', '2026-12-03']);
  }, 45_000);

  it('filters by the renovation’s status, each named, and keeps the choice in the URL', async () => {
    const { user, api } = openSales('/sales?renovation_statuses=done');
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(lastQuery(api.calls('GET', '/api/sales')).getAll('renovation_statuses')).toEqual(['done']);

    await user.click(screen.getByRole('button', { name: 'All filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    const field = within(drawer).getByRole('combobox', { name: 'Renovation status' });
    expect(field).toHaveTextContent('Done');
    await user.click(field);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'No renovation',
      'Not started',
      'In progress',
      'Done',
    ]);
    await user.click(screen.getByRole('option', { name: 'No renovation' }));
    await user.click(screen.getByRole('option', { name: 'Done' }));
    await waitFor(() =>
      expect(lastQuery(api.calls('GET', '/api/sales')).getAll('renovation_statuses')).toEqual(['none']),
    );
    const remembered = new URLSearchParams(localStorage.getItem('list-params:sales') ?? '');
    expect(remembered.getAll('renovation_statuses')).toEqual(['none']);
  }, 45_000);

  it('leaves the renovation filter out without the services module', async () => {
    const user = userEvent.setup();
    renderApp('/sales', {
      user: makeUser({ permissions: ['view_sales'] }),
      config: makeConfig({
        modules: { sale_types: true, overdue_letters: true, bonus: true, services: false, tasks: true },
      }),
      routes: {
        'GET /api/sales': pageOf(rows),
        'GET /api/sales/totals': totalsFixture,
        'GET /api/sales/responsible-users': [],
      },
    });
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    expect(within(drawer).getByRole('combobox', { name: 'Property condition' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('combobox', { name: 'Renovation status' })).toBeNull();
  }, 45_000);

  it('restores the remembered filters when opened again from the menu', async () => {
    localStorage.setItem('list-params:sales', 'contract_no=VP-7&payment_ccy=EUR');
    const { api } = openSales('/sales');
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => {
      const query = lastQuery(api.calls('GET', '/api/sales'));
      expect(query.get('contract_no')).toBe('VP-7');
      expect(query.get('payment_ccy')).toBe('EUR');
    });
    expect(screen.getByRole('searchbox', { name: 'Contract №' })).toHaveValue('VP-7');
  });

  it('shows the totals per currency and asks again, dropping the stale request, when the filters change', async () => {
    const { user, api } = openSales('/sales');
    // The first totals request hangs until it is aborted; later ones answer for EUR only.
    const signals: AbortSignal[] = [];
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).startsWith('/api/sales/totals')) return fakeFetch(input, init);
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      if (signals.length > 1) return fakeFetch(input, init);
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });

    const bar = await screen.findByRole('region', { name: 'Totals' });
    expect(await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(bar).getByText('Loading totals…')).toBeInTheDocument();
    await waitFor(() => expect(signals).toHaveLength(1));

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));

    const usd = await within(bar).findByRole('group', { name: 'USD' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(lastQuery(api.calls('GET', '/api/sales/totals')).get('payment_ccy')).toBe('USD');
    expect(within(usd).getByText('250,000.00 $')).toBeInTheDocument();
    expect(within(usd).getByText('90,000.00 $')).toBeInTheDocument();
    expect(within(usd).getByText('2,500.00 $')).toBeInTheDocument();
    const gel = within(bar).getByRole('group', { name: 'GEL' });
    expect(within(gel).getAllByText('180,000.00 ₾')).toHaveLength(2);
    expect(within(gel).getByText('0.00 ₾')).toBeInTheDocument();
  });

  it('shows money with the currency, debt and overdue days, and status chips', async () => {
    openSales('/sales');
    const first = (await screen.findByText('VP-2024/015')).closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('125,000.00 $')).toBeInTheDocument();
    expect(within(first).getByText('2,500.00 $')).toBeInTheDocument();
    expect(within(first).getByText('45 d.')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    const second = screen.getByText('VP-2024/016').closest('[role="row"]') as HTMLElement;
    expect(within(second).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByText('0.00 ₾')).toBeInTheDocument();
  });

  it('lets the user hide a column and remembers the choice', async () => {
    const { user, unmount } = openSales('/sales');
    await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 });
    expect(headers()).toContain('Buyer');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Buyer' }));
    await user.keyboard('{Escape}');
    expect(headers()).not.toContain('Buyer');
    expect(screen.queryByText('Nino Beridze')).not.toBeInTheDocument();
    unmount();

    openSales('/sales');
    await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 });
    expect(headers()).not.toContain('Buyer');
    expect(headers()).toContain('Contract №');
  });

  it('sorts on the server and opens a sale from its row', async () => {
    const { user, api, pathname } = openSales('/sales');
    await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 });

    await user.click(within(grid()).getByRole('columnheader', { name: 'Debt' }));
    await waitFor(() => {
      const query = lastQuery(api.calls('GET', '/api/sales'));
      expect(query.get('sort')).toBe('debt');
      expect(query.get('direction')).toBe('desc');
    });

    await user.click(screen.getByText('Levan Abashidze'));
    await waitFor(() => expect(pathname()).toBe('/sales/8'));
  });

  it('opens a sale with Enter on a focused cell', async () => {
    const { user, pathname } = openSales('/sales');
    const cell = (await screen.findByText('Nino Beridze', undefined, { timeout: 10_000 })).closest(
      '[role="gridcell"]',
    ) as HTMLElement;
    cell.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe('/sales/7'));
  });

  it('exports every sale of the current filter, page by page past the server’s limit', async () => {
    const many = Array.from({ length: 1030 }, (_, i) => saleRow({ id: i + 1, contract_no: `C-${i + 1}` }));
    const { user, api } = openSales('/sales?payment_ccy=USD&sort=debt&direction=asc', {
      routes: {
        'GET /api/sales': ({ query }: FakeRequest) => {
          const perpage = Number(query.get('perpage'));
          const page = Number(query.get('page'));
          const answer = pageOf(many.slice((page - 1) * perpage, page * perpage), many.length);
          return { ...answer, meta: { ...answer.meta, last_page: Math.ceil(many.length / perpage) } };
        },
      },
    });
    await screen.findByText('C-1', undefined, { timeout: 10_000 });
    const before = api.calls('GET', '/api/sales').length;

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(downloadExcel).toHaveBeenCalledTimes(1));

    const exportCalls = api.calls('GET', '/api/sales').slice(before);
    expect(exportCalls.map((c) => `${c.query.get('page')}/${c.query.get('perpage')}`)).toEqual(
      Array.from({ length: 21 }, (_, i) => `${i + 1}/50`),
    );
    expect(
      exportCalls.every((c) => c.query.get('payment_ccy') === 'USD' && c.query.get('sort') === 'debt'),
    ).toBe(true);
    const [{ rows: exported, columns }] = vi.mocked(downloadExcel).mock.calls[0] as [ExcelExport<unknown>];
    expect(exported).toHaveLength(1030);
    expect(columns.map((c) => c.header).slice(0, 4)).toEqual(['Contract №', 'Buyer', 'Properties', 'Price']);
    expect(columns.find((c) => c.header === 'Debt')?.value(exported[0])).toBe(2500);
  });

  it('offers "Add sale" only to users who may create sales', async () => {
    openSales('/sales', { permissions: ['view_sales', 'create_sales'] });
    expect(await screen.findByRole('button', { name: 'Add sale' })).toBeInTheDocument();
  });

  it('shows no add button without the permission, and the server’s message when the list fails', async () => {
    const { user, api } = openSales('/sales', {
      permissions: ['view_only_own_sales'],
      routes: { 'GET /api/sales': reply(403, { message: 'This action is unauthorized.' }) },
    });
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add sale' })).not.toBeInTheDocument();
    // Without a permission to read complexes the complex filter is left out rather than failing.
    expect(screen.queryByRole('combobox', { name: 'Complexes' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/buildings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls('GET', '/api/sales')).toHaveLength(2));
  });

  it('says so when no sale matches', async () => {
    openSales('/sales', { routes: { 'GET /api/sales': pageOf([]) } });
    expect(await within(await screen.findByRole('grid')).findByText('No records')).toBeInTheDocument();
  });
});
