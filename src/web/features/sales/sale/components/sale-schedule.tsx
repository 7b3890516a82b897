import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { fromMinor, toMinor } from '@shared/money/money';
import type { Instalment, SaleDetail } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../../components/money-text';
import { EditScheduleDialog } from './edit-schedule-dialog';
import { Panel } from './panel';
import { ScheduleVersionsDialog } from './schedule-versions-dialog';

const STATUS_COLORS: Record<Instalment['status'], ChipProps['color']> = {
  paid: 'success',
  partial: 'warning',
  unpaid: 'default',
};

/**
 * On a phone the number and amount step aside and the status sits under the due date, so the date, paid, left
 * and status fit without scrolling sideways.
 */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

const sum = (rows: readonly Instalment[], key: 'amount' | 'paid' | 'left') =>
  fromMinor(rows.reduce((acc, row) => acc + toMinor(row[key]), 0n));

/** The schedule in force: paid, partly paid or unpaid per instalment, late ones marked. */
function StatusChips({ row }: { row: Instalment }) {
  const { t } = useTranslation('sale');
  return (
    <>
      <Chip
        size="small"
        color={STATUS_COLORS[row.status]}
        variant={row.status === 'unpaid' ? 'outlined' : 'filled'}
        label={t(`instalment_statuses.${row.status}`)}
      />
      {row.late && <Chip size="small" color="error" label={t('schedule.late')} sx={{ ml: 0.5 }} />}
    </>
  );
}

export function SaleSchedule({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const [dialog, setDialog] = useState<'edit' | 'versions' | null>(null);
  const ccy = sale.payment_ccy;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const rows = sale.schedule;
  const editable = sale.can.edit_schedule && !sale.deleted_at && sale.status !== 'canceled';
  return (
    <Panel
      title={t('sections.schedule')}
      actions={
        <>
          <Button size="small" startIcon={<HistoryOutlined />} onClick={() => setDialog('versions')}>
            {t('versions.open')}
          </Button>
          {editable && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditCalendarOutlined />}
              onClick={() => setDialog('edit')}
            >
              {t('actions.edit_schedule')}
            </Button>
          )}
        </>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('schedule.empty')}</Typography>
      ) : (
        // A long schedule scrolls inside its box: the keyboard can reach and scroll it, the totals stay in view.
        <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="group" aria-label={t('sections.schedule')}>
          <Table
            size="small"
            stickyHeader
            aria-label={t('sections.schedule')}
            sx={{
              tableLayout: { xs: 'fixed', sm: 'auto' },
              '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8rem', sm: undefined } },
              '& .MuiChip-label': { px: { xs: 0.75, sm: 1 } },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={WIDE_ONLY}>{t('schedule.number')}</TableCell>
                <TableCell>{t('schedule.due_date')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('schedule.amount')}
                </TableCell>
                <TableCell align="right">{t('schedule.paid')}</TableCell>
                <TableCell align="right">{t('schedule.left')}</TableCell>
                {!phone && <TableCell>{t('schedule.status')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  data-late={row.late || undefined}
                  sx={row.late ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
                >
                  <TableCell sx={WIDE_ONLY}>
                    {row.number}
                    {row.first && (
                      <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {t('schedule.first')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={row.late ? { color: 'error.main', fontWeight: 600 } : undefined}>
                    {row.due_date}
                    {phone && (
                      <Box sx={{ mt: 0.5 }}>
                        <StatusChips row={row} />
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    <MoneyText value={row.amount} currency={ccy} />
                  </TableCell>
                  <TableCell align="right">
                    <MoneyText value={row.paid} currency={ccy} />
                  </TableCell>
                  <TableCell align="right">
                    <MoneyText value={row.left} currency={ccy} />
                  </TableCell>
                  {!phone && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <StatusChips row={row} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter
              sx={{
                position: 'sticky',
                bottom: 0,
                bgcolor: 'background.paper',
                '& td': { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' },
              }}
            >
              <TableRow>
                <TableCell sx={WIDE_ONLY} />
                <TableCell>{t('schedule.totals')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  <MoneyText value={sum(rows, 'amount')} currency={ccy} />
                </TableCell>
                <TableCell align="right">
                  <MoneyText value={sum(rows, 'paid')} currency={ccy} />
                </TableCell>
                <TableCell align="right">
                  <MoneyText value={sum(rows, 'left')} currency={ccy} />
                </TableCell>
                {!phone && <TableCell />}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      {dialog === 'edit' && <EditScheduleDialog sale={sale} onClose={() => setDialog(null)} />}
      {dialog === 'versions' && (
        <ScheduleVersionsDialog saleId={sale.id} currency={ccy} onClose={() => setDialog(null)} />
      )}
    </Panel>
  );
}
