import { z } from 'zod';
import { currency, money } from '../properties/contracts';
import { isoDate } from '../validation/rules';

/** Contracts of /api/currency: official lari rates of the National Bank of Georgia, stored per date. */

export const rateAnswer = z.object({
  currency,
  date: z.string(),
  /** Lari for one unit; "0" when no rate can be had (the screen shows 0, spec §8). */
  rate: z.string(),
  /** The publication the rate comes from (a weekend uses Friday's). */
  valid_from_date: z.string().nullable(),
  available: z.boolean(),
});
export type RateAnswer = z.infer<typeof rateAnswer>;

export const rateParams = z.object({
  ccy: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), currency),
  date: isoDate,
});

export const convertBody = z.object({
  amount: money,
  from: currency,
  to: currency,
  date: isoDate.optional(),
});
export const convertAnswer = z.object({
  amount: z.string(),
  from: currency,
  to: currency,
  converted: z.string(),
  from_rate: z.string(),
  to_rate: z.string(),
  date: z.string(),
});
export type ConvertAnswer = z.infer<typeof convertAnswer>;
