import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SaleDetail } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../../lib/auth/permissions';
import { CommentsPanel } from '../../../comments';
import { CustomFieldsCard } from '../../../custom-fields';
import { RecordTasks } from '../../../tasks';
import { SaleServicesCard } from '../../../services';
import { paths } from '../../../../lib/routing/paths';
import { PageHeader } from '../../../../components/page/page-header';
import { SaleStatusChip } from '../../list/components/sale-status-chip';
import { SaleNotifications } from '../../notices/components/sale-notifications';
import { SaleActions } from './sale-actions';
import { SaleFiles } from './sale-files';
import { SaleHistory } from './sale-history';
import { SaleBuyers, SaleUnits } from './sale-parties';
import { SalePayments } from './sale-payments';
import { SaleSchedule } from './sale-schedule';
import { SaleSummary } from './sale-summary';

/**
 * One sale: summary, units, buyers, its additional fields, its tasks, schedule, payments, notifications, files, history
 * and comments.
 */
export function SaleView({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const mayAct = useMayAct();
  const title = t('page_title', { contract: sale.contract_no });
  return (
    <>
      <PageHeader
        title={
          <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{title}</span>
            <SaleStatusChip status={sale.status} />
          </Stack>
        }
        breadcrumbs={[{ label: t('back'), to: paths.sales.list.path }, { label: title }]}
        actions={<SaleActions sale={sale} />}
      />
      <Stack sx={{ gap: 2 }}>
        <SaleSummary sale={sale} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SaleUnits sale={sale} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SaleBuyers sale={sale} />
          </Grid>
        </Grid>
        <CustomFieldsCard
          group="sale"
          recordId={sale.id}
          canEdit={mayAct('edit_sales') && sale.can.edit && !sale.deleted_at}
        />
        {!sale.deleted_at && (
          <Card variant="outlined">
            <CardContent>
              <RecordTasks model="sale" modelId={sale.id} />
            </CardContent>
          </Card>
        )}
        <SaleSchedule sale={sale} />
        <SalePayments sale={sale} />
        <SaleServicesCard saleId={sale.id} canEdit={sale.can.edit && !sale.deleted_at} />
        {!sale.deleted_at && <SaleNotifications sale={sale} />}
        <SaleFiles saleId={sale.id} canEdit={sale.can.edit && !sale.deleted_at} />
        <SaleHistory saleId={sale.id} />
        <Card variant="outlined">
          <CardContent>
            <CommentsPanel model="sale" modelId={sale.id} />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
