import type { Locale } from '@shared/i18n/locales';
import type { Permission } from '@shared/permissions';
import { hasAnyPermission } from '@shared/permissions';
import type { CustomFieldGroup } from '@shared/templates/contracts';
import type { AuthUser } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';

/** Loads the record as its own module does for this user: one the user may not see answers 404. */
type LoadRecord = (deps: AppDeps, user: AuthUser, id: number, locale: Locale) => Promise<unknown>;

/**
 * The modules owning the records that carry custom field values, one loader per group. The app wires
 * them in (modules/index.ts), so custom fields imports none of the modules that import it.
 */
export type CustomFieldOwners = Record<CustomFieldGroup, LoadRecord>;

/** Custom field values follow the rights on their record: seeing it to read them, editing it to change them. */
const RIGHTS: Record<CustomFieldGroup, { read: readonly Permission[]; write: Permission }> = {
  sale: { read: ['view_sales', 'view_only_own_sales'], write: 'edit_sales' },
  customer: { read: ['view_customers', 'view_only_own_customers'], write: 'edit_customers' },
  property: { read: ['view_properties'], write: 'edit_properties' },
  complex: { read: ['view_buildings'], write: 'edit_buildings' },
};

export async function requireRecord(
  deps: AppDeps,
  owners: CustomFieldOwners,
  user: AuthUser,
  group: CustomFieldGroup,
  id: number,
  locale: Locale,
  mode: 'read' | 'write',
): Promise<void> {
  const rights = RIGHTS[group];
  const needed = mode === 'read' ? rights.read : [rights.write];
  if (!hasAnyPermission(user.permissions, needed))
    throw new HttpError(403, 'errors.forbidden', { missing_permission: needed.join('|') });
  if (mode === 'write' && user.viewOnly)
    throw new HttpError(403, 'errors.view_only', { missing_permission: null });
  await owners[group](deps, user, id, locale);
}
