import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';
import type { Booking } from '@shared/bookings/contracts';
import type { Building } from '@shared/buildings/contracts';
import type { ServiceOrder } from '@shared/services/contracts';
import type { Task } from '@shared/tasks/contracts';

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

/** A task on a sale, open and overdue. */
export const makeTask = (overrides: Partial<Task> = {}): Task => ({
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
  model: 'sale',
  model_id: 7,
  model_label: '№A-100',
  overdue: true,
  due_today: false,
  can_delete: true,
  created_at: '2026-03-01T09:00:00Z',
  modified_at: '2026-03-01T09:00:00Z',
  done_at: null,
  ...overrides,
});

/** A complex as GET /api/buildings lists it: named in three languages, one block, no bank accounts. */
export const makeBuilding = (overrides: Partial<Building> = {}): Building => ({
  id: 1,
  name: 'ვაკე პარკი',
  name_en: 'Vake Park',
  name_ru: 'Ваке Парк',
  cad_code: '01.14.14.007.012',
  company_name: 'შპს ვაკე',
  company_name_en: 'Vake LLC',
  company_name_ru: '',
  company_id: '405287311',
  director: 'გიორგი ბერიძე',
  director_en: 'Giorgi Beridze',
  director_ru: 'Гиорги Беридзе',
  director_pid: '01001012345',
  facsimile_file_url: null,
  manager_name: '',
  address: 'თბილისი, ჭავჭავაძის გამზ. 64',
  address_en: '',
  address_ru: '',
  email: '',
  phone: '',
  property_states: [],
  blocks: ['A'],
  notifiable: false,
  bank_accounts: [],
  property_counts: { free: 10, sold: 2 },
  ...overrides,
});

/** A customer as GET /api/customers/{id} answers it: a Georgian individual with names in three languages. */
export const customerRecord = {
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
  locale: null,
  created_by: 1,
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
};

/** Unit 150's active booking as GET /api/bookings?property_id=150&status=active lists it. */
export const activeBooking: Booking = {
  id: 21,
  property_id: 150,
  customer_id: 5,
  operator_id: 1,
  date_from: '2026-11-23',
  date_to: '2026-11-30',
  price: '97500.00',
  currency: 'USD',
  is_paid: false,
  note: '',
  status: 'active',
  closed_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  property: {
    id: 150,
    building_id: 4,
    building_name: 'Vake Park',
    block: 'A',
    floor: 5,
    number: '12',
    status: 'booked',
    total_price: '97500.00',
    currency: 'USD',
  },
  customer_name: 'Mariam Khutsishvili',
  operator_name: 'Nino Beridze',
};
export const activeBookingPage = {
  data: [activeBooking],
  meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 },
  links: { prev: null, next: null },
};

/** A renovation of sale 42, under way and partly paid. */
export const renovationRow: ServiceOrder = {
  id: 7,
  kind: 'renovation',
  sale_id: 42,
  contract_no: 'VP-2024/015',
  buyers: 'Nino Beridze',
  title: 'White frame',
  currency: 'USD',
  total: '3000.00',
  status: 'in_progress',
  paid: '200.00',
  debt: '2800.00',
  overdue_days: 0,
};
