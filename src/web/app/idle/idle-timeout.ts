/** Seconds that override the configured minutes, so an end-to-end test can wait a few seconds instead. */
export const IDLE_OVERRIDE_KEY = 'idleTimeoutSeconds';

/** How long to answer the prompt (spec §8). */
export const IDLE_ANSWER_SECONDS = 10;

export function idleTimeoutMs(configuredMinutes: number): number {
  const override = Number(
    sessionStorage.getItem(IDLE_OVERRIDE_KEY) ?? localStorage.getItem(IDLE_OVERRIDE_KEY),
  );
  const seconds = Number.isFinite(override) && override > 0 ? override : configuredMinutes * 60;
  return seconds * 1000;
}
