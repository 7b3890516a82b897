import type { AppConfig } from '@shared/app-config/contracts';
import type { Permission } from '@shared/permissions';
import { generatePath } from 'react-router';

export type ModuleFlag = keyof AppConfig['modules'];

/** Menu groups in the order the drawer shows them; a route without a group is a top-level entry. */
export const MENU_GROUPS = [
  'inventory',
  'sales',
  'clients',
  'services',
  'reports',
  'templates',
  'finance',
  'administration',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export type RouteDef = {
  path: string;
  /** Key in the 'common' namespace, used for the menu label and the page title. */
  title: string;
  /** anonymous: only signed-out users (/login); public: anyone; protected: signed-in users. */
  access: 'anonymous' | 'public' | 'protected';
  /** Any one of them opens the route; empty means every signed-in user. */
  permissions: readonly Permission[];
  /** Needed as well as one of `permissions` (spec §2: a section behind a permission of its own). */
  allOf?: readonly Permission[];
  group?: MenuGroup;
  module?: ModuleFlag;
  /** Reachable by URL or from other screens, but never a menu entry. */
  hidden?: boolean;
};

type Options = Partial<Pick<RouteDef, 'group' | 'module' | 'hidden' | 'access' | 'allOf'>>;

const route = (
  path: string,
  title: string,
  permissions: readonly Permission[],
  options: Options = {},
): RouteDef => ({
  path,
  title,
  permissions,
  access: options.access ?? 'protected',
  ...options,
});

const salesView: Permission[] = ['view_sales', 'view_only_own_sales'];

/** Every route of spec §2, in menu order; the router, the menu and the guards all read this table. */
export const paths = {
  home: route('/', 'nav.home', []),
  auth: {
    login: route('/login', 'nav.login', [], { access: 'anonymous', hidden: true }),
    forgotPassword: route('/forgot-password', 'nav.forgot_password', [], {
      access: 'public',
      hidden: true,
    }),
    resetPassword: route('/reset-password', 'nav.reset_password', [], {
      access: 'public',
      hidden: true,
    }),
  },
  profile: route('/my-profile', 'nav.my_profile', [], { hidden: true }),
  notifications: {
    list: route('/notifications', 'nav.notifications', [], { hidden: true }),
    // Spec §2: the manager mode; not a menu entry there, so reached from the notification logs or by URL.
    manager: route('/manager/notifications', 'nav.manager_notifications', ['view_notification_logs'], {
      hidden: true,
    }),
  },
  tasks: { list: route('/tasks', 'nav.tasks', [], { hidden: true, module: 'tasks' }) },
  buildings: {
    list: route('/buildings', 'nav.buildings', ['view_buildings'], { group: 'inventory' }),
    chessboard: route('/buildings/:id/chessboard', 'nav.chessboard', ['view_properties'], { hidden: true }),
  },
  properties: {
    list: route('/properties', 'nav.properties', ['view_properties', 'view_bookings', 'view_barters'], {
      group: 'inventory',
    }),
  },
  propertyFeatures: {
    list: route('/features', 'nav.features', ['view_property_features'], {
      group: 'inventory',
    }),
  },
  prices: {
    list: route('/prices', 'nav.prices', ['view_properties'], { group: 'inventory' }),
  },
  sales: {
    list: route('/sales', 'nav.sales', salesView, { group: 'sales' }),
    detail: route('/sales/:id', 'nav.sale_detail', salesView, { hidden: true }),
    overdue: route('/overdue-sales', 'nav.overdue_sales', salesView, {
      allOf: ['send_cancellation_notification'],
      group: 'sales',
      module: 'overdue_letters',
    }),
    trashed: route('/trashed-sales', 'nav.trashed_sales', ['view_canceled_sales'], {
      group: 'sales',
    }),
    trashedDetail: route('/trashed-sales/:id', 'nav.trashed_sales', ['view_canceled_sales'], {
      hidden: true,
    }),
  },
  invoices: {
    list: route('/invoices', 'nav.invoices', salesView, { group: 'sales' }),
    print: route('/invoices/:id/print', 'nav.invoices', salesView, { hidden: true }),
  },
  bookings: {
    list: route('/bookings', 'nav.bookings', ['view_bookings'], {
      group: 'sales',
      module: 'sale_types',
    }),
  },
  barter: { list: route('/barter', 'nav.barter', ['view_barters'], { group: 'sales' }) },
  advancePayments: {
    list: route('/advance-payments', 'nav.advance_payments', ['view_advanced_payments'], {
      group: 'sales',
      hidden: true,
    }),
  },
  documents: {
    list: route('/documents', 'nav.documents', ['view_advanced_payments'], {
      group: 'sales',
      hidden: true,
    }),
  },
  customers: {
    list: route('/customers', 'nav.customers', ['view_customers', 'view_only_own_customers'], {
      group: 'clients',
    }),
    detail: route('/customers/:id', 'nav.customer_detail', ['view_customers', 'view_only_own_customers'], {
      hidden: true,
    }),
  },
  agents: { list: route('/agents', 'nav.agents', ['view_agents'], { group: 'clients' }) },
  tickets: {
    list: route('/tickets', 'nav.tickets', ['view_tickets', 'manage_tickets'], { group: 'clients' }),
    detail: route('/tickets/:id', 'nav.ticket_detail', ['view_tickets', 'manage_tickets'], { hidden: true }),
  },
  bonuses: {
    list: route('/bonuses', 'nav.bonuses', ['view_bonus_schemas'], {
      group: 'clients',
      module: 'bonus',
    }),
  },
  serviceContainers: {
    list: route('/service-containers', 'nav.service_containers', ['view_service_containers'], {
      group: 'services',
      module: 'services',
    }),
  },
  services: {
    list: route('/services', 'nav.services', ['view_services'], {
      group: 'services',
      module: 'services',
    }),
    payments: route('/services/payments', 'nav.service_payments', ['view_services'], {
      group: 'services',
      module: 'services',
    }),
  },
  reports: {
    list: route('/reports', 'nav.reports', ['view_reports'], { group: 'reports' }),
  },
  statistics: {
    list: route('/statistics', 'nav.statistics', ['view_reports'], { group: 'reports' }),
  },
  templates: {
    list: route('/templates', 'nav.templates', ['view_doc_templates'], {
      group: 'templates',
    }),
    customFields: route('/templates/custom-fields', 'nav.custom_fields', ['view_custom_fields'], {
      group: 'templates',
    }),
  },
  /** Spec §2's "notification templates": when reminders and overdue letters go out, and with which text. */
  notificationRules: {
    list: route(
      '/notification-rules',
      'nav.notification_rules',
      ['edit_notification_rules', 'view_notification_logs'],
      { group: 'templates' },
    ),
  },
  banks: { list: route('/banks', 'nav.banks', [], { group: 'finance' }) },
  bankAccounts: {
    list: route('/bank-accounts', 'nav.bank_accounts', [], { group: 'finance' }),
  },
  company: route('/company', 'nav.company', ['view_general_company'], {
    group: 'administration',
  }),
  roles: {
    list: route('/role-permission', 'nav.role_permission', ['view_role_permissions'], {
      group: 'administration',
    }),
  },
  users: {
    list: route('/users', 'nav.users', ['view_users'], { group: 'administration' }),
  },
  notificationLogs: {
    list: route('/notification-logs', 'nav.notification_logs', ['view_notification_logs'], {
      group: 'administration',
    }),
  },
  logs: {
    list: route('/logs', 'nav.logs', ['view_all_logs', 'view_own_logs'], {
      group: 'administration',
    }),
  },
} as const;

function isRouteDef(value: unknown): value is RouteDef {
  return typeof value === 'object' && value !== null && 'path' in value;
}

function collect(node: object): RouteDef[] {
  return Object.values(node).flatMap((value: unknown) =>
    isRouteDef(value) ? [value] : typeof value === 'object' && value ? collect(value) : [],
  );
}

/** The table flattened, in declaration (= menu) order. */
export const allRoutes: readonly RouteDef[] = collect(paths);

/** A route's address with its parameters filled in: `pathTo(paths.sales.detail, { id: 7 })` is '/sales/7'. */
export const pathTo = (route: RouteDef, params: Record<string, string | number>) =>
  generatePath(
    route.path,
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  );
