import { useCallback, useRef, useState } from 'react';
import type { ScheduleDraft, ScheduleState } from './schedule-draft';

/**
 * The schedule lives in its own part of the form (it re-renders on every money keystroke); the root keeps
 * the latest state for the submit and re-renders only when saving becomes possible or not.
 */
export function useScheduleSnapshot() {
  const latest = useRef<{ draft: ScheduleDraft; state: ScheduleState } | null>(null);
  const [scheduleOk, setScheduleOk] = useState(false);
  const onScheduleState = useCallback((draft: ScheduleDraft, state: ScheduleState) => {
    latest.current = { draft, state };
    setScheduleOk(state.problem === null);
  }, []);
  return { latest, scheduleOk, onScheduleState };
}
