import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RateAnswer } from '@shared/currency/contracts';
import type { Currency } from '@shared/money/money';
import type { CalculatePaymentBody, PaymentCalculation } from '@shared/payments/contracts';
import { api } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** The official rate (lari for one unit) of a day; GEL is always 1 and asks nothing. */
export const useRate = (currency: Currency, date: string, enabled: boolean) =>
  useQuery({
    queryKey: saleLookupKeys.rate(currency, date),
    queryFn: ({ signal }) => api.get<RateAnswer>(`/currency/${currency}/${date}`, { signal }),
    enabled: enabled && currency !== 'GEL',
    staleTime: 5 * 60_000,
    retry: false,
  });

/** How an amount would be converted and which instalments it would cover; saves nothing. */
export const useCalculation = (body: CalculatePaymentBody | null) =>
  useQuery({
    queryKey: saleLookupKeys.paymentCalculation(body),
    queryFn: ({ signal }) => api.post<PaymentCalculation>('/payments/calculatePayment', body, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
