import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceOrder, ServiceOrderKind } from '@shared/services/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { useMayAct, useMaySee } from '../../../lib/auth/permissions';
import { SimpleTable } from '../../../components/data-table/simple-table';
import { LoadError } from '../../../components/feedback/load-error';
import { MoneyText } from '../../../components/money-text';
import { useServiceOrders } from '../api/get-service-orders';
import { OrderDrawer } from './order-drawer';
import { OrderFormDialog } from './order-form-dialog';

const all = { page: 1, perpage: 50 as const, status: '' };

/**
 * The sale page's section of its renovation and other services, each with its own debt (never part of the
 * sale's), opening the renovation's or service's drawer; it creates them for the sale.
 */
export function SaleServicesCard({ saleId, canEdit }: { saleId: number; canEdit: boolean }) {
  const { t } = useTranslation('services');
  const config = useAppConfig();
  const maySee = useMaySee();
  const mayAct = useMayAct();
  const seesRenovation = config.modules.services && maySee('view_services');
  const seesContainers = config.modules.services && maySee('view_service_containers');
  const renovations = useServiceOrders('renovation', { ...all, sale_id: String(saleId) }, seesRenovation);
  const containers = useServiceOrders('container', { ...all, sale_id: String(saleId) }, seesContainers);
  const [open, setOpen] = useState<{ kind: ServiceOrderKind; id: number } | null>(null);
  const [adding, setAdding] = useState<ServiceOrderKind | null>(null);
  if (!seesRenovation && !seesContainers) return null;
  const failed = [renovations, containers].find((q) => q.isError);
  const rows: ServiceOrder[] = [...(renovations.data?.data ?? []), ...(containers.data?.data ?? [])];
  const hasRenovation = (renovations.data?.data.length ?? 0) > 0;
  return (
    <Card variant="outlined" component="section" aria-label={t('sale_section')}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('sale_section')}
          </Typography>
          {canEdit && mayAct('edit_services') && renovations.data && !hasRenovation && (
            <Button startIcon={<AddOutlined />} onClick={() => setAdding('renovation')}>
              {t('renovation.add')}
            </Button>
          )}
          {canEdit && mayAct('edit_service_containers') && (
            <Button startIcon={<AddOutlined />} onClick={() => setAdding('container')}>
              {t('container.add')}
            </Button>
          )}
        </Stack>
        {failed ? (
          <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : (
          <SimpleTable
            label={t('sale_section')}
            empty={renovations.isPending || containers.isPending ? undefined : t('none_yet')}
            head={[
              t('fields.title'),
              t('fields.mode'),
              t('fields.total'),
              t('fields.paid'),
              t('fields.debt'),
              t('fields.status'),
            ]}
            rows={rows.map((row) => [
              <Link component="button" type="button" onClick={() => setOpen({ kind: row.kind, id: row.id })}>
                {row.title}
              </Link>,
              t(`modes.${row.kind}`),
              <MoneyText value={row.total} currency={row.currency} />,
              <MoneyText value={row.paid} currency={row.currency} />,
              <MoneyText value={row.debt} currency={row.currency} />,
              t(`statuses.${row.status}`),
            ])}
          />
        )}
      </CardContent>
      {open && <OrderDrawer kind={open.kind} id={open.id} onClose={() => setOpen(null)} />}
      {adding && (
        <OrderFormDialog kind={adding} order={null} saleId={saleId} onClose={() => setAdding(null)} />
      )}
    </Card>
  );
}
