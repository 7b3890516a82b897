import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { emptyPage, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('ticket categories', () => {
  it('checks the response time by the category contract before saving it', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/tickets', {
      user: makeUser({ permissions: ['view_tickets', 'manage_tickets'] }),
      routes: {
        'GET /api/tickets': emptyPage,
        'GET /api/ticket-categories': { data: [] },
        'POST /api/ticket-categories': { id: 3, name: 'Plumbing', response_hours: 48 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Categories' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket categories' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Plumbing');
    const hours = within(dialog).getByRole('spinbutton', { name: /^Response time/ });
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(
      await within(dialog).findByText('Give a whole number of hours from 1 to 8760'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/ticket-categories')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(api.calls('POST', '/api/ticket-categories')).toHaveLength(1));
    expect(api.calls('POST', '/api/ticket-categories')[0]?.body).toEqual({
      name: 'Plumbing',
      response_hours: 48,
    });
  }, 30_000);
});
