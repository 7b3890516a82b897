import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NoticeStreamEvent } from '@shared/notifications/contracts';
import type { AuthUser } from '../../platform/access';
import { NotifyHub } from '../../platform/notify-hub';
import { isSessionLive } from '../../platform/sessions';
import { NOTICES_CHANNEL } from './notices.repository';
import { unreadCount } from './notifications.service';

/** A comment line this often keeps proxies from closing a quiet stream, and checks the session. */
export const HEARTBEAT_MS = 25_000;

/**
 * The open notice streams of this process: one LISTEN on NOTICES_CHANNEL fans out to them. A stream
 * sends the user's unread count on connect and again after each notice committed for them (by any
 * process), a heartbeat comment in between, and ends when the session does or the app closes.
 */
export function noticeStreams(app: FastifyInstance) {
  const { deps } = app;
  const hub = new NotifyHub(deps.listen, NOTICES_CHANNEL);
  const open = new Set<() => void>();
  // Before the server stops accepting: an open stream would keep it waiting for good.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    await hub.close();
  });

  return async function serve(user: AuthUser, reply: FastifyReply): Promise<void> {
    const res = reply.raw;
    const send = (event: 'unread' | 'notice', data: NoticeStreamEvent) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let closed = false;
    let counting: Promise<void> = Promise.resolve();
    // Counts run one after another, so the events arrive in the order the notices were committed.
    const push = (event: 'unread' | 'notice') => {
      counting = counting
        .then(async () => {
          const unread_count = await unreadCount(deps, user.id);
          if (!closed) send(event, { unread_count });
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'notice stream count failed'));
    };
    // Subscribed before the first count, so a notice committed meanwhile is not missed; a failed LISTEN
    // is still an ordinary error answer.
    const unsubscribe = await hub.subscribe(String(user.id), () => push('notice'));
    reply.hijack();
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    });
    const heartbeat = setInterval(() => {
      res.write(': ping\n\n');
      isSessionLive(deps.db, user.tokenId, deps.config.idleTimeoutMinutes).then(
        (live) => live || end(),
        () => undefined,
      );
    }, HEARTBEAT_MS);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    res.on('close', end);
    push('unread');
  };
}
