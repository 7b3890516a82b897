import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageHeader } from '../../../components/page/page-header';
import { useCompany } from '../api/get-company';
import { CompanyForm } from '../components/company-form';

export function CompanyPage() {
  const { t } = useTranslation('company');
  const mayAct = useMayAct();
  const query = useCompany();

  return (
    <>
      <PageHeader title={t('title')} />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <CompanyForm values={query.data} readOnly={!mayAct('edit_general_company')} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
