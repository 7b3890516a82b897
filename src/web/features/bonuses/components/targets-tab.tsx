import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SaleTarget } from '@shared/bonuses/contracts';
import { tbilisiToday } from '@shared/dates/date-formats';
import { formatAmount } from '@shared/money/money';
import { YEAR_MONTH_PATTERN } from '@shared/validation/checks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SimpleTable } from '../../../components/data-table/simple-table';
import { LoadError } from '../../../components/feedback/load-error';
import { formatDate } from '../../../components/format-date-time';
import { PageLoader } from '../../../components/feedback/page-loader';
import { AddButton } from '../../../components/lists/add-button';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useDeleteSaleTarget } from '../api/delete-sale-target';
import { useSaleTargets } from '../api/get-sale-targets';
import { useWithTargets } from '../api/get-with-targets';
import { TargetFormDialog } from './target-form-dialog';

/** A bar up to 100 %; the figure beside it says how far past it is. */
function Achieved({ value }: { value: string | null }) {
  if (value === null) return null;
  const shown = Math.min(100, Math.max(0, Number(value)));
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={shown}
        color={shown >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-hidden
      />
      <span>{value} %</span>
    </Stack>
  );
}

/** Each manager's target for a month against the sales signed in it; targets set with edit_sale_targets. */
export function TargetsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('bonuses');
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = YEAR_MONTH_PATTERN.test(asked) ? asked : tbilisiToday().slice(0, 7);
  const rows = useWithTargets(month);
  const targets = useSaleTargets(month);
  const [editing, setEditing] = useState<SaleTarget | 'new' | null>(null);
  const remove = useDeleteAction(useDeleteSaleTarget().mutateAsync);
  const targetOf = (userId: number) => targets.data?.find((x) => x.user_id === userId);
  const chooseMonth = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', next);
        return updated;
      },
      { replace: true },
    );
  const head = [
    t('targets.manager'),
    t('targets.target'),
    t('targets.actual'),
    t('targets.achieved'),
    t('targets.count'),
  ];
  if (canEdit) head.push('');
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <TextField
          type="month"
          size="small"
          label={t('targets.month')}
          value={month}
          onChange={(e) => YEAR_MONTH_PATTERN.test(e.target.value) && chooseMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 220 }}
        />
        {canEdit && <AddButton label={t('targets.add')} onClick={() => setEditing('new')} />}
      </Stack>
      {rows.isError && <LoadError error={rows.error} onRetry={() => void rows.refetch()} />}
      {rows.isPending && <PageLoader />}
      {rows.data && (
        <Box sx={{ overflowX: 'auto' }}>
          <SimpleTable
            label={t('tabs.targets')}
            empty={t('targets.empty')}
            head={head}
            rows={rows.data.map((row) => {
              const target = targetOf(row.user_id);
              const cells = [
                row.user_name,
                row.target_amount === null
                  ? t('targets.no_target')
                  : formatAmount(row.target_amount, row.currency),
                row.missing_rate ? (
                  <Typography key="actual" variant="body2" color="warning.main">
                    {t('targets.missing_rate', {
                      currency: row.missing_rate.currency,
                      date: formatDate(row.missing_rate.date),
                    })}
                  </Typography>
                ) : (
                  formatAmount(row.actual_amount ?? '0', row.currency)
                ),
                <Achieved key="achieved" value={row.achieved_percent} />,
                row.target_count === null
                  ? String(row.actual_count)
                  : `${row.actual_count} / ${row.target_count}`,
              ];
              if (canEdit)
                cells.push(
                  target ? (
                    <RowActions
                      key="actions"
                      label={row.user_name}
                      onEdit={() => setEditing(target)}
                      onDelete={() => void remove(target.id)}
                    />
                  ) : (
                    ''
                  ),
                );
              return cells;
            })}
          />
        </Box>
      )}
      {editing && (
        <TargetFormDialog
          target={editing === 'new' ? null : editing}
          month={month}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
