/** Day arithmetic on YYYY-MM-DD dates, and the office's local time (Tbilisi, UTC+4) of a demo event. */

export const DAY = 86_400_000;

export const dayFrom = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
export const at = (iso: string, hour = 11) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+04:00`);
export const minIso = (a: string, b: string) => (a < b ? a : b);
export const maxIso = (a: string, b: string) => (a > b ? a : b);
