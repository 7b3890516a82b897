import { count } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, DEFAULT_VIEW_ONLY_ROLES, ROLE_NAMES } from '@shared/permissions';
import { hashPassword } from '../platform/passwords';
import type { Db } from '../db/client';
import { seedAgents } from './seed-agents';
import { seedBarter } from './seed-barter';
import { seedBonuses } from './seed-bonuses';
import { seedBookings } from './seed-bookings';
import { seedCustomers } from './seed-customers';
import { writeDemoFiles } from './seed-files';
import type { BlobStore } from '../platform/blob-store';
import { seedInventory } from './seed-inventory';
import { seedNotificationLog } from './seed-notifications';
import { seedSales } from './seed-sales';
import { seedTasks } from './seed-tasks';
import { seedServices } from './seed-services';
import { seedTemplates } from './seed-templates';
import { seedTickets } from './seed-tickets';
import { banks, company, notifications, roles, userRoles, users } from '../db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USER_NAMES, GEORGIAN_BANKS } from './seed-data';

/** Reference data every installation needs: the banks and the six roles. Safe to run twice. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [bankCount] = await tx.select({ n: count() }).from(banks);
    if (!bankCount?.n) await tx.insert(banks).values([...GEORGIAN_BANKS]);
    const [roleCount] = await tx.select({ n: count() }).from(roles);
    if (!roleCount?.n)
      await tx.insert(roles).values(
        ROLE_NAMES.map((name) => ({
          name,
          permissions: [...DEFAULT_ROLE_PERMISSIONS[name]],
          view_only: DEFAULT_VIEW_ONLY_ROLES.includes(name),
        })),
      );
  });
}

/**
 * Demo data for an empty database: the company, one user per role (username = role name, password
 * demo1234), the inventory of three complexes, customers, agents, barter, bookings, about 250 sales with
 * their files, the contract and letter templates with four custom fields, and a month of the
 * notification log, and tasks for every demo user in every state.
 * With `blobs` (the app's file store) the demo files' bytes are written there once the data has
 * committed; the tests' template database goes without, since every test app starts with its own.
 * With `officialRates` the National Bank's rates of the demo period are stored as well, so a demo without
 * the internet converts currencies (bonuses, targets); the tests' template goes without, as their stand-in
 * bank must be asked. Does nothing once any user exists.
 */
export async function seedDemoData(
  db: Db,
  options: { blobs?: BlobStore; officialRates?: boolean } = {},
): Promise<void> {
  await seedReferenceData(db);
  const [userCount] = await db.select({ n: count() }).from(users);
  if (userCount?.n) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(company)
      .values({ id: 1, ...DEMO_COMPANY })
      .onConflictDoNothing();
    const roleRows = await tx.select().from(roles);
    for (const role of roleRows) {
      const [first, last] = DEMO_USER_NAMES[role.name] ?? [role.name, ''];
      const [user] = await tx
        .insert(users)
        .values({
          username: role.name,
          email: `${role.name}@demo.ge`,
          first_name: first,
          last_name: last,
          password_hash: passwordHash,
          is_admin: true,
          active: true,
        })
        .returning();
      await tx.insert(userRoles).values({ user_id: user!.id, role_id: role.id });
      await tx.insert(notifications).values([
        { user_id: user!.id, text: '<b>კეთილი იყოს თქვენი მობრძანება!</b> სისტემა მზადაა სამუშაოდ.' },
        { user_id: user!.id, text: 'შეამოწმეთ თქვენი პროფილი და საჭიროების შემთხვევაში შეცვალეთ პაროლი.' },
      ]);
    }
    await seedInventory(tx);
    await seedCustomers(tx);
    await seedAgents(tx);
    await seedBarter(tx);
    await seedBookings(tx);
    await seedSales(tx);
    await seedServices(tx);
    await seedBonuses(tx, { officialRates: options.officialRates ?? false });
    await seedTemplates(tx);
    await seedNotificationLog(tx);
    await seedTasks(tx);
    await seedTickets(tx);
  });
  if (options.blobs) await writeDemoFiles(db, options.blobs);
}
