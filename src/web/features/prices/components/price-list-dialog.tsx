import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIsoDate } from '@shared/dates/date-formats';
import { priceRowsErrorBody, type PriceListDetail, type PriceRowError } from '@shared/prices/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { LoadError } from '../../../components/feedback/load-error';
import { formatDateTime } from '../../../components/format-date-time';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../components/feedback/toast-context';
import { useApplyPriceList } from '../api/apply-price-list';
import { useDeletePriceList } from '../api/delete-price-list';
import { usePriceList } from '../api/get-price-list';
import { PriceChanges } from './price-changes';
import { PriceListStatusChip } from './price-list-status-chip';
import { ruleSummary } from './rule-summary';

type Props = {
  id: number;
  /** Edit, apply and delete need edit_properties, and only a draft allows them. */
  canEdit: boolean;
  onEdit: (list: PriceListDetail) => void;
  onClose: () => void;
};

/** One price list with its units' old and new prices; a draft can be applied (all or nothing) or deleted. */
export function PriceListDialog({ id, canEdit, onEdit, onClose }: Props) {
  const { t } = useTranslation('prices');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  const list = usePriceList(id);
  const apply = useApplyPriceList();
  const deletePriceList = useDeletePriceList().mutateAsync;
  const remove = useDeleteAction((listId: number) =>
    deletePriceList(listId).then((answer) => {
      onClose();
      return answer;
    }),
  );
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const [rowErrors, setRowErrors] = useState<PriceRowError[]>([]);
  const data = list.data;
  const editable = canEdit && data?.status === 'draft';

  const applyList = async (detail: PriceListDetail) => {
    const confirmed = await confirm({
      title: t('apply_confirm_title'),
      message: t('apply_confirm', { count: detail.items.length }),
      confirmLabel: t('apply'),
      confirmColor: 'primary',
    });
    if (!confirmed) return;
    try {
      await apply.mutateAsync(detail.id);
      setRowErrors([]);
      toast.success(t('applied'));
    } catch (error) {
      const rows = isApiError(error) ? priceRowsErrorBody.safeParse(error.body) : null;
      setRowErrors(rows?.success ? rows.data.rows : []);
      fail(error);
    }
  };

  let content;
  if (list.isError) content = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!data) content = <PageLoader />;
  else
    content = (
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <PriceListStatusChip status={data.status} />
          <Typography variant="body2">
            {t('fields.building')}: <strong>{data.building_name}</strong>
          </Typography>
          <Typography variant="body2">
            {t('fields.valid_from')}:{' '}
            <strong>{formatIsoDate(data.valid_from.slice(0, 10), 'DD.MM.YYYY')}</strong>
          </Typography>
          <Typography variant="body2">
            {t('fields.source')}: <strong>{t(`sources.${data.source}`)}</strong>
          </Typography>
          {data.rule && <Typography variant="body2">{ruleSummary(data.rule, t)}</Typography>}
          {data.applied_at && (
            <Typography variant="body2" color="success.main">
              {t('applied_info', { date: formatDateTime(data.applied_at) })}
            </Typography>
          )}
        </Stack>
        <PriceChanges items={data.items} totals={data.totals} errors={rowErrors} />
      </Stack>
    );

  return (
    <Dialog
      open
      onClose={() => !apply.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id={titleId}>{data?.title ?? t('title')}</DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      <DialogActions>
        {editable && data && (
          <>
            <Button color="error" onClick={() => void remove(id)} disabled={apply.isPending}>
              {common('actions.delete')}
            </Button>
            <Button onClick={() => onEdit(data)} disabled={apply.isPending}>
              {common('actions.edit')}
            </Button>
          </>
        )}
        <Stack sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={apply.isPending}>
          {common('actions.close')}
        </Button>
        {editable && data && (
          <Button
            variant="contained"
            loading={apply.isPending}
            disabled={data.items.length === 0}
            onClick={() => void applyList(data)}
          >
            {t('apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
