import { z } from 'zod';

/** Module flags and session settings the web app needs before sign-in (GET /api/app-config). */
export const appConfig = z.object({
  multi_language: z.boolean(),
  otp_login: z.boolean(),
  idle_timeout_minutes: z.number(),
  /** The booking period a new booking's form proposes, in days (BOOKING_DEFAULT_DAYS). */
  booking_default_days: z.number(),
  modules: z.object({
    sale_types: z.boolean(),
    overdue_letters: z.boolean(),
    bonus: z.boolean(),
    services: z.boolean(),
    tasks: z.boolean(),
  }),
});
export type AppConfig = z.infer<typeof appConfig>;
