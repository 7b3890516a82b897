import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { OrdersList } from '../components/orders-list';

/** /service-containers: parking, storage and the other extras of sales, with their own payments. */
export function ServiceContainersPage() {
  const { t: tc } = useTranslation('common');
  return (
    <>
      <PageHeader title={tc('nav.service_containers')} />
      <OrdersList kind="container" />
    </>
  );
}
