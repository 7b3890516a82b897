import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { makeBuilding, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { invoiceRowFixture, pageOf } from '../test-fixtures';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const rows = [
  invoiceRowFixture(),
  invoiceRowFixture({
    id: 6,
    number: 16,
    display_number: '2026-0016',
    contract_no: 'SC-2025/002',
    customer_name: 'Gela Kapanadze',
    amount: '2700.00',
    currency: 'GEL',
    mode: 'amount',
  }),
];
const routes = {
  'GET /api/invoices': pageOf(rows),
  'GET /api/buildings': [
    makeBuilding({ id: 1, name: 'ვაკე', name_en: 'Vake Park Residence', name_ru: 'Ваке' }),
  ],
};
const user = makeUser({ permissions: ['view_sales', 'view_buildings'] });

describe('the invoices list', () => {
  it('shows the issued invoices and sends and remembers the filters', async () => {
    const typing = userEvent.setup();
    const first = renderApp('/invoices?currency=USD&year=2026', { user, routes });
    const row = (await screen.findByText('2026-0015', undefined, { timeout: 10_000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('VP-2024/015')).toHaveAttribute('href', '/sales/7');
    expect(within(row).getByText('Nino Beridze')).toBeInTheDocument();
    expect(within(row).getByText('10.12.2026')).toBeInTheDocument();
    expect(within(row).getByText('1,234.50 $')).toBeInTheDocument();
    expect(within(row).getByText('Next instalment')).toBeInTheDocument();
    expect(screen.getByText('Chosen amount')).toBeInTheDocument();
    const request = first.api.calls('GET', '/api/invoices').at(-1)!;
    expect(request.query.get('currency')).toBe('USD');
    expect(request.query.get('year')).toBe('2026');

    await typing.type(screen.getByRole('searchbox', { name: 'Search' }), 'SC-2025');
    await waitFor(() =>
      expect(first.api.calls('GET', '/api/invoices').at(-1)!.query.get('search')).toBe('SC-2025'),
    );
    first.unmount();

    // Back through the menu (no filters in the address): the last ones come back.
    const again = renderApp('/invoices', { user, routes });
    await screen.findByText('2026-0015', undefined, { timeout: 10_000 });
    await waitFor(() => {
      const restored = again.api.calls('GET', '/api/invoices').at(-1)!;
      expect(restored.query.get('currency')).toBe('USD');
      expect(restored.query.get('search')).toBe('SC-2025');
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('SC-2025');
  }, 40_000);

  it('opens the print page and downloads the PDF from a row', async () => {
    const clicks = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const app = renderApp('/invoices', {
      user,
      routes: { ...routes, 'GET /api/invoices/5/pdf': { pdf: true } },
    });
    await screen.findByText('2026-0015', undefined, { timeout: 10_000 });

    await clicks.click(screen.getByRole('button', { name: 'Download PDF: 2026-0015' }));
    await waitFor(() => expect(app.api.calls('GET', '/api/invoices/5/pdf')).toHaveLength(1));
    const pdf = app.api.calls('GET', '/api/invoices/5/pdf')[0]!;
    expect(pdf.query.get('lang')).toBe('en');
    expect(pdf.headers.get('Authorization')).toBe('Bearer test-token');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());

    await clicks.click(screen.getByRole('button', { name: 'Print: 2026-0015' }));
    await waitFor(() => expect(app.pathname()).toBe('/invoices/5/print'));
  }, 40_000);
});
