// Creates (or resets) an administrator on any database, e.g. a new PostgreSQL deployment without demo data:
//   DATABASE_URL=postgresql://... npm run create-admin -- --username boss --email boss@company.ge --password 'long secret'
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/client';
import { roles, userRoles, users } from '../src/server/db/schema';
import { seedReferenceData } from '../src/server/seeds/seed';
import { hashPassword } from '../src/server/platform/passwords';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Administrator' },
  },
});
if (!values.username || !values.email || !values.password || values.password.length < 8) {
  console.error(
    'Usage: npm run create-admin -- --username NAME --email ADDRESS --password SECRET(8+ characters) [--name "First Last"]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = openConfiguredDatabase(config);
await database.migrate();
await seedReferenceData(database.db);
const [first = 'Administrator', ...rest] = values.name!.split(' ');
const passwordHash = await hashPassword(values.password);
await database.db.transaction(async (tx) => {
  const [adminRole] = await tx.select().from(roles).where(eq(roles.name, 'admin'));
  const [existing] = await tx.select().from(users).where(eq(users.username, values.username!));
  const fields = {
    email: values.email!,
    first_name: first,
    last_name: rest.join(' '),
    password_hash: passwordHash,
    active: true,
    is_admin: true,
  };
  const [user] = existing
    ? await tx.update(users).set(fields).where(eq(users.id, existing.id)).returning()
    : await tx
        .insert(users)
        .values({ username: values.username!, ...fields })
        .returning();
  if (adminRole)
    await tx.insert(userRoles).values({ user_id: user!.id, role_id: adminRole.id }).onConflictDoNothing();
});
console.log(`Administrator ${values.username} is ready.`);
await database.close();
