import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../lib/auth/permissions';
import { CommentsPanel } from '../../comments';
import { DocumentsPanel } from '../../documents';
import { LoadError } from '../../../components/feedback/load-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { useToast } from '../../../components/feedback/toast-context';
import { MoneyText } from '../../../components/money-text';
import { useCancelBarter } from '../api/cancel-barter';
import { useBarter } from '../api/get-barter';

/** A deal's details, its units, files and comments; an active deal can be canceled here. */
export function BarterDetailsDialog({ dealId, onClose }: { dealId: number; onClose: () => void }) {
  const { t } = useTranslation('barter');
  const { t: tc } = useTranslation('common');
  const mayAct = useMayAct();
  const deal = useBarter(dealId);
  const cancel = useCancelBarter();
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const d = deal.data;
  const line = (label: string, value: React.ReactNode) =>
    value ? (
      <Typography variant="body2">
        <strong>{label}:</strong> {value}
      </Typography>
    ) : null;

  const cancelDeal = async () => {
    if (!(await confirm({ confirmLabel: t('cancel_deal') }))) return;
    cancel.mutateAsync(dealId).then(() => toast.success(t('statuses.canceled')), fail);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="barter-details-title">
      <DialogTitle id="barter-details-title">
        {d ? `#${d.id} — ${d.customer_name}` : t('details')}
      </DialogTitle>
      <DialogContent dividers>
        {deal.isError && <LoadError error={deal.error} onRetry={() => void deal.refetch()} />}
        {d && (
          <Stack sx={{ gap: 2 }}>
            <Stack sx={{ gap: 0.5 }}>
              {line(t('fields.status'), t(`statuses.${d.status}`))}
              {line(t('fields.item_type'), t(`item_types.${d.item_type}`))}
              {line(t('fields.description'), d.description)}
              {d.item_type === 'vehicle' &&
                line(
                  t('fields.vehicle_brand'),
                  [d.vehicle_brand, d.vehicle_model, d.vehicle_year].filter(Boolean).join(' '),
                )}
              {line(t('fields.valuation'), <MoneyText value={d.valuation} currency={d.currency} />)}
              {line(t('fields.deal_date'), d.deal_date)}
              {line(
                t('fields.properties'),
                d.properties
                  .map(
                    (p) =>
                      `${p.building_name}, ${p.block ? `${p.block}-` : ''}${p.number}${p.released_at ? ' ✕' : ''}`,
                  )
                  .join('; '),
              )}
              {line(t('fields.note'), d.note)}
            </Stack>
            <Divider />
            <DocumentsPanel base="barter" ownerId={d.id} canEdit={mayAct('edit_barters')} />
            <Divider />
            <CommentsPanel model="barter" modelId={d.id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {d && d.status !== 'canceled' && mayAct('edit_barters') && (
          <Button color="error" onClick={() => void cancelDeal()} loading={cancel.isPending}>
            {t('cancel_deal')}
          </Button>
        )}
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
