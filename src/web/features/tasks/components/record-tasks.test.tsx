import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@shared/auth/contracts';
import type { Task } from '@shared/tasks/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => sessionStorage.clear());

const task: Task = {
  id: 1,
  title: 'Call the buyer',
  description: '',
  priority: 'normal',
  due_date: '2026-03-09',
  status: 'open',
  assignee_id: 1,
  assignee: { id: 1, name: 'Nino Beridze' },
  created_by: 1,
  creator: { id: 1, name: 'Nino Beridze' },
  model: 'customer',
  model_id: 5,
  model_label: 'Nino Beridze',
  overdue: true,
  due_today: false,
  can_delete: true,
  created_at: '2026-03-01T09:00:00Z',
  modified_at: '2026-03-01T09:00:00Z',
  done_at: null,
};

const customer = {
  id: 5,
  type: 'individual',
  name: 'Nino Beridze',
  first_name: 'ნინო',
  last_name: 'ბერიძე',
  first_name_en: 'Nino',
  last_name_en: 'Beridze',
  first_name_ru: 'Нино',
  last_name_ru: 'Беридзе',
  company_name: '',
  company_name_en: '',
  company_name_ru: '',
  personal_id: '01001001234',
  company_id: null,
  gender: 'female',
  birth_date: '1990-04-03',
  citizenship: 'GE',
  country: 'GE',
  address: 'Tbilisi',
  email: null,
  phone: null,
  delegate_name: '',
  delegate_personal_id: '',
  delegate_position: '',
  created_by: 1,
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
};

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
