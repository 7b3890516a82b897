import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatMoney } from '@shared/money/money';
import { PIE_GROUPS, type PieReport } from '@shared/reports/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageHeader } from '../../../components/page/page-header';
import { useReport } from '../api/get-report';
import { usePie, useYearsRange } from '../api/get-statistics';
import { DEFAULT_FILTER } from '../api/report-filter';
import { AXIS_HEIGHT } from '../components/report-chart';

/** The dashboard reads the last year in lari: one figure per card, whatever currencies the sales are in. */
const LAST_YEAR_IN_GEL = { ...DEFAULT_FILTER, money_view: 'GEL' as const };
const FIGURES = ['sales_count', 'sales_value', 'received', 'expected', 'debt', 'overdue'] as const;

function KeyFigures() {
  const { t } = useTranslation('messages');
  const overview = useReport('overview', LAST_YEAR_IN_GEL);
  if (overview.isPending) return <PageLoader />;
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const row = overview.data.rows[0] ?? {};
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', mb: 3 }}
    >
      {FIGURES.map((key) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {t(`reports.col.${key}`)}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {key === 'sales_count' ? Number(row[key] ?? 0) : `${formatMoney(String(row[key] ?? 0))} ₾`}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function SalesPerMonth() {
  const { t } = useTranslation('messages');
  const { t: ts } = useTranslation('reports');
  const monthly = useReport('monthly', LAST_YEAR_IN_GEL);
  if (monthly.isPending) return <PageLoader />;
  if (monthly.isError) return <LoadError error={monthly.error} onRetry={() => void monthly.refetch()} />;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2">
        {ts('sales_per_month')}
      </Typography>
      <BarChart
        height={320}
        dataset={monthly.data.rows.map((r) => ({
          month: String(r.month),
          sales_value: Number(r.sales_value),
          received: Number(r.received),
        }))}
        xAxis={[{ scaleType: 'band', dataKey: 'month', height: AXIS_HEIGHT }]}
        yAxis={[{ width: 80, valueFormatter: (v: number) => formatMoney(v, { decimals: 0 }) }]}
        series={['sales_value', 'received'].map((key) => ({
          dataKey: key,
          label: t(`reports.col.${key}`),
          valueFormatter: (v: number | null) => (v === null ? '' : `${formatMoney(v)} ₾`),
        }))}
      />
    </Paper>
  );
}

function YearPies({ pie }: { pie: PieReport }) {
  const { t } = useTranslation('reports');
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {PIE_GROUPS.map((group) => {
        const rows = pie.rows.filter((r) => r.group === group);
        return (
          <Box key={group} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">
              {t(`pie.${group}`)}
            </Typography>
            {rows.length === 0 ? (
              <Typography color="text.secondary">{t('empty')}</Typography>
            ) : (
              <PieChart
                height={260}
                series={[
                  {
                    data: rows.map((r) => ({ id: r.key, value: Number(r.value), label: r.label })),
                    innerRadius: 40,
                    valueFormatter: (item) => `${formatMoney(item.value)} ₾`,
                  },
                ]}
                slotProps={{
                  legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
                }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function PieByYear() {
  const { t } = useTranslation('reports');
  const years = useYearsRange();
  const [picked, setPicked] = useState<number | null>(null);
  const year = picked ?? years.data?.last_year ?? null;
  const pie = usePie(year);
  if (years.isPending) return <PageLoader />;
  if (years.isError) return <LoadError error={years.error} onRetry={() => void years.refetch()} />;
  const choices = [];
  for (let y = years.data.last_year; y >= years.data.first_year; y--) choices.push(y);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {t('year_sales')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('year')}
          fullWidth={false}
          value={year ?? ''}
          onChange={(e) => setPicked(Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          {choices.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {pie.isPending ? (
        <PageLoader />
      ) : pie.isError ? (
        <LoadError error={pie.error} onRetry={() => void pie.refetch()} />
      ) : (
        <YearPies pie={pie.data} />
      )}
    </Paper>
  );
}

/** /statistics: the last year's key figures, sales per month and the year's sales in three pies. */
export function StatisticsPage() {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('reports');
  return (
    <>
      <PageHeader title={tc('nav.statistics')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('statistics_hint')}
      </Typography>
      <KeyFigures />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SalesPerMonth />
        <PieByYear />
      </Box>
    </>
  );
}
