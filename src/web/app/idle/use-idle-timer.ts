import { useEffect } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll'] as const;

/**
 * Calls onIdle after timeoutMs without a mouse move, key press or scroll (spec §9). Activity only
 * stamps the time; the single timer re-arms itself for the remainder, so moving the mouse stays cheap.
 */
export function useIdleTimer(timeoutMs: number, onIdle: () => void, paused: boolean) {
  useEffect(() => {
    if (paused || timeoutMs <= 0) return;
    let lastActivity = Date.now();
    const markActivity = () => {
      lastActivity = Date.now();
    };
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const remaining = lastActivity + timeoutMs - Date.now();
      if (remaining <= 0) onIdle();
      else timer = setTimeout(check, remaining);
    };
    timer = setTimeout(check, timeoutMs);
    // Capture phase: scroll does not bubble, but inner scrolling areas still pass through window on the way down.
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, markActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActivity, { capture: true });
    };
  }, [timeoutMs, onIdle, paused]);
}
