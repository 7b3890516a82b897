import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Currency } from '@shared/money/money';
import type { ScheduleVersion } from '@shared/sales/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/feedback/load-error';
import { formatDateTime } from '../../../../components/format-date-time';
import { PageLoader } from '../../../../components/feedback/page-loader';
import { MoneyText } from '../../../../components/money-text';
import { useScheduleVersions } from '../api/get-schedule-versions';

type Row = { date: string; amount: string } | null;

function Version({ version, currency }: { version: ScheduleVersion; currency: Currency }) {
  const { t } = useTranslation('sale');
  const cell = (row: Row) =>
    row ? (
      <>
        {row.date} · <MoneyText value={row.amount} currency={currency} />
      </>
    ) : (
      '—'
    );
  return (
    <Stack component="section" aria-label={t('versions.version', { n: version.version })} sx={{ gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {t('versions.version', { n: version.version })}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {[formatDateTime(version.created_at), version.created_by_name].filter(Boolean).join(' · ')}
        </Typography>
      </Typography>
      {version.reason && <Typography variant="body2">{version.reason}</Typography>}
      {version.diff.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {version.version === 1
            ? t('versions.initial', { n: version.rows.length })
            : t('versions.no_changes')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('versions.changes')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('schedule.number')}</TableCell>
              <TableCell>{t('versions.change')}</TableCell>
              <TableCell>{t('versions.before')}</TableCell>
              <TableCell>{t('versions.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {version.diff.map((d) => (
              <TableRow key={`${d.number}-${d.change}`}>
                <TableCell>{d.number}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={d.change === 'added' ? 'success' : d.change === 'removed' ? 'error' : 'warning'}
                    label={t(`versions.changes_kinds.${d.change}`)}
                  />
                </TableCell>
                <TableCell>{cell(d.before)}</TableCell>
                <TableCell>{cell(d.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** Every saved schedule of the sale, newest first, with what changed against the one before. */
export function ScheduleVersionsDialog({
  saleId,
  currency,
  onClose,
}: {
  saleId: number;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation('sale');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const versions = useScheduleVersions(saleId, true);
  const list = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('versions.title')}</DialogTitle>
      <DialogContent dividers>
        {versions.isPending ? (
          <PageLoader />
        ) : versions.isError ? (
          <LoadError error={versions.error} onRetry={() => void versions.refetch()} />
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{t('versions.empty')}</Typography>
        ) : (
          <Stack sx={{ gap: 3 }}>
            {list.map((v) => (
              <Version key={v.id} version={v} currency={currency} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
