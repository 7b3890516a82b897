import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PropertyDetail } from '@shared/properties/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { useUploadPlan } from '../api/upload-plan';

/** The unit's floor plan: the picture when it is an image, a link when it is a PDF, and an upload. */
export function PlanSection({ unit, canEdit }: { unit: PropertyDetail; canEdit: boolean }) {
  const { t } = useTranslation('properties');
  const upload = useUploadPlan();
  const toast = useToast();
  const fail = useFailureHandler();
  const [notImage, setNotImage] = useState(false);
  const choose = (file: File | undefined) =>
    file &&
    upload.mutateAsync({ id: unit.id, file }).then(
      () => toast.success('records.updated'),
      (error: unknown) => fail(error),
    );
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2">{t('plan.title')}</Typography>
      {!unit.plan_url ? (
        <Typography variant="body2" color="text.secondary">
          {t('plan.none')}
        </Typography>
      ) : notImage ? (
        <Link href={unit.plan_url} target="_blank" rel="noopener">
          {t('plan.open')}
        </Link>
      ) : (
        <Link href={unit.plan_url} target="_blank" rel="noopener">
          <img
            src={unit.plan_url}
            alt={t('plan.title')}
            style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
            onError={() => setNotImage(true)}
          />
        </Link>
      )}
      {canEdit && unit.status !== 'retired' && (
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          loading={upload.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('plan.upload')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,application/pdf"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
      )}
    </Stack>
  );
}
