import type { Locale } from '@shared/i18n/locales';
import type { Permission } from '@shared/permissions';
import { hasAnyPermission } from '@shared/permissions';
import type { CustomFieldGroup } from '@shared/templates/contracts';
import type { AuthUser } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import { getBuilding } from '../buildings/buildings.service';
import { getCustomer } from '../customers/customers.service';
import { getProperty } from '../properties/properties.service';
import { requireSale } from '../sales/sales.service';

interface GroupAccess {
  read: readonly Permission[];
  write: Permission;
  /** Loads the record as its own module does for this user: one the user may not see answers 404. */
  load: (deps: AppDeps, user: AuthUser, id: number, locale: Locale) => Promise<unknown>;
}

/** Custom field values follow the rights on their record: seeing it to read them, editing it to change them. */
const ACCESS: Record<CustomFieldGroup, GroupAccess> = {
  sale: {
    read: ['view_sales', 'view_only_own_sales'],
    write: 'edit_sales',
    load: (deps, user, id) => requireSale(deps, user, id),
  },
  customer: {
    read: ['view_customers', 'view_only_own_customers'],
    write: 'edit_customers',
    load: getCustomer,
  },
  property: { read: ['view_properties'], write: 'edit_properties', load: getProperty },
  complex: {
    read: ['view_buildings'],
    write: 'edit_buildings',
    load: (deps, user, id) => getBuilding(deps, user, id),
  },
};

export async function requireRecord(
  deps: AppDeps,
  user: AuthUser,
  group: CustomFieldGroup,
  id: number,
  locale: Locale,
  mode: 'read' | 'write',
): Promise<void> {
  const access = ACCESS[group];
  const needed = mode === 'read' ? access.read : [access.write];
  if (!hasAnyPermission(user.permissions, needed))
    throw new HttpError(403, 'errors.forbidden', { missing_permission: needed.join('|') });
  if (mode === 'write' && user.viewOnly)
    throw new HttpError(403, 'errors.view_only', { missing_permission: null });
  await access.load(deps, user, id, locale);
}
