import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { overdueRow, pageOf } from './test-fixtures';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const rows = [
  overdueRow({ id: 21, contract_no: 'OV-1', overdue_days: 120, customer_name: 'Tamar Gelashvili' }),
  overdueRow({ id: 22, contract_no: 'OV-2', overdue_days: 95, customer_name: 'Irakli Tsereteli' }),
  overdueRow({
    id: 23,
    contract_no: 'OV-3',
    overdue_days: 61,
    status: 'cancellation_candidate',
    customer_name: 'Eka Chikovani',
  }),
  // Late only on its renovation and a service: the sale's own instalments are on time.
  overdueRow({ id: 24, contract_no: 'OV-4', status: 'active', debt: '0.00', overdue_days: 0 }, [
    { kind: 'renovation', id: 5, title: 'Turnkey', currency: 'USD', debt: '600.00', overdue_days: 40 },
    { kind: 'container', id: 6, title: 'Parking P-7', currency: 'USD', debt: '150.50', overdue_days: 8 },
  ]),
];

function openOverdue(permissions: string[], routes: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/overdue-sales', {
    user: makeUser({ permissions }),
    routes: {
      'GET /api/overdue-sales': pageOf(rows),
      'POST /api/overdue-sales': { updated: [21, 22] },
      ...routes,
    },
  });
  return { user, ...app };
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('overdue sales', () => {
  it('lists the longest overdue first and marks the chosen sales as cancellation candidates', async () => {
    const { user, api } = openOverdue(['view_sales', 'send_cancellation_notification']);
    expect(await screen.findByText('OV-1', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const query = api.calls('GET', '/api/overdue-sales')[0]?.query;
    expect(query?.get('sort')).toBe('overdue_days');
    expect(query?.get('direction')).toBe('desc');
    const cell = (field: string) => rowOf('OV-1').querySelector(`[data-field="${field}"]`);
    expect(cell('overdue_days')).toHaveTextContent('120 d.');
    expect(cell('debt')).toHaveTextContent('2,500.00 $');

    const mark = screen.getByRole('button', { name: 'Mark as cancellation candidates' });
    expect(mark).toBeDisabled();
    // A sale that already is a candidate cannot be chosen again.
    expect(within(rowOf('OV-3')).getByRole('checkbox')).toBeDisabled();

    await user.click(within(rowOf('OV-1')).getByRole('checkbox'));
    await user.click(within(rowOf('OV-2')).getByRole('checkbox'));
    expect(screen.getByRole('status')).toHaveTextContent('Selected: 2');
    await user.click(screen.getByRole('button', { name: 'Mark as cancellation candidates (2)' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark the selected sales (2) as cancellation candidates?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark' }));

    await waitFor(() => expect(api.calls('POST', '/api/overdue-sales')).toHaveLength(1));
    expect(api.calls('POST', '/api/overdue-sales')[0]?.body).toEqual({ sale_ids: [21, 22] });
    expect(await screen.findByText('Marked as cancellation candidates: 2')).toBeInTheDocument();
    // The list is asked again and the choice is cleared.
    await waitFor(() => expect(api.calls('GET', '/api/overdue-sales').length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Mark as cancellation candidates' })).toBeDisabled();
  }, 40_000);

  it('shows what is late ledger by ledger, filters by it, and leaves a sale late on its renovation alone unmarkable', async () => {
    const { user, api } = openOverdue(['view_sales', 'send_cancellation_notification']);
    await screen.findByText('OV-4', undefined, { timeout: 10_000 });
    expect(screen.getByRole('columnheader', { name: 'What is late' })).toBeInTheDocument();
    const late = rowOf('OV-4');
    expect(late).toHaveTextContent('Renovation «Turnkey»: 600.00 $ · 40 d.');
    expect(late).toHaveTextContent('Service «Parking P-7»: 150.50 $ · 8 d.');
    expect(rowOf('OV-1')).toHaveTextContent('Sale instalments: 2,500.00 $ · 120 d.');
    expect(within(late).getByRole('checkbox')).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'What is late' }));
    await user.click(await screen.findByRole('option', { name: 'Renovation' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/overdue-sales').at(-1)?.query.get('late')).toBe('renovation'),
    );
  });

  it('sends nothing when the user changes their mind, and shows the server’s refusal', async () => {
    const { user, api } = openOverdue(['view_sales', 'send_cancellation_notification'], {
      'POST /api/overdue-sales': reply(422, {
        message: 'The sale is not overdue',
        errors: { sale_ids: ['The sale is not overdue'] },
      }),
    });
    await screen.findByText('OV-1', undefined, { timeout: 10_000 });
    await user.click(within(rowOf('OV-1')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark as cancellation candidates (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST', '/api/overdue-sales')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Mark as cancellation candidates (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark' }));
    expect(await screen.findByText('The sale is not overdue')).toBeInTheDocument();
    expect(api.calls('POST', '/api/overdue-sales')).toHaveLength(1);
  });

  it('is not opened with view_sales alone (spec §2: the section needs send_cancellation_notification)', async () => {
    const { pathname, api } = openOverdue(['view_sales']);
    expect(await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(api.calls('GET', '/api/overdue-sales')).toHaveLength(0);
  });

  it('shows neither checkboxes nor the action to a view-only user', async () => {
    renderApp('/overdue-sales', {
      user: makeUser({ permissions: ['view_sales', 'send_cancellation_notification'], view_only: true }),
      routes: { 'GET /api/overdue-sales': pageOf(rows) },
    });
    await screen.findByText('OV-1', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as cancellation candidates/ })).not.toBeInTheDocument();
  });
});
