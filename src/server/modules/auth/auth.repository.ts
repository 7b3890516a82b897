import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, passwordResets, users } from '../../db/schema';
import { lowerEquals } from '../../platform/sessions';

export type UserRecord = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRecord | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(lowerEquals(users.username, login), lowerEquals(users.email, login)));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(lowerEquals(users.email, email), eq(users.active, true)));
  return user;
}

export async function emailTakenByOther(db: Db, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(lowerEquals(users.email, email));
  return row !== undefined && row.id !== exceptId;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRecord> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function saveOtp(db: Db, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(otpCodes)
    .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: otpCodes.user_id,
      set: { code_hash: codeHash, expires_at: expiresAt, created_at: new Date() },
    });
}

export async function findOtp(db: Db, userId: number) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.user_id, userId));
  return row;
}

export async function deleteOtp(db: Db, userId: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.user_id, userId));
}

export async function createPasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResets).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

export async function findUsableReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.token_hash, tokenHash),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, new Date()),
      ),
    );
  return row;
}

export async function markResetUsed(db: Db, id: number): Promise<void> {
  await db.update(passwordResets).set({ used_at: new Date() }).where(eq(passwordResets.id, id));
}
