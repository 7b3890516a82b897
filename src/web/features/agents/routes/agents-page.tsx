import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';

export function AgentsPage() {
  const { t } = useTranslation('agents');
  return <PageHeader title={t('title')} />;
}
