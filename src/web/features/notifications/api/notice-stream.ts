import { noticeStreamEvent, type NoticeStreamEvent } from '@shared/notifications/contracts';
import { notificationEndpoints } from '@shared/notifications/notification-endpoints';
import { openStream } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';

/** The stream answered 401: the session is over, so there is nothing to reconnect to. */
export class StreamSignedOut extends Error {}

/** Reads the events of one server-sent-events block ("event: x\ndata: {...}"); comments answer null. */
function parseBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * Reads the notice stream until it ends (resolves) or fails (rejects): fetch with the bearer token in the
 * Authorization header, as every API request carries it (an EventSource cannot send headers, and a token
 * in the URL would land in logs and history). `onOpen` is called once the server has accepted the stream.
 */
export async function readNoticeStream(options: {
  signal: AbortSignal;
  onOpen: () => void;
  onEvent: (event: NoticeStreamEvent) => void;
}): Promise<void> {
  const body = await openStream(notificationEndpoints.stream, { signal: options.signal }).catch(
    (error: unknown) => {
      // openStream has ended the session already (the token is gone).
      throw isApiError(error) && error.status === 401 ? new StreamSignedOut() : error;
    },
  );
  options.onOpen();
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (!parsed) continue;
      const event = noticeStreamEvent.safeParse(JSON.parse(parsed.data));
      if (event.success) options.onEvent(event.data);
    }
  }
}
