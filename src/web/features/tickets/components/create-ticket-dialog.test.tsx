import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { emptyPage, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const sale = {
  id: 42,
  contract_no: 'A-125',
  status: 'active',
  contract_type: 'contract_main',
  contract_lang: 'ge',
  contract_start_date: '2026-01-10',
  building_id: 1,
  building_name: 'Vake Park',
  units: 'A-5-12',
  customer_name: 'Levan Abashidze',
  payment_ccy: 'USD',
  total_price: '100000.00',
  paid: '10000.00',
  debt: '90000.00',
  overdue_days: 0,
  next_due_date: null,
  paid_percent: '10.00',
  responsible_name: null,
  agent_name: null,
  is_signed: true,
  created_at: '2026-01-10T10:00:00Z',
  deleted_at: null,
  deleted_by_name: null,
  delete_comment: null,
};

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function openDialog(permissions: string[]) {
  const user = userEvent.setup();
  const app = renderApp('/tickets', {
    user: makeUser({ permissions: permissions as never }),
    routes: {
      'GET /api/tickets': emptyPage,
      'GET /api/ticket-categories': { data: [] },
      'GET /api/ticket-handlers': { data: [] },
      'GET /api/sales': (request: { query: URLSearchParams }) =>
        request.query.get('contract_no') === 'A-1'
          ? { ...emptyPage, data: [sale], meta: { ...emptyPage.meta, total: 1 } }
          : emptyPage,
      'POST /api/tickets': emptyPage,
    },
  });
  await user.click(await screen.findByRole('button', { name: 'New ticket' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
  return { user, dialog, api: app.api };
}

describe('create ticket dialog', () => {
  it('links the chosen sale: the request carries its sale_id', async () => {
    const { user, dialog, api } = await openDialog(['view_tickets', 'view_sales']);
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Leaking roof');
    await user.click(within(dialog).getByRole('combobox', { name: /^Who is asking/ }));
    await user.click(await screen.findByRole('option', { name: 'Resident' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Resident's name/ }), 'Nino');

    const picker = within(dialog).getByRole('combobox', { name: 'Sale (contract №)' });
    await user.type(picker, 'ZZ');
    expect(await screen.findByText('No sale found')).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'A-1');
    await screen.findByRole('option', { name: /№A-125 · Levan Abashidze/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('№A-125 · Levan Abashidze');

    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Water comes through');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Ticket opened');
    const body = api.calls('POST', '/api/tickets')[0]?.body as FormData;
    expect(body.get('sale_id')).toBe('42');
  });

  it('offers no sale picker without a sales permission', async () => {
    const { dialog } = await openDialog(['view_tickets']);
    expect(within(dialog).queryByRole('combobox', { name: 'Sale (contract №)' })).toBeNull();
  });

  it('starts with a requester the user may pick: a resident without customers or agents to choose from', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { dialog } = await openDialog(['view_tickets']);
    expect(within(dialog).getByRole('combobox', { name: /^Who is asking/ })).toHaveTextContent('Resident');
    expect(within(dialog).getByRole('textbox', { name: /^Resident's name/ })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/out-of-range value/);
    warn.mockRestore();
  });

  it('starts with a customer for a user who may pick customers', async () => {
    const { dialog } = await openDialog(['view_tickets', 'view_customers']);
    expect(within(dialog).getByRole('combobox', { name: /^Who is asking/ })).toHaveTextContent('Customer');
  });

  it('checks the fields by the ticket contract before sending anything', async () => {
    const { user, dialog, api } = await openDialog(['view_tickets']);
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
    expect(api.calls('POST', '/api/tickets')).toHaveLength(0);
  });
});
