import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, IssueInvoiceBody } from '@shared/invoices/contracts';
import type { Locale } from '@shared/i18n/locales';
import i18n from '../../../i18n';
import { api } from '../../../app/api/api-client';
import { ApiError } from '../../../app/api/api-error';
import { sessionToken } from '../../../app/auth/session-token';

/** Invoices as the sale page's dialog, the list and the print page share them. */

export const invoicesKey = ['invoices'] as const;

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: [...invoicesKey, 'one', id],
    queryFn: ({ signal }) => api.get<Invoice>(`/invoices/${id}`, { signal }),
  });

export const useInvoice = (id: number) => useQuery(invoiceQuery(id));

export const issueInvoice = (body: IssueInvoiceBody) => api.post<Invoice>('/invoices', body);

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}

/** The print page's address. */
export const invoicePrintPath = (id: number) => `/invoices/${id}/print`;

/**
 * Downloads the invoice's PDF: fetched with the session's token (a plain link would carry none) and
 * saved under the name the server gives.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'display_number'>, lang?: Locale) {
  const headers = new Headers({ 'Content-Language': i18n.language });
  const token = sessionToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const query = new URLSearchParams({ lang: lang ?? i18n.language });
  const response = await fetch(`/api/invoices/${invoice.id}/pdf?${query}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, { message: body?.message ?? i18n.t('messages:errors.server') });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${invoice.display_number}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
