import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@shared/dates/date-formats';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { DATE_FORMAT_STORAGE_KEY } from '../../../components/date/use-date-format';
import { emptyPage, makeConfig, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('a new booking', () => {
  it('ends the configured number of days after its start, following the start until an end is chosen', async () => {
    localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'YYYY-MM-DD');
    const typing = userEvent.setup();
    renderApp('/bookings', {
      user: makeUser({ permissions: ['view_bookings', 'create_bookings'] }),
      config: makeConfig({ booking_default_days: 10 }),
      routes: { 'GET /api/bookings': emptyPage, 'GET /api/bookings/operators': [], 'GET /api/buildings': [] },
    });
    await typing.click(await screen.findByRole('button', { name: 'Add booking' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    const start = within(dialog).getByRole('textbox', { name: /^Start date/ });
    const end = within(dialog).getByRole('textbox', { name: /^End date/ });
    expect(start).toHaveValue(todayIso());
    expect(end).toHaveValue(addDays(todayIso(), 10));

    await typing.clear(start);
    await typing.type(start, '2026-12-28');
    expect(end).toHaveValue('2027-01-07');

    await typing.clear(end);
    await typing.type(end, '2027-01-02');
    await typing.clear(start);
    await typing.type(start, '2026-12-20');
    expect(end).toHaveValue('2027-01-02');
  });
});

describe('a link to a booking', () => {
  it('opens the bookings list with that booking’s card, dates day first', async () => {
    const booking = {
      id: 3,
      property_id: 11,
      customer_id: 5,
      operator_id: 1,
      date_from: '2026-11-25',
      date_to: '2026-12-02',
      price: '396079.60',
      currency: 'USD',
      is_paid: false,
      note: '',
      status: 'active',
      closed_at: null,
      created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z',
      property: {
        id: 11,
        building_id: 1,
        building_name: 'Vake Park Residence',
        block: null,
        floor: 2,
        number: '202',
        status: 'booked',
        total_price: '396079.60',
        currency: 'USD',
      },
      customer_name: 'Mariam Khutsishvili',
      operator_name: 'Nino Beridze',
    };
    renderApp('/bookings?booking=3', {
      user: makeUser({ permissions: ['view_bookings'] }),
      routes: {
        'GET /api/bookings': emptyPage,
        'GET /api/bookings/3': booking,
        'GET /api/bookings/operators': [],
        'GET /api/buildings': [],
        'GET /api/comments/booking/3': [],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Booking No 3' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Mariam Khutsishvili')).toBeInTheDocument();
    expect(within(dialog).getByText('25.11.2026 — 02.12.2026')).toBeInTheDocument();
  });
});
