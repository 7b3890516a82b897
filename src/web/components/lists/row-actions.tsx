import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** The edit and delete buttons of a table row; a missing handler (no permission) hides its button. */
export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
      {onEdit && (
        <Tooltip title={t('actions.edit')}>
          <IconButton size="small" aria-label={`${t('actions.edit')}: ${label}`} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('actions.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={`${t('actions.delete')}: ${label}`}
            onClick={onDelete}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
