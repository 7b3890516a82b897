import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveStreams } from '../db/schema';
import type { MessageKey } from '@shared/i18n/messages';
import { TooManyAttempts } from './errors';

/** The first key of the two-key advisory lock that serializes one session's stream openings. */
const STREAM_SLOTS_LOCK = 35_003;

export interface SlotRule {
  /** Streams one session may keep open at once, on every server process together. */
  max: number;
  /** A stream not seen (by its heartbeat) for this long belongs to a process that died: its place is free. */
  staleMs: number;
}

/**
 * Takes one of a session's live-stream places: the id of its row, or null when the session already holds
 * `max` live ones. One transaction under a lock per session, so parallel openings (on any process) never
 * take more places than there are; stale rows are dropped on the way.
 */
export function openStreamSlot(db: Db, tokenId: number, rule: SlotRule, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_SLOTS_LOCK}::int, ${tokenId}::int)`);
    await tx
      .delete(liveStreams)
      .where(
        and(
          eq(liveStreams.token_id, tokenId),
          lte(liveStreams.seen_at, new Date(now.getTime() - rule.staleMs)),
        ),
      );
    const [held] = await tx.select({ n: count() }).from(liveStreams).where(eq(liveStreams.token_id, tokenId));
    if ((held?.n ?? 0) >= rule.max) return null;
    const [row] = await tx
      .insert(liveStreams)
      .values({ token_id: tokenId, opened_at: now, seen_at: now })
      .returning({ id: liveStreams.id });
    return row!.id;
  });
}

/** The stream is still open (its heartbeat): its place stays taken. */
export async function touchStreamSlot(db: Db, id: number, now: Date): Promise<void> {
  await db.update(liveStreams).set({ seen_at: now }).where(eq(liveStreams.id, id));
}

/** The stream ended: its place is free at once. */
export async function closeStreamSlot(db: Db, id: number): Promise<void> {
  await db.delete(liveStreams).where(eq(liveStreams.id, id));
}

/** Places left behind by processes that died (their sessions never opened another stream since). */
export async function pruneStreamSlots(db: Db, olderThan: Date): Promise<void> {
  await db.delete(liveStreams).where(lte(liveStreams.seen_at, olderThan));
}

/** A 429 for a stream the session has no place for; Retry-After says when one may have come free. */
export class TooManyStreams extends TooManyAttempts {
  override readonly messageKey: MessageKey = 'errors.too_many_streams';
}
