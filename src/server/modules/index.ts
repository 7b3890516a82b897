import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegisterJobs } from '../platform/background';
import { authJobs } from './auth/auth.jobs';
import { bookingsJobs } from './bookings/bookings.jobs';
import { currencyJobs } from './currency/currency.jobs';
import { messagingJobs } from './messaging/messaging.jobs';
import { notificationRulesJobs } from './notification-rules/notification-rules.jobs';
import { overdueSalesJobs } from './overdue-sales/overdue-sales.jobs';
import { reportsJobs } from './reports/reports.jobs';
import { tasksJobs } from './tasks/tasks.jobs';
import { ticketsJobs } from './tickets/tickets.jobs';
import { authRoutes } from './auth/auth.routes';
import { bankAccountsRoutes } from './bank-accounts/bank-accounts.routes';
import { banksRoutes } from './banks/banks.routes';
import { buildingsRoutes } from './buildings/buildings.routes';
import { companyRoutes } from './company/company.routes';
import { customersRoutes } from './customers/customers.routes';
import { countriesRoutes } from './countries/countries.routes';
import { agentsRoutes } from './agents/agents.routes';
import { barterRoutes } from './barter/barter.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { advancePaymentsRoutes } from './advance-payments/advance-payments.routes';
import { documentsRoutes } from './documents/documents.routes';
import { commentsRoutes } from './comments/comments.routes';
import { homeRoutes } from './home/home.routes';
import { logsRoutes } from './logs/logs.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { notificationLogsRoutes } from './notification-logs/notification-logs.routes';
import { pricesRoutes } from './prices/prices.routes';
import { propertiesRoutes } from './properties/properties.routes';
import { propertyFeaturesRoutes } from './property-features/property-features.routes';
import { rolesRoutes } from './roles/roles.routes';
import { healthRoutes, systemRoutes } from './system/system.routes';
import { usersRoutes } from './users/users.routes';
import { salesRoutes } from './sales/sales.routes';
import { schedulesRoutes } from './schedules/schedules.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { reportsRoutes } from './reports/reports.routes';
import { currencyRoutes } from './currency/currency.routes';
import { overdueSalesRoutes } from './overdue-sales/overdue-sales.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { wordTemplatesRoutes } from './word-templates/word-templates.routes';
import { contractsRoutes } from './contracts/contracts.routes';
import { docTemplatesRoutes } from './doc-templates/doc-templates.routes';
import { customFieldsRoutes } from './custom-fields/custom-fields.routes';
import { smsRoutes } from './sms/sms.routes';
import type { CustomFieldOwners } from './custom-fields/record-access';
import { getBuilding } from './buildings/buildings.service';
import { getCustomer } from './customers/customers.service';
import { getProperty } from './properties/properties.service';
import { visibleSalesScope } from './sales/sale-access.service';
import { requireSale } from './sales/sales.service';
import { cancellationNotice } from './messaging/event-notices.service';
import { messagingRoutes } from './messaging/messaging.routes';
import { notificationRulesRoutes } from './notification-rules/notification-rules.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { servicesRoutes } from './services/services.routes';
import { bonusesRoutes } from './bonuses/bonuses.routes';
import { saleTargetsRoutes } from './sale-targets/sale-targets.routes';

/**
 * The records custom field values belong to, each loaded by its own module for the user (a record they
 * may not see answers 404). Wired here so custom fields imports none of these modules.
 */
const customFieldOwners: CustomFieldOwners = {
  sale: (deps, user, id) => requireSale(deps, user, id),
  customer: getCustomer,
  property: getProperty,
  complex: (deps, user, id) => getBuilding(deps, user, id),
};

/** Every feature's routes, mounted under /api by app.ts. */
export const modules: FastifyPluginAsyncZod[] = [
  systemRoutes,
  authRoutes,
  rolesRoutes,
  usersRoutes,
  companyRoutes,
  banksRoutes,
  bankAccountsRoutes,
  buildingsRoutes,
  propertyFeaturesRoutes,
  propertiesRoutes,
  pricesRoutes,
  customersRoutes,
  countriesRoutes,
  agentsRoutes,
  barterRoutes,
  bookingsRoutes,
  advancePaymentsRoutes,
  // The buyers' cancellation notice is messaging's; sales calls it through the hook, importing nothing.
  salesRoutes({ canceled: cancellationNotice }),
  schedulesRoutes,
  paymentsRoutes,
  servicesRoutes,
  reportsRoutes,
  homeRoutes,
  currencyRoutes,
  overdueSalesRoutes,
  invoicesRoutes,
  wordTemplatesRoutes,
  contractsRoutes,
  docTemplatesRoutes,
  customFieldsRoutes(customFieldOwners),
  smsRoutes,
  // The sales module's rule for which sales a user may see, handed to modules the sales module imports.
  documentsRoutes({ saleScope: visibleSalesScope }),
  commentsRoutes({ saleScope: visibleSalesScope }),
  logsRoutes,
  notificationsRoutes,
  notificationLogsRoutes,
  messagingRoutes,
  notificationRulesRoutes,
  tasksRoutes,
  ticketsRoutes,
  bonusesRoutes,
  saleTargetsRoutes,
];

/** What a ROLE=worker process answers over HTTP: only its health, for the proxy or the orchestrator. */
export const workerModules: FastifyPluginAsyncZod[] = [healthRoutes];

/** Every feature's job kinds and periodic runs, registered by app.ts apart from the routes. */
export const moduleJobs: RegisterJobs[] = [
  authJobs,
  bookingsJobs,
  reportsJobs,
  currencyJobs,
  overdueSalesJobs,
  messagingJobs,
  notificationRulesJobs,
  tasksJobs,
  ticketsJobs,
];
