import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionToken } from '../../../lib/auth/session-token';
import { TestAppProviders } from '../../../test/app-providers';
import { fakeApi } from '../../../test/fake-api';
import { activeBookingPage } from '../../../test/fixtures';
import { ActiveBookingCard } from './active-booking-card';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a booked unit on the chessboard', () => {
  it('names who holds it, until when, who registered it, and links to the booking', async () => {
    sessionToken.set('test-token');
    const api = fakeApi({
      'GET /api/bookings': activeBookingPage,
    });
    render(
      <TestAppProviders>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ActiveBookingCard propertyId={150} />
          </Suspense>
        </MemoryRouter>
      </TestAppProviders>,
    );
    const card = await screen.findByRole('region', { name: 'Booked' }, { timeout: 10_000 });
    expect(card).toHaveTextContent('Customer: Mariam Khutsishvili');
    expect(card).toHaveTextContent('Booked until: 30.11.2026');
    expect(card).toHaveTextContent('Registered by: Nino Beridze');
    expect(screen.getByRole('link', { name: 'Open booking №21' })).toHaveAttribute(
      'href',
      '/bookings?booking=21',
    );
    const query = api.calls('GET', '/api/bookings')[0]!.query;
    expect([query.get('property_id'), query.get('status'), query.get('perpage')]).toEqual([
      '150',
      'active',
      null,
    ]);
  });
});
