import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { AuthContext } from '../../lib/auth/auth-context';
import { appConfigKey } from '../../lib/config/get-app-config';
import { makeConfig, makeUser } from '../../test/fixtures';
import { MainMenu } from './main-menu';

beforeAll(() => i18n.changeLanguage('en'));

function renderMenu(user: CurrentUser, config: AppConfig = makeConfig(), collapsed = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appConfigKey, config);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={{ user, signIn: () => {}, signOut: async () => {} }}>
        <MemoryRouter>
          <MainMenu collapsed={collapsed} />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

/** Opens every group so that the entries inside are rendered. */
async function expandAll(menu: HTMLElement) {
  for (const group of within(menu).queryAllByRole('button', { expanded: false }))
    await userEvent.click(group);
}

const linkNames = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('main menu', () => {
  it('shows only the entries whose permission the user holds, plus those open to everyone', async () => {
    const menu = renderMenu(makeUser({ permissions: ['view_users', 'view_own_logs'] }));
    await expandAll(menu);
    expect(linkNames(menu)).toEqual(['Home', 'Banks', 'Bank accounts', 'Employees', 'Logs']);
    expect(within(menu).queryByRole('button', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it('never shows hidden entries, even with their permission', async () => {
    const menu = renderMenu(makeUser({ permissions: ['view_advanced_payments', 'view_sales'] }));
    await expandAll(menu);
    expect(linkNames(menu)).toContain('Sales');
    // Spec §2: overdue sales also need send_cancellation_notification.
    expect(linkNames(menu)).not.toContain('Overdue sales');
    expect(linkNames(menu)).not.toContain('Advance payments');
    expect(linkNames(menu)).not.toContain('Documents');
    expect(linkNames(menu)).not.toContain('My profile');
  });

  it('follows the module flags', async () => {
    const permissions = [
      'view_bookings',
      'view_sales',
      'send_cancellation_notification',
      'view_bonus_schemas',
      'view_services',
      'view_service_containers',
    ];
    const on = renderMenu(makeUser({ permissions }));
    await expandAll(on);
    expect(linkNames(on)).toEqual(
      expect.arrayContaining([
        'Bookings',
        'Overdue sales',
        'Bonuses',
        'Services',
        'Service payments',
        'Service containers',
      ]),
    );
    cleanup();

    const modules = {
      sale_types: false,
      overdue_letters: false,
      bonus: false,
      services: false,
      tasks: false,
    };
    const off = renderMenu(makeUser({ permissions }), makeConfig({ modules }));
    await expandAll(off);
    // Properties stays: view_bookings is one of its permissions, and it has no module of its own.
    expect(linkNames(off)).toEqual(['Home', 'Properties', 'Sales', 'Invoices', 'Banks', 'Bank accounts']);
  });

  it('shows no permission-bound entry to a user without admin-panel access', async () => {
    const menu = renderMenu(makeUser({ is_admin: false, permissions: ['view_users', 'view_sales'] }));
    await expandAll(menu);
    expect(linkNames(menu)).toEqual(['Home', 'Banks', 'Bank accounts']);
  });

  it('shrinks to icons with the labels kept for assistive technology', () => {
    const menu = renderMenu(makeUser({ permissions: ['view_users'] }), makeConfig(), true);
    expect(within(menu).getByRole('link', { name: 'Employees' })).toBeInTheDocument();
    expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
  });
});
