import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { PaymentCalculation } from '@shared/payments/contracts';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../../../lib/auth/session-token';
import { TestAppProviders } from '../../../../test/app-providers';
import { DatesProvider } from '../../../../components/date/dates-provider';
import i18n from '../../../../i18n';
import { fakeApi, type FakeRequest } from '../../../../test/fake-api';
import { saleDetail } from '../../list/test-fixtures';
import { PaymentDialog } from './payment-dialog';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const today = tbilisiToday();
const sale = saleDetail({ id: 42, status: 'active', contract_no: 'A-101', payment_ccy: 'USD' });

/** The server's preview: the amount converted at the rates sent (a dollar sale, paid in dollars or lari). */
function calculate(request: FakeRequest): PaymentCalculation {
  const body = request.body as { amount: string; currency: 'USD' | 'GEL'; sale_rate?: string };
  const dollars =
    body.currency === 'USD' ? Number(body.amount) : Number(body.amount) / Number(body.sale_rate);
  const amount = dollars.toFixed(2);
  return {
    original_amount: body.amount,
    currency: body.currency,
    amount,
    sale_currency: 'USD',
    payment_rate: body.currency === 'USD' ? (body.sale_rate ?? '1') : '1',
    sale_rate: body.sale_rate ?? '1',
    rate_source: body.currency === 'USD' ? 'same' : 'manual',
    covers: [{ number: 1, due_date: '2026-01-20', amount }],
    credit: '0.00',
    debt_after: '0.00',
  };
}

function open() {
  sessionToken.set('test-token');
  const api = fakeApi({
    'GET /api/sales/payment-types': [
      {
        value: 'bank_transfer',
        title: 'Bank transfer',
        title_ka: 'საბანკო გადარიცხვა',
        title_en: 'Bank transfer',
        title_ru: 'Банковский перевод',
      },
    ],
    'GET /api/bank-accounts': [],
    // No National Bank rate for the day: the cashier has to type one.
    [`GET /api/currency/USD/${today}`]: {
      currency: 'USD',
      date: today,
      rate: '0',
      valid_from_date: null,
      available: false,
    },
    'POST /api/payments/calculatePayment': calculate,
  });
  render(
    <TestAppProviders>
      <MemoryRouter>
        <DatesProvider>
          <Suspense fallback={null}>
            <PaymentDialog sale={sale} payment={null} onClose={vi.fn()} />
          </Suspense>
        </DatesProvider>
      </MemoryRouter>
    </TestAppProviders>,
  );
  return { api, user: userEvent.setup() };
}

describe('the payment dialog without an official rate for the day', { timeout: 30_000 }, () => {
  it('asks for a rate instead of showing lari as dollars, and reads the typed rate as a cashier says it', async () => {
    const { api, user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment to No A-101' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '54000');
    // In the sale's own currency no rate is needed: 54,000 dollars.
    const preview = await within(dialog).findByRole('region', { name: 'How the payment is applied' });
    await waitFor(() => expect(within(preview).getAllByRole('status')[0]).toHaveTextContent('54,000'));

    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'GEL' }));
    expect(await within(dialog).findByText(/No official rate could be had for this day/)).toBeVisible();
    expect(
      await within(dialog).findByText(/A rate is needed: enter the rate of the day above/),
    ).toBeVisible();
    expect(within(dialog).queryByText(/54,000/)).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'How the payment is applied' })).toBeNull();

    const rate = within(dialog).getByRole('textbox', { name: 'Rate of USD' });
    await user.clear(rate);
    await user.type(rate, '2.7');
    await waitFor(() =>
      expect(within(dialog).queryByText(/No official rate could be had for this day/)).toBeNull(),
    );
    const converted = await within(dialog).findByRole('region', { name: 'How the payment is applied' });
    await waitFor(() => expect(converted).toHaveTextContent('1 USD = 2.70 GEL'));
    expect(converted).toHaveTextContent('20,000');
    expect(converted).not.toHaveTextContent('54,000');
    const sent = api.calls('POST', '/api/payments/calculatePayment').at(-1)?.body;
    expect(sent).toMatchObject({ amount: '54000', currency: 'GEL', sale_rate: '2.7' });
  });
});
