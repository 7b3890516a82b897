import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { DatesProvider } from '../../../components/date/dates-provider';
import { invoiceFixture } from '../test-fixtures';
import { sessionToken } from '../../../lib/auth/session-token';
import { TestAppProviders } from '../../../test/app-providers';
import { fakeApi, reply } from '../../../test/fake-api';
import { IssueInvoiceDialog } from './issue-invoice-dialog';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function Where() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** The dialog as the sale page opens it, over a fake server. */
function open(routes: Record<string, unknown>) {
  sessionToken.set('test-token');
  const api = fakeApi(routes);
  const onClose = vi.fn();
  render(
    <TestAppProviders>
      <MemoryRouter initialEntries={['/sales/7']}>
        <DatesProvider>
          <Suspense fallback={null}>
            <IssueInvoiceDialog open onClose={onClose} saleId={7} />
          </Suspense>
        </DatesProvider>
        <Where />
      </MemoryRouter>
    </TestAppProviders>,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('issuing an invoice from a sale', () => {
  it('issues the next instalment, then offers the print page and the PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { api, user, onClose } = open({
      'POST /api/invoices': invoiceFixture(),
      'GET /api/invoices/5/pdf': {},
    });
    const dialog = await screen.findByRole('dialog', { name: 'Issue an invoice' });
    expect(within(dialog).getByRole('textbox', { name: 'Number of instalments' })).toHaveValue('1');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Number of instalments' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Number of instalments' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));

    const done = await screen.findByRole('dialog', { name: 'Invoice issued' });
    expect(api.calls('POST', '/api/invoices')[0]?.body).toEqual({
      sale_id: 7,
      mode: 'next_instalments',
      instalments: 2,
    });
    expect(within(done).getByText('Invoice No. 2026-0015: 1,234.50 $, due 10.12.2026')).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.calls('GET', '/api/invoices/5/pdf')).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());

    // The print opens in a new tab, back to this sale; the sale page stays where it was.
    const tab = { opener: window as unknown };
    const openTab = vi.fn(() => tab);
    vi.stubGlobal('open', openTab);
    await user.click(within(done).getByRole('button', { name: 'Print' }));
    expect(openTab).toHaveBeenCalledWith('/invoices/5/print?from=%2Fsales%2F7', '_blank');
    expect(tab.opener).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'current path', hidden: true })).toHaveTextContent('/sales/7');
  }, 30_000);

  it('issues a chosen amount in another currency and shows the server’s refusal on the field', async () => {
    const { api, user } = open({
      'POST /api/invoices': reply(422, {
        message: 'The given data was invalid',
        errors: { amount: ['The amount is more than what is left to pay on the sale'] },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Issue an invoice' });
    await user.click(within(dialog).getByRole('combobox', { name: /Invoice for/ }));
    await user.click(await screen.findByRole('option', { name: 'Chosen amount' }));
    // Nothing typed: the form asks for the amount before sending anything.
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
    expect(api.calls('POST', '/api/invoices')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '250.5');
    await user.click(within(dialog).getByRole('combobox', { name: /Currency/ }));
    await user.click(await screen.findByRole('option', { name: 'GEL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));

    expect(
      await within(dialog).findByText('The amount is more than what is left to pay on the sale'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/invoices')[0]?.body).toEqual({
      sale_id: 7,
      mode: 'amount',
      amount: '250.50',
      currency: 'GEL',
    });
  }, 30_000);

  it('says so when nothing is left to pay, and closes on Cancel', async () => {
    const { onClose, user } = open({
      'POST /api/invoices': reply(422, { message: 'Nothing is left to pay on this sale' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Issue an invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Nothing is left to pay on this sale')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  }, 30_000);
});
