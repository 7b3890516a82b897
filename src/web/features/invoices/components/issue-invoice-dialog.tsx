import { zodResolver } from '@hookform/resolvers/zod';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIsoDate } from '@shared/dates/date-formats';
import {
  INVOICE_MODES,
  issueInvoiceBody,
  type Invoice,
  type IssueInvoiceBody,
  type IssueInvoiceInput,
} from '@shared/invoices/contracts';
import { CURRENCIES, formatAmount } from '@shared/money/money';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToast } from '../../../components/feedback/toast-context';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { paths, pathTo } from '../../../lib/routing/paths';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useIssueInvoice } from '../api/issue-invoice';

type Props = { open: boolean; onClose: () => void; saleId: number };

/**
 * Issues an invoice for a sale: its next unpaid instalment(s) or a chosen amount, optionally with a due
 * date and another currency. Once issued, the dialog offers the print page and the PDF.
 */
export function IssueInvoiceDialog({ open, onClose, saleId }: Props) {
  const [issued, setIssued] = useState<Invoice | null>(null);
  if (!open) return null;
  if (issued)
    return (
      <IssuedDialog
        invoice={issued}
        onClose={() => {
          setIssued(null);
          onClose();
        }}
      />
    );
  return <IssueForm saleId={saleId} onClose={onClose} onIssued={setIssued} />;
}

function IssueForm({
  saleId,
  onClose,
  onIssued,
}: {
  saleId: number;
  onClose: () => void;
  onIssued: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('invoices');
  const { t: tc } = useTranslation('common');
  const form = useForm<IssueInvoiceBody, unknown, IssueInvoiceInput>({
    resolver: zodResolver(issueInvoiceBody),
    defaultValues: {
      sale_id: saleId,
      mode: 'next_instalments',
      instalments: '1',
      amount: '',
      due_date: '',
      currency: '',
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const issue = useIssueInvoice();
  const fail = useFailureHandler();

  // Only the field of the chosen mode travels: a hidden amount or count must not ride along.
  const submit = form.handleSubmit(({ instalments, amount, ...body }) =>
    issue
      .mutateAsync(body.mode === 'amount' ? { ...body, amount } : { ...body, instalments })
      .then(onIssued, (error: unknown) => fail(error, form.setError)),
  );
  const titleId = useId();
  const saving = issue.isPending;
  return (
    <Dialog open onClose={() => !saving && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('issue.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack sx={{ gap: 2 }}>
            <FormSelect
              name="mode"
              control={form.control}
              label={t('issue.mode')}
              required
              options={INVOICE_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            />
            {mode === 'amount' ? (
              <FormTextField
                name="amount"
                control={form.control}
                label={t('issue.amount')}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ) : (
              <FormTextField
                name="instalments"
                control={form.control}
                label={t('issue.instalments')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
            <FormDateInput
              name="due_date"
              control={form.control}
              label={t('issue.due_date')}
              helperText={t('issue.due_date_hint')}
            />
            <FormSelect
              name="currency"
              control={form.control}
              label={t('issue.currency')}
              allowEmpty={t('issue.sale_currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('issue.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function IssuedDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const titleId = useId();
  const location = useLocation();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const pdf = () => {
    setDownloading(true);
    downloadInvoicePdf(invoice)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setDownloading(false));
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('issue.issued_title')}</DialogTitle>
      <DialogContent dividers>
        <Typography>
          {t('issue.issued', {
            number: invoice.display_number,
            amount: formatAmount(invoice.amount, invoice.currency),
            due_date: formatIsoDate(invoice.due_date, 'DD.MM.YYYY'),
          })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<PictureAsPdfOutlined />} onClick={pdf} loading={downloading}>
          {t('actions.pdf')}
        </Button>
        <Button
          startIcon={<PrintOutlined />}
          // A new tab: the sale page the invoice was issued from stays as it is. Not `noopener`: the tab
          // must get a copy of this tab's session (sessionStorage); it is cut from its opener once open.
          onClick={() => {
            const from = encodeURIComponent(location.pathname + location.search);
            const tab = window.open(
              `${pathTo(paths.invoices.print, { id: invoice.id })}?from=${from}`,
              '_blank',
            );
            if (tab) tab.opener = null;
          }}
        >
          {t('actions.print')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('issue.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
