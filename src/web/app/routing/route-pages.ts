import { lazy, type ComponentType } from 'react';
import { paths, type RouteDef } from './paths';

/**
 * Pages load lazily through their feature's public entry: each feature is its own chunk, so the sign-in
 * page never carries the data grid or the date pickers.
 */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/** Routes whose feature exists; every other route of the table shows the "coming" placeholder. */
export const routePages = new Map<RouteDef, ComponentType>([
  [paths.home, page(() => import('../../features/home').then((m) => m.HomePage))],
  [paths.auth.login, page(() => import('../../features/auth').then((m) => m.LoginPage))],
  [paths.auth.forgotPassword, page(() => import('../../features/auth').then((m) => m.ForgotPasswordPage))],
  [paths.auth.resetPassword, page(() => import('../../features/auth').then((m) => m.ResetPasswordPage))],
  [paths.profile, page(() => import('../../features/profile').then((m) => m.ProfilePage))],
  [
    paths.notifications.list,
    page(() => import('../../features/notifications').then((m) => m.NotificationsPage)),
  ],
  [
    paths.notifications.manager,
    page(() => import('../../features/notifications').then((m) => m.ManagerNotificationsPage)),
  ],
  [paths.company, page(() => import('../../features/company').then((m) => m.CompanyPage))],
  [paths.buildings.list, page(() => import('../../features/buildings').then((m) => m.BuildingsPage))],
  [paths.buildings.chessboard, page(() => import('../../features/properties').then((m) => m.ChessboardPage))],
  [paths.properties.list, page(() => import('../../features/properties').then((m) => m.PropertiesPage))],
  [
    paths.propertyFeatures.list,
    page(() => import('../../features/property-features').then((m) => m.PropertyFeaturesPage)),
  ],
  [paths.prices.list, page(() => import('../../features/prices').then((m) => m.PricesPage))],
  [
    paths.bankAccounts.list,
    page(() => import('../../features/bank-accounts').then((m) => m.BankAccountsPage)),
  ],
  [paths.banks.list, page(() => import('../../features/banks').then((m) => m.BanksPage))],
  [paths.roles.list, page(() => import('../../features/roles').then((m) => m.RolesPage))],
  [paths.users.list, page(() => import('../../features/users').then((m) => m.UsersPage))],
  [paths.customers.list, page(() => import('../../features/customers').then((m) => m.CustomersPage))],
  [paths.customers.detail, page(() => import('../../features/customers').then((m) => m.CustomerPage))],
  [paths.agents.list, page(() => import('../../features/agents').then((m) => m.AgentsPage))],
  [paths.barter.list, page(() => import('../../features/barter').then((m) => m.BarterPage))],
  [paths.bookings.list, page(() => import('../../features/bookings').then((m) => m.BookingsPage))],
  [
    paths.advancePayments.list,
    page(() => import('../../features/advance-payments').then((m) => m.AdvancePaymentsPage)),
  ],
  [paths.documents.list, page(() => import('../../features/documents').then((m) => m.DocumentsPage))],
  [paths.sales.list, page(() => import('../../features/sales').then((m) => m.SalesPage))],
  [paths.sales.detail, page(() => import('../../features/sales').then((m) => m.SalePage))],
  [paths.sales.overdue, page(() => import('../../features/sales').then((m) => m.OverdueSalesPage))],
  [paths.sales.trashed, page(() => import('../../features/sales').then((m) => m.TrashedSalesPage))],
  [paths.sales.trashedDetail, page(() => import('../../features/sales').then((m) => m.TrashedSalePage))],
  [paths.invoices.list, page(() => import('../../features/invoices').then((m) => m.InvoicesPage))],
  [paths.invoices.print, page(() => import('../../features/invoices').then((m) => m.InvoicePrintPage))],
  [
    paths.notificationLogs.list,
    page(() => import('../../features/notification-logs').then((m) => m.NotificationLogsPage)),
  ],
  [paths.logs.list, page(() => import('../../features/logs').then((m) => m.LogsPage))],
  [paths.templates.list, page(() => import('../../features/templates').then((m) => m.TemplatesPage))],
  [
    paths.templates.customFields,
    page(() => import('../../features/custom-fields').then((m) => m.CustomFieldsPage)),
  ],
  [
    paths.notificationRules.list,
    page(() => import('../../features/notification-rules').then((m) => m.NotificationRulesPage)),
  ],
]);
