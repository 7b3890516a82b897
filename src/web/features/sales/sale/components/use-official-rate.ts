import { isIsoDate } from '@shared/dates/date-formats';
import type { Currency } from '@shared/money/money';
import type { UpdatePaymentBody } from '@shared/payments/contracts';
import { RATE_PATTERN } from '@shared/validation/checks';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useRate } from '../api/payment-api';

export type RateField = 'payment_rate' | 'sale_rate';

export const isRate = (value: unknown) =>
  typeof value === 'string' && RATE_PATTERN.test(value.trim()) && Number(value) > 0;

/**
 * Keeps one rate field filled with the official rate of the currency and day: the National Bank's rate
 * when there is one, otherwise 0 (spec §8), which the user must replace. A rate the user typed is kept
 * until the currency or the day changes. Answers the official rate (null when there is none) and whether
 * the rate is still missing: none official and none typed yet.
 */
export function useOfficialRate(
  form: UseFormReturn<UpdatePaymentBody>,
  field: RateField,
  currency: Currency,
  date: string,
  needed: boolean,
  initial: { key: string; official: string | null } | null,
) {
  const active = needed && currency !== 'GEL' && isIsoDate(date);
  const rate = useRate(currency, date, active);
  const [applied, setApplied] = useState<{ key: string; official: string | null; fetched: boolean } | null>(
    initial ? { ...initial, fetched: false } : null,
  );
  const key = `${currency}|${date}`;
  const settled = (rate.isSuccess || rate.isError) && !rate.isFetching;
  useEffect(() => {
    if (!active) {
      if (applied !== null) {
        setApplied(null);
        form.setValue(field, '');
      }
      return;
    }
    if (!settled || applied?.key === key) return;
    const available = rate.data?.available === true && isRate(rate.data.rate);
    const value = available && rate.data ? rate.data.rate : '0';
    setApplied({ key, official: available ? value : null, fetched: true });
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
  }, [active, settled, rate.data, key, applied, field, form]);
  const typed = useWatch({ control: form.control, name: field });
  const current = applied?.key === key ? applied : null;
  return {
    official: current?.official ?? null,
    loading: active && rate.isFetching,
    unavailable: active && current !== null && current.fetched && current.official === null && !isRate(typed),
  };
}

export type OfficialRate = ReturnType<typeof useOfficialRate>;
