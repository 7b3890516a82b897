import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceOrderDetail, ServiceOrderKind, ServicePayment } from '@shared/services/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { paths, pathTo } from '../../../lib/routing/paths';
import { SimpleTable } from '../../../components/data-table/simple-table';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDate } from '../../../components/format-date-time';
import { MoneyText } from '../../../components/money-text';
import { useServiceOrder } from '../api/get-service-order';
import { useDeleteServicePayment } from '../api/pay-service';
import { useDeleteServiceOrder } from '../api/save-service-order';
import { OrderFormDialog } from './order-form-dialog';
import { PayDialog } from './pay-dialog';

function Figure({
  label,
  value,
  currency,
}: {
  label: string;
  value: string;
  currency: ServiceOrderDetail['currency'];
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={`figure-${label}`}>
        <MoneyText value={value} currency={currency} />
      </Typography>
    </Box>
  );
}

function Detail({ order, onClosed }: { order: ServiceOrderDetail; onClosed: () => void }) {
  const { t } = useTranslation('services');
  const mayAct = useMayAct();
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const [paying, setPaying] = useState<ServicePayment | 'new' | null>(null);
  const [editing, setEditing] = useState(false);
  const removePayment = useDeleteServicePayment();
  const removeOrder = useDeleteServiceOrder();
  const editPermission = order.kind === 'renovation' ? 'edit_services' : 'edit_service_containers';
  const money = (value: string) => <MoneyText value={value} currency={order.currency} />;

  const deletePayment = async (paymentId: number) => {
    if (!(await confirm())) return;
    removePayment.mutate(
      { kind: order.kind, paymentId, saleId: order.sale_id },
      { onSuccess: () => toast.success('records.deleted'), onError: (e) => fail(e) },
    );
  };
  const deleteOrder = async () => {
    if (!(await confirm())) return;
    removeOrder.mutate(
      { kind: order.kind, id: order.id },
      {
        onSuccess: () => {
          toast.success('records.deleted');
          onClosed();
        },
        onError: (e) => fail(e),
      },
    );
  };

  return (
    <Stack sx={{ gap: 2.5 }}>
      <Box sx={{ pr: 5 }}>
        <Typography variant="h5" component="h2">
          {order.title}
        </Typography>
        <Typography color="text.secondary">
          <Link component={RouterLink} to={pathTo(paths.sales.detail, { id: order.sale_id })}>
            {order.contract_no}
          </Link>{' '}
          · {order.buyers}
        </Typography>
        <Chip size="small" sx={{ mt: 1 }} label={t(`statuses.${order.status}`)} />
      </Box>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
        <Figure label={t('fields.total')} value={order.total} currency={order.currency} />
        <Figure label={t('fields.paid')} value={order.paid} currency={order.currency} />
        <Figure label={t('fields.debt')} value={order.debt} currency={order.currency} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {mayAct('add_payments') && (
          <Button variant="contained" onClick={() => setPaying('new')} disabled={order.schedule.length === 0}>
            {t('pay.action')}
          </Button>
        )}
        {mayAct(editPermission) && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
        {mayAct(editPermission) && (
          <Button color="error" onClick={() => void deleteOrder()} loading={removeOrder.isPending}>
            {t('delete')}
          </Button>
        )}
      </Stack>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('lines')}
        </Typography>
        <SimpleTable
          label={t('lines')}
          head={[t('fields.service_type'), t('fields.quantity'), t('fields.unit_price'), t('fields.amount')]}
          rows={order.lines.map((l) => [
            l.service_type_name,
            `${l.quantity} ${t(`units.${l.unit}`)}`,
            money(l.unit_price),
            money(l.amount),
          ])}
        />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('schedule')}
        </Typography>
        <SimpleTable
          label={t('schedule')}
          empty={t('no_schedule')}
          head={['№', t('fields.due_date'), t('fields.amount'), t('fields.paid'), t('fields.left')]}
          rows={order.schedule.map((r) => [
            r.number,
            <Box component="span" sx={{ color: r.late ? 'error.main' : undefined }}>
              {formatDate(r.due_date)}
            </Box>,
            money(r.amount),
            money(r.paid),
            money(r.left),
          ])}
        />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('payments')}
        </Typography>
        <SimpleTable
          label={t('payments')}
          empty={t('no_payments')}
          head={[t('fields.date'), t('fields.paid_as'), t('fields.rate'), t('fields.amount'), '']}
          rows={order.payments.map((p) => [
            formatDate(p.date),
            <MoneyText value={p.amount} currency={p.currency} />,
            p.currency === order.currency ? '—' : p.rate,
            money(p.amount_converted),
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {mayAct('edit_payments') && (
                <IconButton size="small" aria-label={t('edit_payment')} onClick={() => setPaying(p)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              )}
              {mayAct('delete_payments') && (
                <IconButton
                  size="small"
                  aria-label={t('delete_payment')}
                  onClick={() => void deletePayment(p.id)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )}
            </Stack>,
          ])}
        />
      </Box>
      {paying && (
        <PayDialog order={order} payment={paying === 'new' ? null : paying} onClose={() => setPaying(null)} />
      )}
      {editing && <OrderFormDialog kind={order.kind} order={order} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** A renovation's or container's page as a drawer: figures, lines, schedule, payments and the pay dialog. */
export function OrderDrawer({
  kind,
  id,
  onClose,
}: {
  kind: ServiceOrderKind;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('services');
  const order = useServiceOrder(kind, id);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 720 }, p: { xs: 2, sm: 3 } } } }}
    >
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseOutlined />
      </IconButton>
      {order.isError ? (
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <Detail order={order.data} onClosed={onClose} />
      ) : (
        <PageLoader />
      )}
    </Drawer>
  );
}
