import type { Invoice } from '@shared/invoices/contracts';
import { invoiceEndpoints } from '@shared/invoices/endpoints';
import { toLocale, type Locale } from '@shared/i18n/locales';
import i18n from '../../../i18n';
import { download } from '../../../lib/api/api-client';
import { downloadBlob } from '../../../lib/excel-export';

/**
 * Downloads the invoice's PDF: fetched with the session's token (a plain link would carry none) and
 * saved as invoice-<its number>.pdf.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'display_number'>, lang?: Locale) {
  const fileName = `invoice-${invoice.display_number}.pdf`;
  const { blob } = await download(
    invoiceEndpoints.pdf,
    { params: { id: invoice.id }, query: { lang: lang ?? toLocale(i18n.language) } },
    fileName,
  );
  downloadBlob(blob, fileName);
}
