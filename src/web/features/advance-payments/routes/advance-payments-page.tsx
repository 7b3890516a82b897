import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';

export function AdvancePaymentsPage() {
  const { t } = useTranslation('advancePayments');
  return <PageHeader title={t('title')} />;
}
