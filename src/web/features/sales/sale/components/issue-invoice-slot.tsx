import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import type { SaleDetail } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../../lib/auth/permissions';
import { IssueInvoiceDialog } from '../../../invoices';

/**
 * The "Issue invoice" button of the sale's actions bar: for users with create_invoices, it opens
 * IssueInvoiceDialog (the invoices feature) for this sale.
 */
export function IssueInvoiceSlot({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const mayAct = useMayAct();
  const [open, setOpen] = useState(false);
  if (!mayAct('create_invoices') || sale.status === 'canceled') return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ReceiptLongOutlined />} onClick={() => setOpen(true)}>
        {t('actions.issue_invoice')}
      </Button>
      <IssueInvoiceDialog open={open} onClose={() => setOpen(false)} saleId={sale.id} />
    </>
  );
}
