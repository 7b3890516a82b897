import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationKeys } from '../api/notification-keys';
import { readNoticeStream, StreamSignedOut } from '../api/notice-stream';

/** Waits between reconnects: quick at first, then no more often than once a minute. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Keeps the notice stream open while mounted: each event refreshes the notification queries (badge,
 * dropdown, page), and a dropped stream is opened again after a growing wait. Answers whether the
 * stream is up, so the caller can poll while it is not.
 */
export function useNoticeStream(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

    const connect = () => {
      readNoticeStream({
        signal: controller.signal,
        onOpen: () => {
          failures = 0;
          setLive(true);
        },
        onEvent: () => void refresh(),
      })
        .catch((error: unknown) => {
          if (error instanceof StreamSignedOut) controller.abort();
        })
        .finally(() => {
          setLive(false);
          if (controller.signal.aborted) return;
          timer = setTimeout(connect, BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)]);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return live;
}
