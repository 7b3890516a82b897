import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import { toLocale } from '@shared/i18n/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { paths } from '../../../lib/routing/paths';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../components/feedback/toast-context';
import { InvoiceDocument } from '../components/invoice-document';

/**
 * What the printer gets: only the sheet. The app's bar, menu and footer and this page's buttons are
 * hidden, and the page is A4 with the sheet's own margins.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: 0 },
      '@media print': {
        'body, html': { background: '#fff !important' },
        '.MuiAppBar-root, .MuiDrawer-root, footer, [data-print="hide"]': { display: 'none !important' },
        main: { padding: '0 !important' },
        '[data-print="sheet"]': {
          boxShadow: 'none !important',
          margin: '0 !important',
          width: '210mm !important',
          minHeight: 'auto !important',
        },
      },
    }}
  />
);

/** An in-app path the print page was opened from (?from=/sales/7); anything else is ignored. */
const appPath = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') ? value : null);

/**
 * Back to where the user came from: the page named in ?from= (a print opened in a new tab), else the
 * previous page of this tab, else the invoice list.
 */
function BackButton() {
  const { t } = useTranslation('invoices');
  const from = appPath(useSearchParams()[0].get('from'));
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';
  const icon = <ArrowBackOutlined />;
  if (from || !hasHistory)
    return (
      <Button component={RouterLink} to={from ?? paths.invoices.list.path} startIcon={icon}>
        {from ? t('print.back') : t('print.to_list')}
      </Button>
    );
  return (
    <Button onClick={() => void navigate(-1)} startIcon={icon}>
      {t('print.back')}
    </Button>
  );
}

/** /invoices/:id/print: the invoice as a printable A4 page, with Print and PDF. */
export function InvoicePrintPage() {
  const { t, i18n } = useTranslation('invoices');
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  if (invoice.isPending) return <PageLoader />;
  if (invoice.isError) return <LoadError error={invoice.error} onRetry={() => void invoice.refetch()} />;
  const found = invoice.data;
  const pdf = () => {
    setDownloading(true);
    downloadInvoicePdf(found)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      {printStyles}
      <Stack
        direction="row"
        data-print="hide"
        sx={{ gap: 1, mb: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <BackButton />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button startIcon={<PictureAsPdfOutlined />} onClick={pdf} loading={downloading}>
            {t('actions.pdf')}
          </Button>
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
        </Stack>
      </Stack>
      <InvoiceDocument invoice={found} locale={toLocale(i18n.language)} />
    </>
  );
}
