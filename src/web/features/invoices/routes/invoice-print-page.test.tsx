import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { invoiceFixture } from '../test-fixtures';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const user = makeUser({ permissions: ['view_sales'] });

describe('the invoice print page', () => {
  it('lays out seller, buyer, units, lines, bank details and the amount in words, and prints', async () => {
    await i18n.changeLanguage('en');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/invoices/5/print', { user, routes: { 'GET /api/invoices/5': invoiceFixture() } });
    const sheet = await screen.findByRole('article', { name: 'Invoice № 2026-0015' }, { timeout: 10_000 });
    const inSheet = within(sheet);
    expect(inSheet.getByRole('heading', { name: 'Invoice № 2026-0015' })).toBeInTheDocument();
    expect(inSheet.getByText('Due date: 10.12.2026')).toBeInTheDocument();
    expect(inSheet.getByText('შპს „ვაკე რეზიდენსი“')).toBeInTheDocument();
    expect(inSheet.getByText('Nino Beridze')).toBeInTheDocument();
    expect(inSheet.getByText('Apartment, block A, floor 5, № 12, area 65.50 m²')).toBeInTheDocument();
    expect(inSheet.getByText('Instalment № 3 (due 10.12.2026)')).toBeInTheDocument();
    expect(inSheet.getByText('234.50 USD')).toBeInTheDocument();
    expect(inSheet.getByRole('rowheader', { name: 'Total due' })).toBeInTheDocument();
    expect(inSheet.getByText('1,234.50 USD')).toBeInTheDocument();
    expect(
      inSheet.getByText('One thousand two hundred thirty-four dollars and fifty cents'),
    ).toBeInTheDocument();
    // Georgian words stay on an invoice printed in another language.
    expect(inSheet.getByText('ათას ორას ოცდათოთხმეტი აშშ დოლარი და ორმოცდაათი ცენტი')).toBeInTheDocument();
    expect(inSheet.getByText('TBC Bank')).toBeInTheDocument();
    expect(inSheet.getByText('GE29TB7036045100000102')).toBeInTheDocument();
    expect(inSheet.getByText('Citibank N.A., New York (CITIUS33)')).toBeInTheDocument();
    expect(inSheet.getByText('Contract No. VP-2024/015, invoice No. 2026-0015')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  }, 40_000);

  it('prints in Georgian with the Georgian words and bank names', async () => {
    await i18n.changeLanguage('ka');
    renderApp('/invoices/5/print', {
      user,
      routes: {
        'GET /api/invoices/5': invoiceFixture({
          currency: 'GEL',
          amount: '3375.00',
          details: {
            ...invoiceFixture().details,
            currency: 'GEL',
            amount: '3375.00',
            amount_words: { ka: 'სამი ათას სამას სამოცდათხუთმეტი ლარი', en: '', ru: '' },
            conversion: {
              date: '2026-11-20',
              sale_amount: '1250.00',
              sale_currency: 'USD',
              sale_rate: '2.700000',
              invoice_rate: '1.000000',
            },
          },
        }),
      },
    });
    const sheet = await screen.findByRole('article', { name: 'ინვოისი № 2026-0015' }, { timeout: 10_000 });
    expect(within(sheet).getByText('სამი ათას სამას სამოცდათხუთმეტი ლარი')).toBeInTheDocument();
    expect(within(sheet).getByText('თიბისი ბანკი')).toBeInTheDocument();
    expect(within(sheet).getByText('3,375.00 GEL')).toBeInTheDocument();
    expect(within(sheet).getByText(/65\.50 მ²$/)).toBeInTheDocument();
    expect(within(sheet).getByText(/1 USD = 2\.700000 GEL/)).toBeInTheDocument();
    expect(within(sheet).queryByText('სიტყვიერად:', { exact: false })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  }, 40_000);

  it('goes back to the page it was opened from, or to the invoice list', async () => {
    await i18n.changeLanguage('en');
    const routes = { 'GET /api/invoices/5': invoiceFixture() };
    const fromSale = renderApp('/invoices/5/print?from=%2Fsales%2F7', { user, routes });
    expect(await screen.findByRole('link', { name: 'Back' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/sales/7',
    );
    fromSale.unmount();
    renderApp('/invoices/5/print?from=https://evil.example', { user, routes });
    expect(await screen.findByRole('link', { name: 'Invoices' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/invoices',
    );
  }, 40_000);

  it('says when the invoice cannot be found', async () => {
    await i18n.changeLanguage('en');
    renderApp('/invoices/99/print', {
      user,
      routes: { 'GET /api/invoices/99': reply(404, { message: 'Record not found' }) },
    });
    expect(
      await screen.findByText('Not found, or you have no access to it.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  }, 40_000);
});
