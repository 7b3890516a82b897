import { and, asc, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CommentModel } from '@shared/comments/contracts';
import type { Db } from '../../db/client';
import {
  agents,
  barterDeals,
  barterProperties,
  bookings,
  comments,
  customers,
  properties,
  sales,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/access';
import { buildingScope } from '../../platform/building-scope';

export type Viewer = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds'>;

/**
 * Whether the record a comment hangs on exists and this user may see it: the same scoping as the
 * record's own screens (own customers only, units of the user's buildings only, and for a sale
 * `saleScope`: the condition on `sales` for the sales the user may see, from the sales module).
 */
export async function recordVisible(
  db: Db,
  viewer: Viewer,
  saleScope: SQL | undefined,
  model: CommentModel,
  id: number,
): Promise<boolean> {
  const found = (rows: unknown[]) => rows.length > 0;
  switch (model) {
    case 'customer': {
      const own = viewer.permissions.includes('view_customers')
        ? sql`true`
        : or(
            eq(customers.created_by, viewer.id),
            exists(
              db
                .select({ one: sql`1` })
                .from(bookings)
                .where(and(eq(bookings.customer_id, customers.id), eq(bookings.operator_id, viewer.id))),
            ),
          );
      return found(
        await db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, id), own)),
      );
    }
    case 'agent':
      return found(await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id)));
    case 'booking':
      return found(
        await db
          .select({ id: bookings.id })
          .from(bookings)
          .innerJoin(properties, eq(properties.id, bookings.property_id))
          .where(and(eq(bookings.id, id), buildingScope(viewer, properties.building_id))),
      );
    case 'sale': {
      return found(
        await db
          .select({ id: sales.id })
          .from(sales)
          .where(and(eq(sales.id, id), isNull(sales.deleted_at), saleScope)),
      );
    }
    case 'barter':
      return found(
        await db
          .select({ id: barterDeals.id })
          .from(barterDeals)
          .where(
            and(
              eq(barterDeals.id, id),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(barterProperties)
                  .innerJoin(properties, eq(properties.id, barterProperties.property_id))
                  .where(
                    and(
                      eq(barterProperties.barter_id, barterDeals.id),
                      buildingScope(viewer, properties.building_id),
                    ),
                  ),
              ),
            ),
          ),
      );
  }
}

const commentColumns = {
  id: comments.id,
  model: comments.model,
  model_id: comments.model_id,
  body: comments.body,
  user_id: comments.user_id,
  author_name: sql<string>`coalesce(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
  created_at: comments.created_at,
  updated_at: comments.updated_at,
};

export type CommentRecord = Awaited<ReturnType<typeof listComments>>[number];

export function listComments(db: Db, model: CommentModel, modelId: number) {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.user_id))
    .where(and(eq(comments.model, model), eq(comments.model_id, modelId)))
    .orderBy(asc(comments.created_at), asc(comments.id));
}

export async function findComment(db: Db, id: number): Promise<CommentRecord | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.user_id))
    .where(eq(comments.id, id));
  return row;
}

export async function insertComment(
  db: Db,
  values: { model: CommentModel; model_id: number; body: string; user_id: number },
): Promise<number> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

export async function updateComment(db: Db, id: number, body: string): Promise<void> {
  await db.update(comments).set({ body, updated_at: new Date() }).where(eq(comments.id, id));
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

export async function deleteCommentsOf(db: Db, model: CommentModel, modelId: number): Promise<void> {
  await db.delete(comments).where(and(eq(comments.model, model), eq(comments.model_id, modelId)));
}
