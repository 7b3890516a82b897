import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { currencyEndpoints } from '@shared/currency/endpoints';
import type { Currency } from '@shared/money/money';
import type { CalculatePaymentBody } from '@shared/payments/contracts';
import { paymentEndpoints } from '@shared/payments/endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** The official rate (lari for one unit) of a day; GEL is always 1 and asks nothing. */
export const useRate = (currency: Currency, date: string, enabled: boolean) =>
  useQuery({
    queryKey: saleLookupKeys.rate(currency, date),
    queryFn: ({ signal }) => call(currencyEndpoints.rate, { params: { ccy: currency, date }, signal }),
    enabled: enabled && currency !== 'GEL',
    staleTime: 5 * 60_000,
    retry: false,
  });

/** How an amount would be converted and which instalments it would cover; saves nothing. */
export const useCalculation = (body: CalculatePaymentBody | null) =>
  useQuery({
    queryKey: saleLookupKeys.paymentCalculation(body),
    queryFn: body ? ({ signal }) => call(paymentEndpoints.calculate, { body, signal }) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
