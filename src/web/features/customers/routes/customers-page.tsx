import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';

export function CustomersPage() {
  const { t } = useTranslation('customers');
  return <PageHeader title={t('title')} />;
}
