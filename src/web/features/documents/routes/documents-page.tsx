import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';

export function DocumentsPage() {
  const { t } = useTranslation('documents');
  return <PageHeader title={t('title')} />;
}
