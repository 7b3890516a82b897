import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const accountant = {
  id: 2,
  name: 'accountant',
  permissions: ['view_sales'],
  view_only: true,
  users_count: 1,
};

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('role form', () => {
  it('shows the view-only switch with its help and saves it with the role', async () => {
    const user = userEvent.setup();
    const app = renderApp('/role-permission', {
      user: makeUser({ permissions: ['view_role_permissions', 'edit_role_permissions', 'view_sales'] }),
      routes: {
        'GET /api/role-permission/roles': [accountant],
        'GET /api/role-permission/permissions': {
          permissions: ['view_sales'],
          groups: { sales: ['view_sales'] },
        },
        'POST /api/role-permission/roles': { success: true, role: { ...accountant, view_only: false } },
      },
    });
    await user.click(await screen.findByRole('button', { name: /edit/i }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    const toggle = within(dialog).getByRole('switch', { name: 'View only' });
    expect(toggle).toBeChecked();
    expect(within(dialog).getByText(/see records but change nothing/)).toBeInTheDocument();

    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(app.api.calls('POST', '/api/role-permission/roles')).toHaveLength(1));
    expect(app.api.calls('POST', '/api/role-permission/roles')[0]!.body).toMatchObject({
      id: 2,
      name: 'accountant',
      view_only: false,
    });
  });
});
