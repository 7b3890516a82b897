import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, saleProperties, sales } from '../../db/schema';
import { at, dayFrom, daysBetween } from './dates';
import type { Plan } from './plan-sale';
import type { Random } from './random';

const GRACE_DAYS = 5; // config.overdueGraceDays default
const CANDIDATE_DAYS = 60; // config.cancellationCandidateDays default
const DELETE_COMMENTS = [
  'შეცდომით შეყვანილი ხელშეკრულება',
  'დუბლიკატი — იგივე ხელშეკრულება უკვე არსებობს',
  'კლიენტმა ხელშეკრულება არ გააფორმა',
  'არასწორი ბინა იყო მითითებული, შეიქმნა ახალი',
];

export type StatusChange = { id: number; status: string; since: string };

/**
 * Statuses of the live sales from the ledger as of today: overdue after the grace days, a cancellation
 * candidate after 60 (the config defaults); defective is set by people and stays.
 */
export async function settleStatuses(tx: Db, plans: Plan[], ids: number[], today: string) {
  const balances = await tx
    .select({ id: sales.id, first_unpaid: sales.first_unpaid_date })
    .from(sales)
    .where(inArray(sales.id, ids));
  const firstUnpaid = new Map(balances.map((b) => [b.id, b.first_unpaid]));
  const statusChanges: StatusChange[] = [];
  for (const p of plans) {
    const id = ids[p.index]!;
    // Canceled stays canceled; a deleted sale keeps the status it had when it was deleted.
    if (p.kind !== 'live') continue;
    if (p.defective) {
      statusChanges.push({ id, status: 'defective', since: dayFrom(p.start, 20) });
      continue;
    }
    const unpaid = firstUnpaid.get(id) ?? null;
    const days = unpaid && unpaid <= today ? daysBetween(unpaid, today) : 0;
    if (days > CANDIDATE_DAYS)
      statusChanges.push({
        id,
        status: 'cancellation_candidate',
        since: dayFrom(unpaid!, CANDIDATE_DAYS + 1),
      });
    else if (days > GRACE_DAYS)
      statusChanges.push({ id, status: 'overdue', since: dayFrom(unpaid!, GRACE_DAYS + 1) });
  }
  for (const status of ['defective', 'overdue', 'cancellation_candidate'] as const)
    for (const change of statusChanges.filter((c) => c.status === status))
      await tx
        .update(sales)
        .set({ status, status_changed_at: at(change.since, 1) })
        .where(eq(sales.id, change.id));
  return statusChanges;
}

/** Soft-deleted sales: with a comment, their units given back. */
export async function deleteSales(tx: Db, rnd: Random, plans: Plan[], ids: number[], admin: number) {
  for (const p of plans.filter((p) => p.kind === 'deleted'))
    await tx
      .update(sales)
      .set({
        deleted_at: at(p.deletedOn!, 12),
        delete_comment: rnd.pick(DELETE_COMMENTS),
        deleted_by: admin,
      })
      .where(eq(sales.id, ids[p.index]!));
}

/** The units: sold while in a live sale, free otherwise (canceled and deleted sales gave theirs back). */
export async function settleUnits(tx: Db): Promise<void> {
  const now = new Date();
  await tx
    .update(properties)
    .set({ status: 'sold', updated_at: now })
    .where(
      inArray(
        properties.id,
        tx
          .select({ id: saleProperties.property_id })
          .from(saleProperties)
          .where(isNull(saleProperties.released_at)),
      ),
    );
  await tx
    .update(properties)
    .set({ status: 'free', updated_at: now })
    .where(
      and(
        eq(properties.status, 'sold'),
        sql`${properties.id} not in (select ${saleProperties.property_id} from ${saleProperties} where ${saleProperties.released_at} is null)`,
      ),
    );
}
