import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { customerRecord as customer, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => sessionStorage.clear());

const related = {
  bookings: [
    {
      id: 3,
      property_id: 11,
      property_number: '202',
      building_name: 'Vake Park Residence',
      date_from: '2026-11-25',
      date_to: '2026-11-30',
      price: '396079.60',
      currency: 'USD',
      status: 'active',
    },
  ],
  barters: [
    {
      id: 4,
      item_type: 'land',
      description: '1200 m² plot',
      valuation: '96000.00',
      currency: 'USD',
      deal_date: '2025-11-14',
      status: 'completed',
    },
  ],
  advance_payments: [],
};

describe('the customer card', () => {
  it('labels statuses and barter items, writes dates day first and heads the comments once', async () => {
    renderApp('/customers/5', {
      user: makeUser({ permissions: ['view_customers'] }),
      routes: {
        'GET /api/customers/5': customer,
        'GET /api/customers/5/related': related,
        'GET /api/countries': [],
        'GET /api/custom-fields': [],
        'GET /api/custom-fields/values/customer/5': { values: {} },
        'GET /api/comments/customer/5': [],
      },
    });

    const booking = (await screen.findByText('Vake Park Residence', undefined, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(booking).getByText('25.11.2026 — 30.11.2026')).toBeInTheDocument();
    expect(within(booking).getByText('Active')).toBeInTheDocument();
    const barter = screen.getByText('Land: 1200 m² plot').closest('tr') as HTMLElement;
    expect(within(barter).getByText('14.11.2025')).toBeInTheDocument();
    expect(within(barter).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('03.04.1990')).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { name: 'Comments' })).toHaveLength(1);
  });
});
