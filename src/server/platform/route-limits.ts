import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '@shared/i18n/messages';
import type { Db } from '../db/client';
import { TooManyAttempts } from './errors';
import { RATE_WINDOW_MS, type RateLimitKind } from './limits';
import { countRequest, pruneRateCounters } from './rate-counters';
import {
  closeStreamSlot,
  openStreamSlot,
  pruneStreamSlots,
  touchStreamSlot,
  TooManyStreams,
} from './stream-slots';

/**
 * The limits a route declares beside its access (issue 35, §3: no one user slows the rest), enforced here
 * for every route that declares them, counted in the database so they hold across server processes.
 *
 *   config: { ...needs('view_reports'), ...limited('reports') }   a per-user rate limit (platform/limits.ts)
 *   config: { ...signedIn(), ...liveStream() }                     a handful of open streams per session
 *
 * Both answer 429 with Retry-After, and the route's OpenAPI answers list the 429 (answersTooMany, read by
 * the route table that completes the document).
 */

/** A route's rate limit: its kind's budget per user, and which of its requests count (all by default). */
export interface RouteRateLimit {
  kind: RateLimitKind;
  counts?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
    /** The route's service counts failed attempts itself (a password check) and answers 429 past its limit. */
    countsAttempts?: boolean;
    /** A long-lived answer (server-sent events) that takes one of its session's stream places while open. */
    liveStream?: boolean;
  }
}

/** Every route of a kind draws on one budget per user; `counts` picks the requests that count. */
export const limited = (kind: RateLimitKind, counts?: RouteRateLimit['counts']) => ({
  rateLimit: (counts ? { kind, counts } : { kind }) as RouteRateLimit,
});

/**
 * A stream route. When the session already holds its places the newest is refused, rather than the
 * oldest closed: the web app reopens a stream that ends (use-notice-stream.ts), so closing the oldest
 * would make two tabs push each other out without end, while a refused tab polls (the bell every minute)
 * and tries again with a growing wait, getting a place once another tab closes.
 */
export const liveStream = () => ({ liveStream: true as const });

/** The 429 of a rate limit: the error handler writes Retry-After from `retryAfterMs`. */
export class RateLimited extends TooManyAttempts {
  override readonly messageKey: MessageKey = 'errors.rate_limited';
}

/** An open stream's row is seen this often ... */
const STREAM_SEEN_EVERY_MS = 25_000;
/** ... and one not seen for this long was left by a process that died: its place is free again. */
const STREAM_STALE_MS = 2 * STREAM_SEEN_EVERY_MS + 15_000;
/** A refused stream may try again after this: about when a dead process's places come free. */
const STREAM_RETRY_MS = 60_000;

/** Whether a route so configured can answer 429: it counts attempts, or has a rate limit or stream places. */
export const answersTooMany = (config: FastifyContextConfig | undefined) =>
  Boolean(config?.countsAttempts || config?.rateLimit || config?.liveStream);

/** Enforces the limits routes declare; install before the modules register their routes. */
export function installRouteLimits(app: FastifyInstance): void {
  const { deps } = app;

  // Counted after sign-in and input validation: a refused or invalid request costs nothing to answer.
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config?.rateLimit;
    const user = request.authUser;
    if (!rule || !user || (rule.counts && !rule.counts(request))) return;
    const now = deps.now();
    const key = `${rule.kind}:user:${user.id}`;
    const { count, windowStart } = await countRequest(deps.db, key, RATE_WINDOW_MS, now);
    if (count > deps.config.rateLimits[rule.kind])
      throw new RateLimited(windowStart.getTime() + RATE_WINDOW_MS - now.getTime());
  });

  const releasing = new Set<Promise<void>>();
  app.addHook('preHandler', async (request, reply) => {
    const user = request.authUser;
    if (!request.routeOptions.config?.liveStream || !user) return;
    const rule = { max: deps.config.liveStreamsPerSession, staleMs: STREAM_STALE_MS };
    const slot = await openStreamSlot(deps.db, user.tokenId, rule, deps.now());
    if (slot === null) throw new TooManyStreams(STREAM_RETRY_MS);
    const seen = setInterval(() => {
      touchStreamSlot(deps.db, slot, deps.now()).catch(() => undefined);
    }, STREAM_SEEN_EVERY_MS);
    // However the answer ends (the stream closed by either side, or an error answered instead).
    reply.raw.once('close', () => {
      clearInterval(seen);
      const done = closeStreamSlot(deps.db, slot)
        .catch((error: unknown) => request.log.warn({ err: error }, 'stream place not freed'))
        .finally(() => releasing.delete(done));
      releasing.add(done);
    });
  });
  // The places of the streams the app ended as it closed are given back before its database goes.
  app.addHook('onClose', async () => {
    await Promise.all([...releasing]);
  });
}

/** Forgets rate counts past their window and stream places no open stream keeps (the hourly `limits.prune`). */
export async function pruneRouteLimits(db: Db, now: Date): Promise<void> {
  await pruneRateCounters(db, new Date(now.getTime() - 2 * RATE_WINDOW_MS));
  await pruneStreamSlots(db, new Date(now.getTime() - STREAM_STALE_MS));
}
