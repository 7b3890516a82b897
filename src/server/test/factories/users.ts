import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The id of a seeded user (username = role name) or of one made in the test. */
export async function userIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no test user ${username}`);
  return row.id;
}

/** A user holding exactly these permissions (no role), limited to these complexes; answers the id. */
export async function insertUser(
  db: Db,
  username: string,
  permissions: string[],
  buildingIds: number[] = [],
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@test.ge`,
      first_name: 'Test',
      last_name: username,
      password_hash: 'x',
      permissions,
      building_ids: buildingIds,
    })
    .returning({ id: users.id });
  return row!.id;
}
