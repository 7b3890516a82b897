const KEY = 'token';
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The bearer token lives in sessionStorage (spec §4), so closing the tab ends the session. */
export const sessionToken = {
  get: (): string | null => sessionStorage.getItem(KEY),
  set(token: string) {
    sessionStorage.setItem(KEY, token);
    notify();
  },
  clear() {
    if (sessionStorage.getItem(KEY) === null) return;
    sessionStorage.removeItem(KEY);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
