import type { Invoice } from '@shared/invoices/contracts';
import type { Locale } from '@shared/i18n/locales';
import i18n from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { sessionToken } from '../../../lib/auth/session-token';

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
