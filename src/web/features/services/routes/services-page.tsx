import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { OrdersList } from '../components/orders-list';
import { ServiceTypesTab } from '../components/service-types-tab';

/** /services: the renovations sold with sales, and the service types as a tab. */
export function ServicesPage() {
  const { t } = useTranslation('services');
  const { t: tc } = useTranslation('common');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'types' ? 'types' : 'renovations';
  return (
    <>
      <PageHeader title={tc('nav.services')} />
      <Tabs
        value={tab}
        onChange={(_e, value: string) => setSearch(value === 'types' ? { tab: 'types' } : {})}
        sx={{ mb: 2 }}
      >
        <Tab value="renovations" label={t('tabs.renovations')} />
        <Tab value="types" label={t('tabs.types')} />
      </Tabs>
      {tab === 'types' ? <ServiceTypesTab /> : <OrdersList kind="renovation" />}
    </>
  );
}
