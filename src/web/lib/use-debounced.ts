import { useEffect, useState } from 'react';

/**
 * The value as it stood `ms` after it last changed, so a search waits for the user to stop typing. Compared
 * by content, so a new but equal object (built on every render) does not restart the wait.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const text = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(text) as T), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return debounced;
}
