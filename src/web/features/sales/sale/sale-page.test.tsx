import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { SaleDetail } from '@shared/sales/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { DATE_FORMAT_STORAGE_KEY } from '../../../components/date/use-date-format';
import { emptyPage, makeUser, renovationRow } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const instalment = (
  number: number,
  due_date: string,
  paid: string,
  status: 'paid' | 'partial' | 'unpaid',
  late: boolean,
) => ({
  id: number,
  number,
  due_date,
  amount: '1200.00',
  paid,
  left: (1200 - Number(paid)).toFixed(2),
  first: false,
  status,
  late,
});

const sale: SaleDetail = {
  id: 42,
  status: 'overdue',
  contract_no: 'A-101',
  contract_type: 'contract_main',
  contract_lang: 'ge',
  contract_start_date: '2025-01-05',
  contract_end_date: null,
  signing_date: '2025-01-05',
  building_id: 1,
  building_name: 'Vake Park Residence',
  payment_ccy: 'USD',
  price: '3600.00',
  discount: '0.00',
  total_price: '3600.00',
  first_installment_amount: '0.00',
  first_installment_date: null,
  payment_day: 10,
  mortgage_bank_id: null,
  mortgage_bank_name: null,
  mortgage_amount: null,
  agent_id: null,
  agent_name: null,
  agent_fee_percent: null,
  agent_fee: 'must_paid',
  agent_is_paid: false,
  agent_fee_paid_amount: null,
  agent_fee_paid_date: null,
  min_income_percent: null,
  is_signed: true,
  is_managable: true,
  vat_payer: false,
  automatic_recalculation: false,
  notifications_enabled: true,
  responsible_user_id: 1,
  responsible_name: 'Nino Beridze',
  info_source: '',
  renovation_price: null,
  booking_id: null,
  cancellation_reason: null,
  canceled_at: null,
  customer_change_date: null,
  customer_change_reason: null,
  deleted_at: null,
  delete_comment: null,
  deleted_by_name: null,
  created_at: '2025-01-05T09:00:00Z',
  updated_at: '2025-01-05T09:00:00Z',
  properties: [
    {
      property_id: 7,
      building_id: 1,
      building_name: 'Vake Park Residence',
      block: 'A',
      floor: 5,
      number: '12',
      type: 'apartment',
      state: 'white_frame',
      total_area: '65.00',
      price: '3600.00',
      released_at: null,
    },
  ],
  customers: [
    {
      customer_id: 5,
      name: 'Giorgi Beridze',
      personal_id: '01001001234',
      phone: '+995555123456',
      email: null,
      added_at: '2025-01-05T09:00:00Z',
      removed_at: null,
      removal_reason: null,
    },
  ],
  balance: {
    total: '3600.00',
    paid: '1800.00',
    debt: '600.00',
    overdue_days: 45,
    next_due_date: '2025-02-10',
    next_due_amount: '600.00',
    credit: '0.00',
    paid_percent: '50.00',
  },
  schedule: [
    instalment(1, '2025-01-10', '1200.00', 'paid', false),
    instalment(2, '2025-02-10', '600.00', 'partial', true),
    instalment(3, '2099-03-10', '0.00', 'unpaid', false),
  ],
  payments: [
    {
      id: 9,
      sale_id: 42,
      mode: 'sale',
      amount: '1800.00',
      original_amount: '1800.00',
      currency: 'USD',
      payment_rate: '2.7000',
      sale_rate: '2.7000',
      rate_source: 'same',
      payment_date: '2025-01-10',
      payment_type: 'bank_transfer',
      bank_account_id: null,
      bank_account: null,
      note: '',
      advance_payment_id: null,
      created_by_name: 'Nino Beridze',
      created_at: '2025-01-10T10:00:00Z',
    },
  ],
  can: {
    edit: true,
    edit_schedule: true,
    add_payments: true,
    edit_payments: true,
    delete_payments: true,
    delete: true,
  },
};

const routes = {
  'GET /api/sales/42': sale,
  'GET /api/sales/42/files': [],
  'GET /api/documents/types': [],
  'GET /api/comments/sale/42': [],
  'GET /api/bank-accounts': [],
  'GET /api/sales/payment-types': [
    { value: 'bank_transfer', title: 'Bank transfer', title_ka: '', title_en: '', title_ru: '' },
    { value: 'cash', title: 'Cash', title_ka: '', title_en: '', title_ru: '' },
  ],
  'GET /api/sales': emptyPage,
};

const permissions = ['view_sales', 'add_payments', 'edit_sales', 'delete_sales', 'delete_payments'] as const;

beforeAll(() => i18n.changeLanguage('en'));
beforeEach(() => localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'YYYY-MM-DD'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function openSale(extra: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/sales/42', {
    user: makeUser({ permissions: [...permissions] }),
    routes: { ...routes, ...extra },
  });
  return { user, app };
}

const figure = (name: string) => screen.getByRole('group', { name });

describe('sale page', { timeout: 60_000 }, () => {
  it('shows the debt and overdue days at a glance and each instalment paid, partly paid or unpaid', async () => {
    openSale();
    expect(
      await screen.findByRole('heading', { name: /Contract No A-101/ }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(figure('Debt')).toHaveTextContent('600.00 $');
    expect(figure('Overdue')).toHaveTextContent('45 days');
    expect(figure('Paid')).toHaveTextContent('1,800.00 $');
    expect(figure('Next instalment')).toHaveTextContent('2025-02-10');

    const rows = within(screen.getByRole('table', { name: 'Payment schedule' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Late')).toBeNull();
    expect(within(rows[2]!).getByText('Partly paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Late')).toBeInTheDocument();
    expect(rows[2]).toHaveAttribute('data-late', 'true');
    expect(within(rows[3]!).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rows[3]!).queryByText('Late')).toBeNull();
    // The totals row.
    expect(rows[4]).toHaveTextContent('3,600.00 $1,800.00 $1,800.00 $');
    expect(screen.getByRole('button', { name: 'Edit schedule' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).toBeNull();
  });

  it('offers an invoice to users who may issue them', async () => {
    const user = userEvent.setup();
    renderApp('/sales/42', { user: makeUser({ permissions: [...permissions, 'create_invoices'] }), routes });
    await user.click(await screen.findByRole('button', { name: 'Issue invoice' }, { timeout: 10_000 }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a view-only reader the renovation and services card, with nothing to add or change', async () => {
    const none = Object.fromEntries(Object.keys(sale.can).map((key) => [key, false]));
    renderApp('/sales/42', {
      // Write permissions held through a second role: the view-only role still takes every write away.
      user: makeUser({
        view_only: true,
        permissions: [...permissions, 'view_services', 'view_service_containers', 'edit_services'],
      }),
      routes: {
        ...routes,
        'GET /api/sales/42': { ...sale, can: none },
        'GET /api/services': { ...emptyPage, data: [renovationRow] },
        'GET /api/containers': emptyPage,
      },
    });
    const card = await screen.findByRole('region', { name: 'Renovation and services' }, { timeout: 10_000 });
    expect(await within(card).findByRole('button', { name: 'White frame' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add renovation' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add service' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit schedule' })).toBeNull();
  });

  it('checks a new renovation by the renovation contract, each error on its field, before sending it', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/sales/42', {
      user: makeUser({ permissions: [...permissions, 'view_services', 'edit_services'] }),
      routes: {
        ...routes,
        'GET /api/services': emptyPage,
        'GET /api/service-types': [],
        'POST /api/services': {},
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add renovation' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New renovation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByRole('textbox', { name: /^First month/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Number of instalments/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(api.calls('POST', '/api/services')).toHaveLength(0);
  });

  it('hides the schedule editor when the server says the schedule is locked', async () => {
    openSale({ 'GET /api/sales/42': { ...sale, can: { ...sale.can, edit_schedule: false } } });
    expect(
      await screen.findByRole('heading', { name: /Contract No A-101/ }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit schedule' })).toBeNull();
  });

  it('fetches the official rates for a payment in another currency, shows 0 and asks for a rate when there is none', async () => {
    const today = tbilisiToday();
    const { user, app } = openSale({
      [`GET /api/currency/EUR/${today}`]: {
        currency: 'EUR',
        date: today,
        rate: '3.100000',
        valid_from_date: today,
        available: true,
      },
      [`GET /api/currency/USD/${today}`]: {
        currency: 'USD',
        date: today,
        rate: '0',
        valid_from_date: null,
        available: false,
      },
      'POST /api/payments/calculatePayment': {
        original_amount: '500.00',
        currency: 'EUR',
        amount: '574.07',
        sale_currency: 'USD',
        payment_rate: '3.100000',
        sale_rate: '2.7',
        rate_source: 'manual',
        covers: [{ number: 2, due_date: '2025-02-10', amount: '574.07' }],
        credit: '0.00',
        debt_after: '25.93',
      },
      'POST /api/payments/pay': {
        ...sale.payments[0]!,
        id: 10,
        amount: '574.07',
        original_amount: '500.00',
        currency: 'EUR',
        payment_rate: '3.100000',
        sale_rate: '2.700000',
        rate_source: 'manual',
        payment_date: today,
        created_at: `${today}T10:00:00Z`,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add payment' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment to No A-101' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '500');
    await user.click(within(dialog).getByRole('combobox', { name: /^Currency/ }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));

    const eurRate = await within(dialog).findByRole('textbox', { name: /^Rate of EUR/ });
    const usdRate = within(dialog).getByRole('textbox', { name: /^Rate of USD/ });
    await waitFor(() => expect(eurRate).toHaveValue('3.100000'));
    await waitFor(() => expect(usdRate).toHaveValue('0'));
    expect(within(dialog).getByText(/No official rate could be had for this day/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('No official rate could be had for this date — enter the rate'),
    ).toBeInTheDocument();
    expect(app.api.calls('POST', '/api/payments/pay')).toHaveLength(0);

    await user.clear(usdRate);
    await user.type(usdRate, '2.7');
    // The preview: converted into the sale's currency, and the instalment it covers.
    await waitFor(() =>
      expect(app.api.calls('POST', '/api/payments/calculatePayment').at(-1)?.body).toMatchObject({
        sale_id: 42,
        amount: '500',
        currency: 'EUR',
        sale_rate: '2.7',
      }),
    );
    expect(await within(dialog).findByText('No 2 (2025-02-10):')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent("In the sale's currency: 574.07 $");

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.calls('POST', '/api/payments/pay')).toHaveLength(1));
    const body = app.api.calls('POST', '/api/payments/pay')[0]?.body as Record<string, unknown>;
    // The official EUR rate is left to the server (recorded as the National Bank's); the typed one is sent.
    expect(body).toMatchObject({
      mode: 'sale',
      sale_id: 42,
      amount: '500.00',
      currency: 'EUR',
      payment_date: today,
      sale_rate: '2.7',
      payment_type: 'bank_transfer',
    });
    expect(body.payment_rate).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The sale is loaded again after the payment.
    expect(app.api.calls('GET', '/api/sales/42').length).toBeGreaterThanOrEqual(2);
  });

  it('changes the units only once the user chooses to keep or reset what was paid', async () => {
    const { user, app } = openSale({ 'PATCH /api/sales/42/update-properties': sale });
    await user.click(await screen.findByRole('button', { name: 'More actions' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change units' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change units of No A-101' });
    const price = within(dialog).getByRole('textbox', { name: /^Price of No 12/ });
    await user.clear(price);
    await user.type(price, '3900');
    // The schedule is built again from the current one's inputs: three monthly instalments from January.
    const table = within(dialog).getByRole('table', { name: 'Schedule preview' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      '1,300.00 $',
      '1,300.00 $',
      '1,300.00 $',
    ]);
    expect(within(rows[0]!).getByText('2025-01-10')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
    expect(app.api.calls('PATCH', '/api/sales/42/update-properties')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Keep the amount paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.calls('PATCH', '/api/sales/42/update-properties')).toHaveLength(1));
    expect(app.api.calls('PATCH', '/api/sales/42/update-properties')[0]?.body).toMatchObject({
      properties: [{ property_id: 7, price: '3900.00' }],
      paid_amount_choice: 'keep',
      schedule: { start_month: '2025-01', count: 3, end_month: null, formula: '' },
    });
  });

  it('deletes the sale only with a comment, then goes back to the sales list', async () => {
    const { user, app } = openSale({ 'POST /api/sales/42/delete-with-comment': { success: true } });
    await user.click(await screen.findByRole('button', { name: 'More actions' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sale No A-101' });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
    expect(app.api.calls('POST', '/api/sales/42/delete-with-comment')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Comment/ }), 'Signed twice by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.pathname()).toBe('/sales'));
    expect(app.api.calls('POST', '/api/sales/42/delete-with-comment')[0]?.body).toEqual({
      comment: 'Signed twice by mistake',
    });
  });
});
