import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';

export function BookingsPage() {
  const { t } = useTranslation('bookings');
  return <PageHeader title={t('title')} />;
}
