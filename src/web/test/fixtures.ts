import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';

export function makeConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    multi_language: true,
    otp_login: false,
    idle_timeout_minutes: 30,
    booking_default_days: 7,
    modules: { sale_types: true, overdue_letters: true, bonus: true, services: true, tasks: true },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'nino',
    email: 'nino@example.ge',
    first_name: 'Nino',
    last_name: 'Beridze',
    phone: '',
    full_name: 'Nino Beridze',
    avatar: null,
    roles: ['sales_manager'],
    permissions: [],
    buildings: [],
    is_admin: true,
    active: true,
    view_only: false,
    ...overrides,
  };
}

export const emptyPage = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 },
  links: { prev: null, next: null },
};
