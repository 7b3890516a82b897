import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Active users who hold can_be_responsible_sale_manager, directly or through a role. */
export const responsibleCondition = sql`${users.active} and ('can_be_responsible_sale_manager' = any(${users.permissions}) or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and 'can_be_responsible_sale_manager' = any(r.permissions)))`;

export function responsibleUsers(db: Db) {
  return db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(users)
    .where(responsibleCondition)
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}
