import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, IssueInvoiceBody } from '@shared/invoices/contracts';
import { api } from '../../../lib/api/api-client';
import { invoiceKeys } from './invoice-keys';

export const issueInvoice = (body: IssueInvoiceBody) => api.post<Invoice>('/invoices', body);

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
