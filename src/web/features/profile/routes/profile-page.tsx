import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { PageHeader } from '../../../components/page/page-header';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SectionCard } from '../components/section-card';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('title')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
          maxWidth: 1200,
        }}
      >
        <SectionCard title={t('details')}>
          <ProfileForm user={user} />
        </SectionCard>
        <SectionCard title={t('change_password')}>
          <PasswordForm />
        </SectionCard>
      </Box>
    </>
  );
}
