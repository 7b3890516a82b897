import type { Db } from '../../db/client';
import { BULK_PRIORITY, enqueueJobs } from '../../platform/job-queue';
import * as repo from './message-queue.repository';

export type { NewMessage } from './message-queue.repository';

/** The job that delivers one notification_messages row over its channel. */
export const DELIVER_MESSAGE_JOB = 'notification.deliver';

/** A message is tried this many times (see delivery.service.ts for the delays) before it is failed. */
export const DELIVERY_ATTEMPTS = 4;

/**
 * Logs the messages as queued and queues their delivery, in the caller's transaction: a payment that
 * rolls back sends nothing. Messages whose idempotency key was used before are skipped. Answers the new ids.
 * `bulk` (a run's many reminders) delivers them after the messages a person sends meanwhile.
 */
export async function enqueueMessages(
  db: Db,
  rows: repo.NewMessage[],
  { bulk = false }: { bulk?: boolean } = {},
): Promise<number[]> {
  const ids = await repo.insertMessages(db, rows);
  await enqueueJobs(
    db,
    DELIVER_MESSAGE_JOB,
    ids.map((id) => ({ message_id: id })),
    { maxAttempts: DELIVERY_ATTEMPTS, ...(bulk ? { priority: BULK_PRIORITY } : {}) },
  );
  return ids;
}
