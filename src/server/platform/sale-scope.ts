import { eq, type SQL } from 'drizzle-orm';
import { sales } from '../db/schema';
import type { AuthUser } from './access';
import { buildingScope } from './building-scope';

/**
 * The one rule for which sales a user may see: view_sales sees the sales of the user's complexes;
 * view_only_own_sales (without view_sales) only those the user is the responsible manager of. Anyone else a
 * route lets through (view_canceled_sales alone) is scoped by complex. The sales module answers with it
 * (sales/sale-access.service.ts) and hands it to the modules that ask; only documents and comments, which
 * the sales module itself calls, read it here.
 */
export function saleScope(user: Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>): SQL | undefined {
  const held = user.permissions;
  if (!held.includes('view_sales') && held.includes('view_only_own_sales'))
    return eq(sales.responsible_user_id, user.id);
  return buildingScope(user, sales.building_id);
}
