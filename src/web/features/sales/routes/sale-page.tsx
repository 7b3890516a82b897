import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { paths } from '../../../lib/routing/paths';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageHeader } from '../../../components/page/page-header';
import { useSale } from '../sale/api/get-sale';
import { SaleView } from '../sale/components/sale-view';

/** /sales/{id}: the sale page. */
export function SalePage() {
  const { t } = useTranslation('sale');
  const id = Number(useParams().id);
  const sale = useSale(id);
  if (sale.isPending) return <PageLoader />;
  if (sale.isError)
    return (
      <>
        <PageHeader title={t('title')} breadcrumbs={[{ label: t('back'), to: paths.sales.list.path }]} />
        <LoadError error={sale.error} onRetry={() => void sale.refetch()} backTo={paths.sales.list.path} />
      </>
    );
  return <SaleView sale={sale.data} />;
}
