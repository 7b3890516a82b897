import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldsCard } from '../../custom-fields';

type Props = { buildingId: number; name: string; canEdit: boolean; onClose: () => void };

/** A complex's additional fields (Templates → Custom fields, group "complex"), read and filled here. */
export function BuildingFieldsDialog({ buildingId, name, canEdit, onClose }: Props) {
  const { t } = useTranslation('buildings');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{`${t('additional_fields')}: ${name}`}</DialogTitle>
      <DialogContent dividers>
        <CustomFieldsCard group="complex" recordId={buildingId} canEdit={canEdit} embedded />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
