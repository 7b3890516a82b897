import { DEFAULT_DATE_FORMAT, isDateFormat, type DateFormat } from '@shared/dates/date-formats';
import { useCallback, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../lib/local-storage';

/** The user's date-input preference (spec §9), kept in this browser under this key. */
export const DATE_FORMAT_STORAGE_KEY = 'dateFormat';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the preference updates this one too.
  const onStorage = (event: StorageEvent) => event.key === DATE_FORMAT_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readDateFormat(): DateFormat {
  const stored = readLocal(DATE_FORMAT_STORAGE_KEY);
  return isDateFormat(stored) ? stored : DEFAULT_DATE_FORMAT;
}

export function useDateFormat(): [DateFormat, (format: DateFormat) => void] {
  const format = useSyncExternalStore(subscribe, readDateFormat, () => DEFAULT_DATE_FORMAT);
  const setFormat = useCallback((next: DateFormat) => {
    writeLocal(DATE_FORMAT_STORAGE_KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return [format, setFormat];
}
