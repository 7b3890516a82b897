import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { bankAccountsRoutes } from './bank-accounts/bank-accounts.routes';
import { banksRoutes } from './banks/banks.routes';
import { buildingsRoutes } from './buildings/buildings.routes';
import { companyRoutes } from './company/company.routes';
import { logsRoutes } from './logs/logs.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { propertiesRoutes } from './properties/properties.routes';
import { propertyFeaturesRoutes } from './property-features/property-features.routes';
import { rolesRoutes } from './roles/roles.routes';
import { systemRoutes } from './system/system.routes';
import { usersRoutes } from './users/users.routes';

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
  logsRoutes,
  notificationsRoutes,
];
