import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueInvoiceBody } from '@shared/invoices/contracts';
import { invoiceEndpoints } from '@shared/invoices/endpoints';
import { call } from '../../../lib/api/api-client';
import { invoiceKeys } from './invoice-keys';

export const issueInvoice = (body: IssueInvoiceBody) => call(invoiceEndpoints.issue, { body });

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
