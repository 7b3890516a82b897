import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { pageOf, saleDetail, saleRow } from './test-fixtures';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const trashed = saleRow({
  status: 'canceled',
  deleted_at: '2024-07-01T09:30:00.000Z',
  deleted_by_name: 'Ana Lomidze',
  delete_comment: 'Entered twice by mistake',
});

describe('deleted sales', () => {
  it('lists when, by whom and why each sale was deleted, and opens one read-only', async () => {
    const user = userEvent.setup();
    const { api, pathname } = renderApp('/trashed-sales?contract_no=VP', {
      user: makeUser({ permissions: ['view_canceled_sales'] }),
      routes: {
        'GET /api/sales/trashed': pageOf([trashed]),
        'GET /api/sales/7/trashed': saleDetail(),
      },
    });
    const row = (await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(api.calls('GET', '/api/sales/trashed')[0]?.query.get('contract_no')).toBe('VP');
    expect(within(row).getByText('Ana Lomidze')).toBeInTheDocument();
    expect(within(row).getByText('Entered twice by mistake')).toBeInTheDocument();
    expect(within(row).getByText(/^01\.07\.2024/)).toBeInTheDocument();
    expect(within(row).getByText('Deleted (was Canceled)')).toBeInTheDocument();

    await user.click(within(row).getByText('Nino Beridze'));
    await waitFor(() => expect(pathname()).toBe('/trashed-sales/7'));

    expect(
      await screen.findByRole('heading', { name: 'Deleted sale — contract № VP-2024/015' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('by Ana Lomidze');
    expect(screen.getByRole('alert')).toHaveTextContent('Reason for deletion: Entered twice by mistake');

    const summary = screen.getByRole('region', { name: 'Main details' });
    expect(within(summary).getByText('125,000.00 $')).toBeInTheDocument();
    expect(within(summary).getByText('Georgian-English')).toBeInTheDocument();
    expect(within(summary).getByText(/^Deleted \(was /)).toBeInTheDocument();

    const units = screen.getByRole('table', { name: 'Properties' });
    expect(within(units).getByText('84.50')).toBeInTheDocument();
    expect(within(units).getByText('White frame')).toBeInTheDocument();

    const buyers = screen.getByRole('table', { name: 'Buyers' });
    expect(within(buyers).getByText('01001001234')).toBeInTheDocument();

    const schedule = screen.getByRole('table', { name: 'Payment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(3);
    expect(within(schedule).getByText('Overdue')).toBeInTheDocument();

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('15,000.00 $')).toBeInTheDocument();
    expect(within(payments).getByText('40,500.00 ₾')).toBeInTheDocument();
    expect(within(payments).getByText('Bank transfer')).toBeInTheDocument();

    // Read-only: nothing to change here.
    expect(screen.queryByRole('button', { name: /edit|delete|pay/i })).not.toBeInTheDocument();
  }, 40_000);

  it('says when a deleted sale cannot be found', async () => {
    renderApp('/trashed-sales/99', {
      user: makeUser({ permissions: ['view_canceled_sales'] }),
      routes: { 'GET /api/sales/99/trashed': reply(404, { message: 'Record not found' }) },
    });
    expect(
      await screen.findByText('Not found, or you have no access to it.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
