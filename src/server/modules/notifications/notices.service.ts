import type { NoticeKind } from '@shared/notifications/contracts';
import type { Db } from '../../db/client';
import * as repo from './notices.repository';

export { customerParams, unitsParams } from './notice-params';

export interface Notice {
  kind: NoticeKind;
  params: Record<string, string | number>;
  saleId?: number | null;
  bookingId?: number | null;
  /** The complex the record belongs to: managers of it see the notice in the manager mode. */
  buildingId?: number | null;
}

/**
 * Tells staff what happened (a payment on their sale, an overdue sale, an expiring booking, a failed
 * message): one bell notice per user, in the transaction of the event, so a rolled-back event tells nobody.
 */
export async function notifyUsers(db: Db, userIds: readonly number[], notice: Notice): Promise<void> {
  await repo.insertNotices(
    db,
    [...new Set(userIds)].map((user_id) => ({
      user_id,
      kind: notice.kind,
      params: notice.params,
      sale_id: notice.saleId ?? null,
      booking_id: notice.bookingId ?? null,
      building_id: notice.buildingId ?? null,
    })),
  );
}

/** The bookings among `bookingIds` already told of with this kind: a once-per-booking notice skips them. */
export const bookingsNoticed = (db: Db, kind: NoticeKind, bookingIds: number[]) =>
  repo.bookingsNoticed(db, kind, bookingIds);
