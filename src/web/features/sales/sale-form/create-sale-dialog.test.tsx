import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { DATE_FORMAT_STORAGE_KEY } from '../../../components/date/use-date-format';
import { emptyPage, makeBuilding, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const unit = {
  id: 7,
  building_id: 1,
  building_name: 'Vake Park Residence',
  block: null,
  floor: 5,
  number: '12',
  cad_code: '',
  type: 'apartment',
  state: 'white_frame',
  status: 'free',
  view: null,
  rooms: 2,
  total_area: '65.00',
  living_area: null,
  balcony_area: null,
  terrace_area: null,
  price_per_m2: '1538.46',
  total_price: '100000.00',
  currency: 'USD',
  feature_ids: [],
  parent_id: null,
  retired_at: null,
  created_at: '2025-01-01T10:00:00Z',
  updated_at: '2025-01-01T10:00:00Z',
};

const routes = {
  'GET /api/buildings/1': makeBuilding({
    id: 1,
    name: 'Vake Park Residence',
    name_en: 'Vake Park Residence',
    name_ru: 'Vake Park Residence',
    blocks: [],
    property_counts: { free: 1 },
  }),
  'GET /api/buildings/1/chessboard': {
    building_id: 1,
    blocks: [],
    units: [unit],
    counts: { free: 1 },
    free_value: [{ currency: 'USD', total: '100000.00' }],
  },
  'GET /api/properties/7': {
    ...unit,
    features: [],
    plan_url: null,
    parent: null,
    children: [],
    price_history: [],
  },
  'GET /api/properties': { ...emptyPage, data: [unit] },
  'GET /api/sales/responsible-users': [{ id: 1, name: 'Nino Beridze' }],
  'GET /api/banks': [],
  'GET /api/agents': emptyPage,
  'GET /api/customers': {
    data: [{ id: 5, type: 'individual', name: 'Giorgi Beridze', identification: '01001001234', phone: null }],
  },
  'POST /api/sales': { id: 42 },
};

beforeAll(() => i18n.changeLanguage('en'));
beforeEach(() => localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'YYYY-MM-DD'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The chessboard, the unit's card, then "Sell": the dialog opens with the unit and its price. */
async function openFromChessboard() {
  const user = userEvent.setup();
  const app = renderApp('/buildings/1/chessboard', {
    user: makeUser({ permissions: ['view_properties', 'create_sales', 'view_sales'] }),
    routes,
  });
  await user.click(await screen.findByRole('button', { name: /^12 / }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('button', { name: 'Sell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sell unit No 12' });
  expect(await within(dialog).findByRole('textbox', { name: /^Price of No 12/ })).toHaveValue('100000.00');
  return { user, dialog, app };
}

async function fillSale(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  await user.type(within(dialog).getByRole('combobox', { name: /^Buyer/ }), 'Gio');
  await user.click(await screen.findByRole('option', { name: /Giorgi Beridze/ }));
  await user.type(field(/^Contract number/), 'A-101');
  await user.clear(field(/^First instalment amount/));
  await user.type(field(/^First instalment amount/), '10000');
  await user.type(field(/^First instalment date/), '2025-01-20');
  await user.clear(field(/^Payment day/));
  await user.type(field(/^Payment day/), '31');
  await user.clear(field(/^First month/));
  await user.type(field(/^First month/), '2025-02');
  await user.type(field(/^Number of instalments/), '6');
  await user.type(field(/^Formula/), '20000:2');
}

const previewRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Schedule preview' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('create sale dialog', { timeout: 60_000 }, () => {
  it('previews a formula schedule with the shared engine, posts the sale and opens it', async () => {
    const { user, dialog, app } = await openFromChessboard();
    await fillSale(user, dialog);

    // 100,000 less the first 10,000: two of 20,000 by the formula, the other 50,000 over four; day 31
    // falls back to the month's last day.
    expect(previewRows(dialog)).toEqual([
      ['1first instalment', '2025-01-20', '10,000.00 $'],
      ['2', '2025-02-28', '20,000.00 $'],
      ['3', '2025-03-31', '20,000.00 $'],
      ['4', '2025-04-30', '12,500.00 $'],
      ['5', '2025-05-31', '12,500.00 $'],
      ['6', '2025-06-30', '12,500.00 $'],
      ['7', '2025-07-31', '12,500.00 $'],
    ]);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(app.pathname()).toBe('/sales/42'));
    const [post] = app.api.calls('POST', '/api/sales');
    expect(post?.body).toMatchObject({
      properties: [{ property_id: 7, price: '100000.00' }],
      customer_ids: [5],
      contract_no: 'A-101',
      contract_type: 'contract_main',
      payment_ccy: 'USD',
      discount: '0.00',
      first_installment_amount: '10000.00',
      first_installment_date: '2025-01-20',
      payment_day: 31,
      responsible_user_id: 1,
      booking_id: null,
      advance_payment_ids: [],
      schedule: { start_month: '2025-02', count: 6, end_month: null, formula: '20000:2' },
    });
    expect(post?.body).not.toHaveProperty('schedule_rows');
  });

  it('refuses to save rows edited so they no longer add up, and says by how much', async () => {
    const { user, dialog, app } = await openFromChessboard();
    await fillSale(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Edit instalment 3' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount of instalment 3' });
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply the change to instalment 3' }));

    expect(
      await within(dialog).findByText('The schedule adds up to 81,000.00, not the contract price 100,000.00'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    // Giving the difference to the last instalment makes it add up again: the edited rows are posted.
    await user.click(within(dialog).getByRole('button', { name: 'Edit instalment 7' }));
    const last = within(dialog).getByRole('textbox', { name: 'Amount of instalment 7' });
    await user.clear(last);
    await user.type(last, '31500{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.pathname()).toBe('/sales/42'));
    const [post] = app.api.calls('POST', '/api/sales');
    expect(post?.body).not.toHaveProperty('schedule');
    expect((post?.body as { schedule_rows: unknown[] }).schedule_rows).toEqual([
      { date: '2025-01-20', amount: '10000.00', first: true },
      { date: '2025-02-28', amount: '20000.00', first: false },
      { date: '2025-03-31', amount: '1000.00', first: false },
      { date: '2025-04-30', amount: '12500.00', first: false },
      { date: '2025-05-31', amount: '12500.00', first: false },
      { date: '2025-06-30', amount: '12500.00', first: false },
      { date: '2025-07-31', amount: '31500.00', first: false },
    ]);
  });
});
