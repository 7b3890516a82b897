import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import WarningOutlined from '@mui/icons-material/WarningOutlined';
import type { AppConfig } from '@shared/app-config/contracts';
import type { Permission } from '@shared/permissions';

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
  icon: SvgIconComponent;
  /** anonymous: only signed-out users (/login); public: anyone; protected: signed-in users. */
  access: 'anonymous' | 'public' | 'protected';
  /** Any one of them opens the route; empty means every signed-in user. */
  permissions: readonly Permission[];
  group?: MenuGroup;
  module?: ModuleFlag;
  /** Reachable by URL or from other screens, but never a menu entry. */
  hidden?: boolean;
};

type Options = Partial<Pick<RouteDef, 'group' | 'module' | 'hidden' | 'access'>>;

const route = (
  path: string,
  title: string,
  icon: SvgIconComponent,
  permissions: readonly Permission[],
  options: Options = {},
): RouteDef => ({
  path,
  title,
  icon,
  permissions,
  access: options.access ?? 'protected',
  ...options,
});

const salesView: Permission[] = ['view_sales', 'view_only_own_sales'];

/** Every route of spec §2, in menu order; the router, the menu and the guards all read this table. */
export const paths = {
  home: route('/', 'nav.home', HomeOutlined, []),
  auth: {
    login: route('/login', 'nav.login', LockOutlined, [], { access: 'anonymous', hidden: true }),
    forgotPassword: route('/forgot-password', 'nav.forgot_password', LockOutlined, [], {
      access: 'public',
      hidden: true,
    }),
    resetPassword: route('/reset-password', 'nav.reset_password', LockOutlined, [], {
      access: 'public',
      hidden: true,
    }),
  },
  profile: route('/my-profile', 'nav.my_profile', PersonOutlined, [], { hidden: true }),
  notifications: {
    list: route('/notifications', 'nav.notifications', NotificationsOutlined, [], { hidden: true }),
    manager: route('/manager/notifications', 'nav.notifications', NotificationsOutlined, [], {
      hidden: true,
    }),
  },
  tasks: { list: route('/tasks', 'nav.tasks', ChecklistOutlined, [], { hidden: true, module: 'tasks' }) },
  buildings: {
    list: route('/buildings', 'nav.buildings', ApartmentOutlined, ['view_buildings'], { group: 'inventory' }),
  },
  properties: {
    list: route(
      '/properties',
      'nav.properties',
      DomainOutlined,
      ['view_properties', 'view_bookings', 'view_barters'],
      { group: 'inventory' },
    ),
  },
  propertyFeatures: {
    list: route('/features', 'nav.features', CategoryOutlined, ['view_property_features'], {
      group: 'inventory',
    }),
  },
  sales: {
    list: route('/sales', 'nav.sales', PointOfSaleOutlined, salesView, { group: 'sales' }),
    detail: route('/sales/:id', 'nav.sale_detail', PointOfSaleOutlined, salesView, { hidden: true }),
    overdue: route(
      '/overdue-sales',
      'nav.overdue_sales',
      WarningOutlined,
      ['send_cancellation_notification'],
      {
        group: 'sales',
        module: 'overdue_letters',
      },
    ),
    trashed: route('/trashed-sales', 'nav.trashed_sales', RestoreFromTrashOutlined, ['view_canceled_sales'], {
      group: 'sales',
    }),
  },
  invoices: { list: route('/invoices', 'nav.invoices', ReceiptOutlined, ['view_sales'], { group: 'sales' }) },
  bookings: {
    list: route('/bookings', 'nav.bookings', EventAvailableOutlined, ['view_bookings'], {
      group: 'sales',
      module: 'sale_types',
    }),
  },
  barter: { list: route('/barter', 'nav.barter', SwapHorizOutlined, ['view_barters'], { group: 'sales' }) },
  advancePayments: {
    list: route('/advance-payments', 'nav.advance_payments', PaymentsOutlined, ['view_advanced_payments'], {
      group: 'sales',
      hidden: true,
    }),
  },
  documents: {
    list: route('/documents', 'nav.documents', FolderOpenOutlined, ['view_advanced_payments'], {
      group: 'sales',
      hidden: true,
    }),
  },
  customers: {
    list: route(
      '/customers',
      'nav.customers',
      PeopleOutlined,
      ['view_customers', 'view_only_own_customers'],
      { group: 'clients' },
    ),
  },
  agents: { list: route('/agents', 'nav.agents', BadgeOutlined, ['view_agents'], { group: 'clients' }) },
  bonuses: {
    list: route('/bonuses', 'nav.bonuses', EmojiEventsOutlined, ['view_bonus_schemas'], {
      group: 'clients',
      module: 'bonus',
    }),
  },
  serviceContainers: {
    list: route(
      '/service-containers',
      'nav.service_containers',
      ConstructionOutlined,
      ['view_service_containers'],
      {
        group: 'services',
        module: 'services',
      },
    ),
  },
  services: {
    list: route('/services', 'nav.services', HandymanOutlined, ['view_services'], {
      group: 'services',
      module: 'services',
    }),
    payments: route('/services/payments', 'nav.service_payments', PaymentsOutlined, ['view_services'], {
      group: 'services',
      module: 'services',
    }),
  },
  reports: {
    list: route('/reports', 'nav.reports', AssessmentOutlined, ['view_reports'], { group: 'reports' }),
  },
  statistics: {
    list: route('/statistics', 'nav.statistics', InsightsOutlined, ['view_reports'], { group: 'reports' }),
  },
  templates: {
    list: route('/templates', 'nav.templates', DescriptionOutlined, ['view_doc_templates'], {
      group: 'templates',
    }),
    customFields: route(
      '/templates/custom-fields',
      'nav.custom_fields',
      TextFieldsOutlined,
      ['view_custom_fields'],
      { group: 'templates' },
    ),
  },
  banks: { list: route('/banks', 'nav.banks', AccountBalanceOutlined, [], { group: 'finance' }) },
  bankAccounts: {
    list: route('/bank-accounts', 'nav.bank_accounts', CreditCardOutlined, [], { group: 'finance' }),
  },
  company: route('/company', 'nav.company', BusinessOutlined, ['view_general_company'], {
    group: 'administration',
  }),
  roles: {
    list: route(
      '/role-permission',
      'nav.role_permission',
      AdminPanelSettingsOutlined,
      ['view_role_permissions'],
      { group: 'administration' },
    ),
  },
  users: {
    list: route('/users', 'nav.users', ManageAccountsOutlined, ['view_users'], { group: 'administration' }),
  },
  notificationLogs: {
    list: route('/notification-logs', 'nav.notification_logs', MailOutlined, ['view_notification_logs'], {
      group: 'administration',
    }),
  },
  logs: {
    list: route('/logs', 'nav.logs', HistoryOutlined, ['view_all_logs', 'view_own_logs'], {
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
