import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment } from '@shared/sales/contracts';
import type { ServiceOrderDetail, ServicePayment } from '@shared/services/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { emptyPage, makeUser, renovationRow } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** 540 lari at the National Bank's 2.7 lari a dollar: 200 dollars. */
const payment: ServicePayment = {
  id: 70,
  date: '2026-02-01',
  amount_converted: '200.00',
  amount: '540.00',
  currency: 'GEL',
  rate: '0.370370',
  payment_rate: '1',
  sale_rate: '2.7',
  rate_source: 'nbg',
  payment_type: 'cash',
  note: '',
};

/** The payment as PUT /api/payments/70 answers it once changed to 1080 lari: 400 dollars. */
const changedPayment: Payment = {
  id: 70,
  sale_id: 42,
  mode: 'renovation',
  amount: '400.00',
  original_amount: '1080.00',
  currency: 'GEL',
  payment_rate: '1',
  sale_rate: '2.7',
  rate_source: 'nbg',
  payment_date: '2026-02-01',
  payment_type: 'cash',
  bank_account_id: null,
  bank_account: null,
  note: '',
  advance_payment_id: null,
  created_by_name: 'Nino Beridze',
  created_at: '2026-02-01T10:00:00Z',
};

const detail = (paid: string, debt: string, changed: Partial<ServicePayment> = {}): ServiceOrderDetail => ({
  ...renovationRow,
  paid,
  debt,
  lines: [],
  schedule: [
    {
      number: 1,
      due_date: '2026-03-01',
      amount: '3000.00',
      paid,
      left: debt,
      first: true,
      status: 'partial',
      late: false,
    },
  ],
  payments: [{ ...payment, ...changed }],
  credit: '0.00',
});

function openServices(answers: unknown[]) {
  let changed = false;
  const app = renderApp('/services', {
    user: makeUser({ permissions: ['view_services', 'add_payments', 'edit_payments', 'delete_payments'] }),
    routes: {
      'GET /api/services': {
        ...emptyPage,
        data: [renovationRow],
        meta: { ...emptyPage.meta, from: 1, to: 1, total: 1 },
      },
      'GET /api/services/7': () =>
        changed
          ? detail('400.00', '2600.00', { amount: '1080.00', amount_converted: '400.00' })
          : detail('200.00', '2800.00'),
      'PUT /api/payments/70': () => {
        const answer = answers.shift();
        changed = answer !== undefined && !(answer instanceof Object && 'status' in answer);
        return answer;
      },
    },
  });
  return { app, user: userEvent.setup() };
}

describe('changing a renovation payment from the drawer', { timeout: 60_000 }, () => {
  it('opens the payment as recorded, sends it back with the rate it had, and shows the new figures', async () => {
    const { app, user } = openServices([
      reply(409, { message: 'The sale is closed: its payments cannot change' }),
      changedPayment,
    ]);
    await user.click(await screen.findByText('VP-2024/015', undefined, { timeout: 10_000 }));
    const payments = await screen.findByRole('table', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Change payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('540.00');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('GEL');
    expect(within(dialog).getByLabelText(/Payment date/)).toHaveValue('2026-02-01');
    expect(within(dialog).getByRole('combobox', { name: 'Payment type' })).toHaveTextContent('Cash');
    // Paid in lari for a dollar renovation: only the dollar's rate, as recorded.
    expect(within(dialog).getByRole('textbox', { name: 'Rate of USD' })).toHaveValue('2.7');
    expect(within(dialog).queryByRole('textbox', { name: 'Rate of GEL' })).toBeNull();

    // An empty amount is refused on the form, in the user's language.
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid format')).toBeVisible();
    expect(app.api.calls('PUT', '/api/payments/70')).toHaveLength(0);

    await user.type(amount, '1080');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server's refusal is toasted with its message and the dialog stays open.
    expect(await screen.findByText('The sale is closed: its payments cannot change')).toBeVisible();
    expect(dialog).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change payment' })).toBeNull());
    const puts = app.api.calls('PUT', '/api/payments/70');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({
      amount: '1080.00',
      currency: 'GEL',
      payment_date: '2026-02-01',
      payment_rate: '',
      sale_rate: '2.7',
      payment_type: 'cash',
      bank_account_id: null,
      note: '',
    });
    // The renovation is reloaded: its paid amount, debt and the payment as changed.
    expect(await screen.findByTestId('figure-Debt', {}, { timeout: 10_000 })).toHaveTextContent('2,600.00');
    expect(screen.getByTestId('figure-Paid')).toHaveTextContent('400.00');
    expect(within(payments).getByText(/1,080\.00/)).toBeVisible();
  });
});
