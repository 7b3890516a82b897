import { lazy, type ComponentType } from 'react';
import { paths, type RouteDef } from './paths';

/** Each page is its own chunk, so the sign-in page never carries the data grid or the date pickers. */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const NotificationsPage = page(() =>
  import('../../features/notifications/routes/notifications-page').then((m) => m.NotificationsPage),
);

/** Routes whose feature exists; every other route of the table shows the "coming" placeholder. */
export const routePages = new Map<RouteDef, ComponentType>([
  [paths.home, page(() => import('../../features/home/routes/home-page').then((m) => m.HomePage))],
  [paths.auth.login, page(() => import('../../features/auth/routes/login-page').then((m) => m.LoginPage))],
  [
    paths.auth.forgotPassword,
    page(() => import('../../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage)),
  ],
  [
    paths.auth.resetPassword,
    page(() => import('../../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage)),
  ],
  [
    paths.profile,
    page(() => import('../../features/profile/routes/profile-page').then((m) => m.ProfilePage)),
  ],
  [paths.notifications.list, NotificationsPage],
  [paths.notifications.manager, NotificationsPage],
  [
    paths.company,
    page(() => import('../../features/company/routes/company-page').then((m) => m.CompanyPage)),
  ],
  [
    paths.buildings.list,
    page(() => import('../../features/buildings/routes/buildings-page').then((m) => m.BuildingsPage)),
  ],
  [
    paths.buildings.chessboard,
    page(() => import('../../features/properties/routes/chessboard-page').then((m) => m.ChessboardPage)),
  ],
  [
    paths.properties.list,
    page(() => import('../../features/properties/routes/properties-page').then((m) => m.PropertiesPage)),
  ],
  [
    paths.propertyFeatures.list,
    page(() =>
      import('../../features/property-features/routes/property-features-page').then(
        (m) => m.PropertyFeaturesPage,
      ),
    ),
  ],
  [
    paths.prices.list,
    page(() => import('../../features/prices/routes/prices-page').then((m) => m.PricesPage)),
  ],
  [
    paths.bankAccounts.list,
    page(() =>
      import('../../features/bank-accounts/routes/bank-accounts-page').then((m) => m.BankAccountsPage),
    ),
  ],
  [paths.banks.list, page(() => import('../../features/banks/routes/banks-page').then((m) => m.BanksPage))],
  [paths.roles.list, page(() => import('../../features/roles/routes/roles-page').then((m) => m.RolesPage))],
  [paths.users.list, page(() => import('../../features/users/routes/users-page').then((m) => m.UsersPage))],
  [
    paths.customers.list,
    page(() => import('../../features/customers/routes/customers-page').then((m) => m.CustomersPage)),
  ],
  [
    paths.customers.detail,
    page(() => import('../../features/customers/routes/customer-page').then((m) => m.CustomerPage)),
  ],
  [
    paths.agents.list,
    page(() => import('../../features/agents/routes/agents-page').then((m) => m.AgentsPage)),
  ],
  [
    paths.barter.list,
    page(() => import('../../features/barter/routes/barter-page').then((m) => m.BarterPage)),
  ],
  [
    paths.bookings.list,
    page(() => import('../../features/bookings/routes/bookings-page').then((m) => m.BookingsPage)),
  ],
  [
    paths.advancePayments.list,
    page(() =>
      import('../../features/advance-payments/routes/advance-payments-page').then(
        (m) => m.AdvancePaymentsPage,
      ),
    ),
  ],
  [
    paths.documents.list,
    page(() => import('../../features/documents/routes/documents-page').then((m) => m.DocumentsPage)),
  ],
  [paths.sales.list, page(() => import('../../features/sales/routes/sales-page').then((m) => m.SalesPage))],
  [paths.sales.detail, page(() => import('../../features/sales/routes/sale-page').then((m) => m.SalePage))],
  [
    paths.sales.overdue,
    page(() => import('../../features/sales/routes/overdue-sales-page').then((m) => m.OverdueSalesPage)),
  ],
  [
    paths.sales.trashed,
    page(() => import('../../features/sales/routes/trashed-sales-page').then((m) => m.TrashedSalesPage)),
  ],
  [
    paths.sales.trashedDetail,
    page(() => import('../../features/sales/routes/trashed-sale-page').then((m) => m.TrashedSalePage)),
  ],
  [
    paths.invoices.list,
    page(() => import('../../features/invoices/routes/invoices-page').then((m) => m.InvoicesPage)),
  ],
  [
    paths.invoices.print,
    page(() => import('../../features/invoices/routes/invoice-print-page').then((m) => m.InvoicePrintPage)),
  ],
  [paths.logs.list, page(() => import('../../features/logs/routes/logs-page').then((m) => m.LogsPage))],
  [
    paths.templates.list,
    page(() => import('../../features/templates/routes/templates-page').then((m) => m.TemplatesPage)),
  ],
  [
    paths.templates.customFields,
    page(() =>
      import('../../features/custom-fields/routes/custom-fields-page').then((m) => m.CustomFieldsPage),
    ),
  ],
]);
