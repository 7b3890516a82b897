import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';

export function BarterPage() {
  const { t } = useTranslation('barter');
  return <PageHeader title={t('title')} />;
}
