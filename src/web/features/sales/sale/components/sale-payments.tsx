import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Payment, SaleDetail } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../components/format-date-time';
import { RowActions } from '../../../../components/lists/row-actions';
import { useConfirm } from '../../../../components/dialogs/confirm-context';
import { useToast } from '../../../../components/feedback/toast-context';
import { MoneyText } from '../../../../components/money-text';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { useDeletePayment } from '../api/delete-payment';
import { Panel } from './panel';
import { PaymentDialog } from './payment-dialog';

/** Whether payments can be entered on the sale as it stands. */
export const takesPayments = (sale: SaleDetail) =>
  sale.can.add_payments && !sale.deleted_at && sale.status !== 'canceled';

/** The payments of the sale: as paid (amount, currency, rate) and in the sale's currency. */
export function SalePayments({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const remove = useDeletePayment(sale.id);
  const ccy = sale.payment_ccy;
  const canEdit = sale.can.edit_payments && !sale.deleted_at;
  const canDelete = sale.can.delete_payments && !sale.deleted_at;

  const onDelete = async (payment: Payment) => {
    const ok = await confirm({
      title: t('delete_title'),
      message: t('delete_confirm', { date: payment.payment_date }),
      confirmLabel: tc('actions.delete'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(payment);
      toast.success(t('deleted'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Panel
      title={t('title')}
      actions={
        takesPayments(sale) && (
          <Button
            size="small"
            variant="contained"
            startIcon={<AddCardOutlined />}
            onClick={() => setEditing('new')}
          >
            {t('add')}
          </Button>
        )
      }
    >
      {sale.payments.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.payment_date')}</TableCell>
                <TableCell align="right">{t('fields.original_amount')}</TableCell>
                <TableCell align="right">{t('fields.rate')}</TableCell>
                <TableCell align="right">{t('fields.amount_in_sale_ccy', { currency: ccy })}</TableCell>
                <TableCell>{t('fields.payment_type')}</TableCell>
                <TableCell>{t('fields.bank_account')}</TableCell>
                <TableCell>{t('fields.note')}</TableCell>
                <TableCell>{t('fields.entered')}</TableCell>
                {(canEdit || canDelete) && <TableCell>{tc('labels.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {sale.payments.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.payment_date}</TableCell>
                  <TableCell align="right">
                    <MoneyText value={p.original_amount} currency={p.currency} />
                  </TableCell>
                  <TableCell align="right">
                    {p.currency === ccy ? '—' : `${p.payment_rate} / ${p.sale_rate}`}
                    {p.rate_source === 'manual' && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('rate_sources.manual')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <MoneyText value={p.amount} currency={ccy} />
                  </TableCell>
                  <TableCell>{t(`types.${p.payment_type}`)}</TableCell>
                  <TableCell>{p.bank_account ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{p.note || '—'}</TableCell>
                  <TableCell>
                    <Typography variant="body2">{p.created_by_name ?? '—'}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(p.created_at)}
                    </Typography>
                  </TableCell>
                  {(canEdit || canDelete) && (
                    <TableCell>
                      <RowActions
                        label={t('row_label', { date: p.payment_date })}
                        onEdit={canEdit && p.advance_payment_id === null ? () => setEditing(p) : undefined}
                        onDelete={canDelete ? () => void onDelete(p) : undefined}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <PaymentDialog
          sale={sale}
          payment={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
