/**
 * localStorage that never throws: it is missing or refuses writes in private windows and when full, and a
 * remembered preference is never worth breaking a page for.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not remembering is the only consequence.
  }
}

/** A stored JSON value, or undefined when it is missing, unreadable or fails `accept`. */
export function readLocalJson<T>(key: string, accept: (value: unknown) => value is T): T | undefined {
  const raw = readLocal(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
