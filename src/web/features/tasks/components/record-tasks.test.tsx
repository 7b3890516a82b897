import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@shared/auth/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { customerRecord as customer, makeTask, makeUser } from '../../../test/fixtures';

const task = makeTask({ model: 'customer', model_id: 5, model_label: 'Nino Beridze' });
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => sessionStorage.clear());

/** A customer's card, the record its tasks are listed on. */
function openCustomer(user: CurrentUser) {
  return renderApp('/customers/5', {
    user,
    routes: {
      'GET /api/customers/5': customer,
      'GET /api/customers/5/related': { bookings: [], barters: [], advance_payments: [] },
      'GET /api/countries': [],
      'GET /api/custom-fields': [],
      'GET /api/custom-fields/values/customer/5': { values: {} },
      'GET /api/comments/customer/5': [],
      'GET /api/tasks': {
        data: [task],
        meta: { current_page: 1, last_page: 1, per_page: 50, from: 1, to: 1, total: 1 },
        links: { prev: null, next: null },
      },
    },
  });
}

describe('a record’s tasks', { timeout: 60_000 }, () => {
  it('offers add, done, edit and delete to whoever may write', async () => {
    openCustomer(makeUser({ permissions: ['view_customers'] }));
    const tasks = await screen.findByRole('region', { name: 'Tasks' }, { timeout: 40_000 });
    expect(await within(tasks).findByText('Call the buyer')).toBeVisible();
    expect(within(tasks).getByRole('button', { name: 'Add task' })).toBeVisible();
    expect(within(tasks).getByRole('button', { name: 'Mark as done: Call the buyer' })).toBeVisible();
    expect(within(tasks).getByRole('button', { name: 'Edit: Call the buyer' })).toBeVisible();
    expect(within(tasks).getByRole('button', { name: 'Delete: Call the buyer' })).toBeVisible();
  });

  it('lists them to a view-only reader (spec §6) with none of those buttons', async () => {
    openCustomer(makeUser({ roles: ['accountant'], permissions: ['view_customers'], view_only: true }));
    const tasks = await screen.findByRole('region', { name: 'Tasks' }, { timeout: 40_000 });
    expect(await within(tasks).findByText('Call the buyer')).toBeVisible();
    expect(within(tasks).queryAllByRole('button')).toHaveLength(0);
    expect(within(tasks).getByRole('img', { name: 'Open' })).toBeVisible();
  });
});
