/**
 * The limits that keep one user from slowing the rest (issue 35, §3), in one place; the README lists them.
 * A normal office day never meets them: they stop a script, a stuck key or a runaway loop.
 */

/** The routes a rate limit is declared on (`config: { ...limited('reports') }`), by what they cost. */
export const RATE_LIMIT_KINDS = ['reports', 'exports', 'imports', 'documents', 'tasks'] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];

/** Every rate limit counts a user's requests in a window of one minute from the first of them. */
export const RATE_WINDOW_MS = 60_000;

/**
 * Requests per user per minute. A report screen asks for one report per change of its filter, the home
 * and statistics pages a few: 60 is a change a second. An Excel export, a price template or the log's
 * export: 20. An Excel import or a price list's file: 10 (each is read whole). An invoice PDF or a
 * contract generated or previewed: 30. Tasks created (each may ring a colleague's bell): 20.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitKind, number> = {
  reports: 60,
  exports: 20,
  imports: 10,
  documents: 30,
  tasks: 20,
};

/**
 * Live bell streams open at once per session (sign-in). One per browser tab: five tabs of the back office
 * get live updates, a sixth polls once a minute until one of the others closes (HTTP/1.1 browsers keep at
 * most six connections per server, so more streams than this would stall the tabs' other requests anyway).
 */
export const DEFAULT_LIVE_STREAMS_PER_SESSION = 5;
