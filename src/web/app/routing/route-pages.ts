import { lazy, type ComponentType } from 'react';
import { paths, type RouteDef } from '../../lib/routing/paths';

/**
 * Pages load lazily through their feature's public entry: each feature is its own chunk, so the sign-in
 * page never carries the data grid or the date pickers.
 */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/** Routes whose feature exists; every other route of the table shows the "coming" placeholder. */
export const routePages = new Map<RouteDef, ComponentType>([
  [paths.home, page(() => import('../../features/home').then((m) => m.pages.HomePage()))],
  [paths.auth.login, page(() => import('../../features/auth').then((m) => m.pages.LoginPage()))],
  [
    paths.auth.forgotPassword,
    page(() => import('../../features/auth').then((m) => m.pages.ForgotPasswordPage())),
  ],
  [
    paths.auth.resetPassword,
    page(() => import('../../features/auth').then((m) => m.pages.ResetPasswordPage())),
  ],
  [paths.profile, page(() => import('../../features/profile').then((m) => m.pages.ProfilePage()))],
  [
    paths.notifications.list,
    page(() => import('../../features/notifications').then((m) => m.pages.NotificationsPage())),
  ],
  [
    paths.notifications.manager,
    page(() => import('../../features/notifications').then((m) => m.pages.ManagerNotificationsPage())),
  ],
  [paths.tasks.list, page(() => import('../../features/tasks').then((m) => m.pages.TasksPage()))],
  [paths.tickets.list, page(() => import('../../features/tickets').then((m) => m.pages.TicketsPage()))],
  [paths.tickets.detail, page(() => import('../../features/tickets').then((m) => m.pages.TicketPage()))],
  [paths.company, page(() => import('../../features/company').then((m) => m.pages.CompanyPage()))],
  [paths.buildings.list, page(() => import('../../features/buildings').then((m) => m.pages.BuildingsPage()))],
  [
    paths.buildings.chessboard,
    page(() => import('../../features/properties').then((m) => m.pages.ChessboardPage())),
  ],
  [
    paths.properties.list,
    page(() => import('../../features/properties').then((m) => m.pages.PropertiesPage())),
  ],
  [
    paths.propertyFeatures.list,
    page(() => import('../../features/property-features').then((m) => m.pages.PropertyFeaturesPage())),
  ],
  [paths.prices.list, page(() => import('../../features/prices').then((m) => m.pages.PricesPage()))],
  [
    paths.bankAccounts.list,
    page(() => import('../../features/bank-accounts').then((m) => m.pages.BankAccountsPage())),
  ],
  [paths.banks.list, page(() => import('../../features/banks').then((m) => m.pages.BanksPage()))],
  [paths.roles.list, page(() => import('../../features/roles').then((m) => m.pages.RolesPage()))],
  [paths.users.list, page(() => import('../../features/users').then((m) => m.pages.UsersPage()))],
  [paths.customers.list, page(() => import('../../features/customers').then((m) => m.pages.CustomersPage()))],
  [
    paths.customers.detail,
    page(() => import('../../features/customers').then((m) => m.pages.CustomerPage())),
  ],
  [paths.agents.list, page(() => import('../../features/agents').then((m) => m.pages.AgentsPage()))],
  [paths.barter.list, page(() => import('../../features/barter').then((m) => m.pages.BarterPage()))],
  [paths.bookings.list, page(() => import('../../features/bookings').then((m) => m.pages.BookingsPage()))],
  [paths.reports.list, page(() => import('../../features/reports').then((m) => m.pages.ReportsPage()))],
  [paths.statistics.list, page(() => import('../../features/reports').then((m) => m.pages.StatisticsPage()))],
  [
    paths.advancePayments.list,
    page(() => import('../../features/advance-payments').then((m) => m.pages.AdvancePaymentsPage())),
  ],
  [paths.documents.list, page(() => import('../../features/documents').then((m) => m.pages.DocumentsPage()))],
  [paths.sales.list, page(() => import('../../features/sales').then((m) => m.pages.SalesPage()))],
  [paths.sales.detail, page(() => import('../../features/sales').then((m) => m.pages.SalePage()))],
  [paths.sales.overdue, page(() => import('../../features/sales').then((m) => m.pages.OverdueSalesPage()))],
  [paths.sales.trashed, page(() => import('../../features/sales').then((m) => m.pages.TrashedSalesPage()))],
  [
    paths.sales.trashedDetail,
    page(() => import('../../features/sales').then((m) => m.pages.TrashedSalePage())),
  ],
  [paths.invoices.list, page(() => import('../../features/invoices').then((m) => m.pages.InvoicesPage()))],
  [
    paths.invoices.print,
    page(() => import('../../features/invoices').then((m) => m.pages.InvoicePrintPage())),
  ],
  [
    paths.notificationLogs.list,
    page(() => import('../../features/notification-logs').then((m) => m.pages.NotificationLogsPage())),
  ],
  [paths.logs.list, page(() => import('../../features/logs').then((m) => m.pages.LogsPage()))],
  [paths.services.list, page(() => import('../../features/services').then((m) => m.pages.ServicesPage()))],
  [
    paths.services.payments,
    page(() => import('../../features/services').then((m) => m.pages.ServicePaymentsPage())),
  ],
  [
    paths.serviceContainers.list,
    page(() => import('../../features/services').then((m) => m.pages.ServiceContainersPage())),
  ],
  [paths.templates.list, page(() => import('../../features/templates').then((m) => m.pages.TemplatesPage()))],
  [
    paths.templates.customFields,
    page(() => import('../../features/custom-fields').then((m) => m.pages.CustomFieldsPage())),
  ],
  [
    paths.notificationRules.list,
    page(() => import('../../features/notification-rules').then((m) => m.pages.NotificationRulesPage())),
  ],
  [paths.bonuses.list, page(() => import('../../features/bonuses').then((m) => m.pages.BonusesPage()))],
]);
