import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FileOwnerBase } from '../api/get-owner-files';
import { OwnerFiles } from './owner-files';

type Props = { base: FileOwnerBase; ownerId: number; canEdit: boolean };

/** The files of one owner (an agent, a barter deal) under a heading with the "Add" button. */
export function DocumentsPanel({ base, ownerId, canEdit }: Props) {
  const { t } = useTranslation('documents');
  return (
    <OwnerFiles
      base={base}
      ownerId={ownerId}
      canEdit={canEdit}
      frame={(addButton, list) => (
        <Stack sx={{ gap: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1">{t('title')}</Typography>
            {addButton}
          </Stack>
          {list}
        </Stack>
      )}
    />
  );
}
