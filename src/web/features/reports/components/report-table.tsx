import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@shared/money/money';
import { REPORT_COLUMNS, showsTotals, totalLabel, type ReportColumn } from '@shared/reports/columns';
import type { ReportKind } from '@shared/reports/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format-date-time';
import type { ReportAnswer } from '../api/get-report';

const numeric = (column: ReportColumn) =>
  column.kind === 'money' || column.kind === 'count' || column.kind === 'rate';

/** One report as a table: the shared columns (the Excel export writes the same), then a total line per currency. */
export function ReportTable({ kind, report }: { kind: ReportKind; report: ReportAnswer }) {
  const { t } = useTranslation('messages');
  const { t: tr } = useTranslation('reports');
  const columns = REPORT_COLUMNS[kind];

  const show = (column: ReportColumn, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    if (column.values) return t(`reports.${column.values}.${String(value)}`);
    if (column.kind === 'money') return formatMoney(String(value));
    if (column.kind === 'date') return formatDate(String(value));
    return String(value);
  };

  const totals = Object.entries(report.totals);
  const showTotals = showsTotals(report);
  return (
    <TableContainer sx={{ maxHeight: { md: 560 }, overflowX: 'auto' }}>
      <Table size="small" stickyHeader aria-label={t(`reports.report.${kind}`)}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={numeric(c) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {t(`reports.col.${c.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Box sx={{ color: 'text.secondary', py: 2 }}>{tr('empty')}</Box>
              </TableCell>
            </TableRow>
          )}
          {report.rows.map((row, i) => (
            <TableRow key={i} hover>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={numeric(c) ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {show(c, row[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {showTotals &&
            totals.map(([currency, sums]) => (
              <TableRow key={`total-${currency}`} sx={{ '& td': { fontWeight: 600 } }}>
                {columns.map((c, index) => (
                  <TableCell
                    key={c.key}
                    align={numeric(c) ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {index === 0
                      ? totalLabel(
                          c.key,
                          t('reports.col.total'),
                          currency === 'all' ? t('reports.all_currencies') : currency,
                        )
                      : c.key === 'currency'
                        ? currency
                        : c.key in sums
                          ? show(c, sums[c.key])
                          : ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
