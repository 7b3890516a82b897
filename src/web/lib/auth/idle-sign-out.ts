/** Set when the idle time-out signs the user out, so the sign-in page can say why (once). */
const IDLE_SIGN_OUT_KEY = 'idleSignOutMinutes';

export const rememberIdleSignOut = (minutes: number) =>
  sessionStorage.setItem(IDLE_SIGN_OUT_KEY, String(minutes));

/** The idle minutes that ended the last session, or null when it ended otherwise. */
export function idleSignOutMinutes(): number | null {
  const minutes = Number(sessionStorage.getItem(IDLE_SIGN_OUT_KEY));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

export const forgetIdleSignOut = () => sessionStorage.removeItem(IDLE_SIGN_OUT_KEY);
